import CGtk
import Glibc

/// The icon theme icons are looked up in.
@MainActor
public enum IconTheme {
    /// Lets GTK find the app's own icons under `directory`/icons, laid out as installed icons are
    /// (`icons/hicolor/scalable/apps/APP-ID.svg`, `icons/hicolor/symbolic/apps/NAME-symbolic.svg`):
    /// for an app run from its source tree, or installed where the desktop does not look. Its
    /// symbolic icons follow the theme's colours, as the theme's own do.
    ///
    /// Call it before GTK starts (``GtkRuntime/initialize()``): `directory` joins the data
    /// directories GTK searches (`XDG_DATA_DIRS`), so the icon theme, which GTK loads in the
    /// background from its start, is loaded once with it. After that it falls back to
    /// ``addSearchPath(_:)``, which loads the theme again.
    public static func addDataDirectory(_ directory: String) {
        guard !GtkRuntime.isInitialized else {
            addSearchPath(directory + "/icons")
            return
        }
        let current = getenv("XDG_DATA_DIRS").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/local/share:/usr/share" // the XDG default when the variable is unset
        guard !current.split(separator: ":").contains(Substring(directory)) else { return }
        setenv("XDG_DATA_DIRS", directory + ":" + current, 1)
    }

    /// Lets icons be found in `directory` too (`NAME.svg` there is the icon `NAME`). Adding the
    /// same directory again does nothing.
    ///
    /// GTK loads the icon theme in the background from its start, and a new search path makes it
    /// load the theme again (as many instructions as the rest of a window's first frame): prefer
    /// ``addDataDirectory(_:)`` before GTK starts.
    public static func addSearchPath(_ directory: String) {
        guard GtkRuntime.initialize(), !searchPaths.contains(directory) else { return }
        searchPaths.insert(directory)
        flow_icon_theme_add_search_path(directory)
    }

    private static var searchPaths: Set<String> = []
}
