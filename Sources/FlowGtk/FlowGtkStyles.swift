import CGtk

/// FlowGtk's own styles, for the widgets it draws itself (a window's toasts), added to the
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
