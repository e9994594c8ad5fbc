import CGtk

/// GNOME's About window (`GtkAboutDialog`): the app's name, version, a sentence on what it is, its
/// website, icon and license.
@MainActor
public enum AboutDialog {
    /// The license the window names and links to.
    public enum License: Sendable {
        /// The MIT (X11) license.
        case mit
        /// The GNU General Public License, version 3 or later.
        case gpl3OrLater
        /// The GNU Lesser General Public License, version 2.1 or later.
        case lgpl21OrLater
        /// The Apache License, version 2.0.
        case apache2

        var gtkValue: GtkLicense {
            switch self {
            case .mit: GTK_LICENSE_MIT_X11
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
            case .apache2: GTK_LICENSE_APACHE_2_0
            }
        }
    }

    /// Opens the About window over `parent`, with the app's `name`, `version`, a sentence on what it is (`comments`), its `website`, its icon and its license.
    public static func present(over parent: Window, name: String, version: String, comments: String,
                               website: String, iconName: String, license: License) {
        flow_present_about_dialog(parent.widgetPointer, name, version, comments, website, iconName, license.gtkValue)
    }
}
