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

        /// The license's name, as the line "See the … for details." names it (GTK's own names
        /// start with "The" when the license's does: "See the The MIT License (MIT)").
        var name: String {
            switch self {
            // Translators: a license's name, as it follows “See the” in the About window
            case .mit: localized("MIT License")
            // Translators: a license's name, as it follows “See the” in the About window
            case .gpl3OrLater: localized("GNU General Public License, version 3 or later")
            // Translators: a license's name, as it follows “See the” in the About window
            case .lgpl21OrLater: localized("GNU Lesser General Public License, version 2.1 or later")
            // Translators: a license's name, as it follows “See the” in the About window
            case .apache2: localized("Apache License, version 2.0")
            }
        }

        /// Where the license's text is, as GTK links it.
        var url: String {
            switch self {
            case .mit: "https://opensource.org/licenses/mit-license.php"
            case .gpl3OrLater: "https://www.gnu.org/licenses/gpl-3.0.html"
            case .lgpl21OrLater: "https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html"
            case .apache2: "https://opensource.org/licenses/Apache-2.0"
            }
        }

        /// The About window's license line, as Pango markup: a sentence and a link to the text.
        var markup: String {
            let link = "<a href=\"\(Self.escaped(url))\">\(Self.escaped(name))</a>"
            // Translators: the About window's license line; %s is the license's name, a link to its text, such as “MIT License”
            let line = localized("This program comes with absolutely no warranty.\nSee the %s for details.", link)
            return "<span size=\"small\">\(line)</span>"
        }

        private static func escaped(_ text: String) -> String {
            var escaped = ""
            for character in text {
                switch character {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                case "\"": escaped += "&quot;"
                default: escaped.append(character)
                }
            }
            return escaped
        }
    }

    /// Opens the About window over `parent`, with the app's `name`, `version`, a sentence on what it is (`comments`), its `website`, its icon and its license.
    public static func present(over parent: Window, name: String, version: String, comments: String,
                               website: String, iconName: String, license: License) {
        flow_present_about_dialog(parent.widgetPointer, name, version, comments, website, iconName, license.gtkValue,
                                  license.markup)
    }
}
