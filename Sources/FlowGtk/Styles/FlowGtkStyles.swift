import CGtk

/// FlowGtk's own styles, for what it draws itself (a window's toasts, a window under a sheet), added to the
/// display once, the first time one of them is made. They rank just below an application's CSS,
/// which can restyle them by the same classes.
@MainActor
enum FlowGtkStyles {
    static let css = """
        /* A window's toast (ToastOverlay): a pill at the bottom, in the theme's OSD colours. */
        .flow-toast {
          margin: 12px 12px 24px 12px;
          padding: 6px 6px 6px 18px;
          border-radius: 999px;
        }
        .flow-toast > button:not(.circular) {
          border-radius: 999px;
          padding-left: 12px;
          padding-right: 12px;
        }
        /* A window under a sheet, a cover or a dialog (WindowBlock): dimmed, but for its window
           controls, which still work. */
        window.flow-blocked > :not(.titlebar):not(decoration),
        window.flow-blocked > headerbar > windowhandle > box > :not(.start):not(.end),
        window.flow-blocked > headerbar > windowhandle > box > .start > :not(windowcontrols),
        window.flow-blocked > headerbar > windowhandle > box > .end > :not(windowcontrols) {
          opacity: 0.55;
        }
        """

    private static var provider: CssProvider?

    static func load() {
        guard provider == nil, GtkRuntime.hasDisplay else { return }
        let styles = CssProvider()
        try? styles.load(css: css)
        styles.addToDefaultDisplay(priority: StylePriority(rawValue: StylePriority.application.rawValue - 1))
        provider = styles
    }
}
