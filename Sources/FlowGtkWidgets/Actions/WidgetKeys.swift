/// Keys that work without a window action of their own — GTK's, on the widget with the focus, and
/// FlowGtk's on lists and menus — and the mouse's back button. They activate no action of the
/// window, so no shortcut controller holds them; the Keyboard Shortcuts window lists them beside
/// the shortcuts (``ShortcutsWindow/present(_:mouse:over:)``), so a person learns them where they
/// learn the rest.
public enum WidgetKeys {
    /// Enter or Space on a focused row opens what it shows (a ``ListBox`` row's activation).
    public static var openRow: Shortcut {
        Shortcut("", title: localized("Open the focused row"), accelerators: ["Return", "space"])
    }

    /// Shift+F10 or the Menu key on a row opens its context menu (``ContextMenu``).
    public static var rowMenu: Shortcut {
        Shortcut("", title: localized("Open the focused row’s menu"), accelerators: ["<Shift>F10", "Menu"])
    }

    /// Ctrl+F over a list opens its search, and so does a letter typed there; Escape in the
    /// search closes it (``SearchBar``).
    public static var search: Shortcut {
        Shortcut("", title: localized("Search the list"), accelerators: ["<Control>f"])
    }

    /// F10 opens the window's primary menu (``MenuButton``, as in GNOME apps).
    public static var mainMenu: Shortcut {
        Shortcut("", title: localized("Open the main menu"), accelerators: ["F10"])
    }

    /// The keys of lists and menus, in the order the Keyboard Shortcuts window lists them.
    public static var all: [Shortcut] { [openRow, rowMenu, search, mainMenu] }

    /// A mouse button and what it does.
    public struct MouseButton: Hashable, Sendable {
        /// What it does ("Go back").
        public let title: String
        /// Which button, in words ("Mouse button 8").
        public let button: String

        /// `button` doing `title`; FlowGtk makes its back button (`WidgetKeys.mouseBack`).
        package init(title: String, button: String) {
            self.title = title
            self.button = button
        }
    }
}
