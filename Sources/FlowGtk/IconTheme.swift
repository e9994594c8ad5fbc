import CGtk

/// The icon theme icons are looked up in.
@MainActor
public enum IconTheme {
    /// Lets icons be found in `directory` too: an app's own icon (`NAME.svg` there is the icon
    /// `NAME`), before the app is installed.
    public static func addSearchPath(_ directory: String) {
        flow_icon_theme_add_search_path(directory)
    }
}
