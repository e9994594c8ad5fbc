import CGtk

/// The icon theme icons are looked up in.
@MainActor
public enum IconTheme {
    /// Lets icons be found in `directory` too: an app's own icon (`NAME.svg` there is the icon
    /// `NAME`), before the app is installed. Adding the same directory again does nothing.
    ///
    /// GTK loads the icon theme in the background from its start, and a new search path makes it
    /// load the theme again (as many instructions as the rest of a window's first frame): add
    /// the path where the icon is first needed (an About window), not at launch.
    public static func addSearchPath(_ directory: String) {
        guard GtkRuntime.initialize(), !searchPaths.contains(directory) else { return }
        searchPaths.insert(directory)
        flow_icon_theme_add_search_path(directory)
    }

    private static var searchPaths: Set<String> = []
}
