import CGtk

/// GNOME's About window (`GtkAboutDialog`): the app's name, version, a sentence on what it is, its
/// website and icon, and its license (MIT).
@MainActor
public enum AboutDialog {
    public static func present(over parent: Window, name: String, version: String, comments: String,
                               website: String, iconName: String) {
        flow_present_about_dialog(parent.widgetPointer, name, version, comments, website, iconName)
    }
}
