import CGtk

/// GNOME's About window (`GtkAboutDialog`): the app's name, version, a sentence on what it is, its
/// website, icon and license.
@MainActor
public enum AboutDialog {
    /// The license the window names and links to.
    public enum License: Sendable {
        case mit, gpl3OrLater, lgpl21OrLater, apache2

        var gtkValue: GtkLicense {
            switch self {
            case .mit: GTK_LICENSE_MIT_X11
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
            case .apache2: GTK_LICENSE_APACHE_2_0
            }
        }
    }

    public static func present(over parent: Window, name: String, version: String, comments: String,
                               website: String, iconName: String, license: License) {
        flow_present_about_dialog(parent.widgetPointer, name, version, comments, website, iconName, license.gtkValue)
    }
}
