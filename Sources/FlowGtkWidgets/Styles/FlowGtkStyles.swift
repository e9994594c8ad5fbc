import CGtk

/// FlowGtk's own styles, for what it lays out and draws itself (a ``PageColumn``'s heading, a
/// boxed ``ListBox``, a dialog, a window's toasts, a window under a sheet), so that a plain app looks
/// as GNOME's do with GTK's own theme alone. They are added to the default display once, when the
/// first window (or page column, or list) is made, and rank just below an application's CSS,
/// which can restyle them by the same classes. Colours come from `currentColor` and the theme, so
/// they hold in a dark theme and in HighContrast.
@MainActor
package enum FlowGtkStyles {
    static let css = """
        /* A page (PageColumn): its padding, less of it in a narrow window (FlowWindow adds
           `narrow` below its narrowWidth, e.g. a phone at 360 px); its heading, subtitle and icon. */
        .page {
          padding: 24px;
        }
        window.narrow .page {
          padding: 12px;
        }
        .page-title {
          font-size: 20pt;
          font-weight: 800;
        }
        .page-subtitle {
          opacity: 0.7;
        }
        .page-icon {
          -gtk-icon-size: 96px;
          opacity: 0.85;
        }
        /* A boxed list (ListBox(boxed: true)): a framed, rounded list of rows, as in GNOME's
           settings. */
        list.boxed-list {
          border-radius: 12px;
          border: 1px solid alpha(currentColor, 0.15);
        }
        list.boxed-list > row {
          padding: 10px 12px;
          border-bottom: 1px solid alpha(currentColor, 0.08);
        }
        list.boxed-list > row:last-child {
          border-bottom: none;
        }
        /* A selected row (a sidebar's chosen row) is shaded, as GNOME's sidebars mark theirs, in
           the text's own colour: white on GTK's selection blue is 3.8:1, under WCAG AA's 4.5:1. */
        list.boxed-list > row:selected,
        list.boxed-list > row:selected:backdrop {
          background-color: alpha(currentColor, 0.14);
          color: inherit;
        }
        list.boxed-list > row:selected:hover {
          background-color: alpha(currentColor, 0.19);
        }
        /* Its first and last rows keep the list's rounded corners when shaded. */
        list.boxed-list > row:first-child {
          border-top-left-radius: 11px;
          border-top-right-radius: 11px;
        }
        list.boxed-list > row:last-child {
          border-bottom-left-radius: 11px;
          border-bottom-right-radius: 11px;
        }
        /* A split window's sidebar column (a root page beside its content): a narrower page, so
           less padding around it. */
        .flow-sidebar .page {
          padding: 12px 6px;
        }
        /* A cover lies exactly over its window's frame (PresentationPlacer): no shadow around it,
           no rounded corners for the window under it to show at. */
        window.flow-cover.csd,
        window.flow-cover.csd:backdrop {
          box-shadow: none;
          border-radius: 0;
        }
        /* An alert or confirmation dialog (FlowWindow's dialogs). */
        window.flow-dialog {
          border-radius: 12px;
        }
        window.flow-dialog .title-2 {
          font-weight: 800;
        }
        /* GNOME's type scale and dimmed text, which Label and FlowGtk's hosts use by these names. */
        .title-1 { font-size: 20pt; font-weight: 800; }
        .title-2 { font-size: 15pt; font-weight: 800; }
        .title-3 { font-size: 13pt; font-weight: 700; }
        .dim-label { opacity: 0.55; }
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

    /// Adds the styles to the default display, once (nothing without a display).
    package static func load() {
        guard provider == nil, GtkRuntime.hasDisplay else { return }
        let styles = CssProvider()
        try? styles.load(css: css)
        styles.addToDefaultDisplay(priority: StylePriority(rawValue: StylePriority.application.rawValue - 1))
        provider = styles
    }
}
