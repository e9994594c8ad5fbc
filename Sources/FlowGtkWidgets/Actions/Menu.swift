import CGtk

/// A menu of labelled actions, in sections, for a ``MenuButton``: GNOME's primary menu, a
/// "More" menu. Each item activates an action by its detailed name (`"app.about"`,
/// `"win.sort::date"`), found from the menu's button up: an ``ActionGroup`` on the window
/// (`win.`) or the application's actions (`app.`). An item whose action is not found is greyed out.
///
/// ```swift
/// let menu = Menu([
///     Menu.Section([Menu.Item("Sort by Date", action: "win.sort::date"),
///                   Menu.Item("Sort by Title", action: "win.sort::title")]),
///     Menu.Section([Menu.Item("About Notes", action: "app.about")]),
/// ])
/// let button = MenuButton(iconName: "open-menu-symbolic", name: "Main Menu", menu: menu)
/// ```
public struct Menu: Hashable, Sendable {
    /// One entry of a menu.
    public struct Item: Hashable, Sendable {
        /// The text shown; an underscore marks the mnemonic.
        public var label: String
        /// The detailed action it activates: `"app.quit"`, or `"win.sort::date"` for an action
        /// taking the string `"date"`.
        public var action: String

        /// An item labelled `label` activating `action`.
        public init(_ label: String, action: String) {
            self.label = label
            self.action = action
        }
    }

    /// Items shown together, between separators, under `title` when there is one.
    public struct Section: Hashable, Sendable {
        /// The section's heading, or `nil` for none.
        public var title: String?
        /// The items, in order.
        public var items: [Item]

        /// A section of `items`, headed `title` when given.
        public init(_ items: [Item], title: String? = nil) {
            self.items = items
            self.title = title
        }
    }

    /// The sections, in order.
    public var sections: [Section]

    /// A menu of `sections`.
    public init(_ sections: [Section]) { self.sections = sections }

    /// A menu of one section of `items`.
    public init(items: [Item]) { self.sections = [Section(items)] }

    /// A new `GMenu` of this menu, with a full reference for the caller.
    func makeModel() -> OpaquePointer {
        let menu = g_menu_new()!
        for section in sections {
            let part = g_menu_new()!
            for item in section.items { g_menu_append(part, item.label, item.action) }
            g_menu_append_section(menu, section.title, flow_menu_model(UnsafeMutableRawPointer(part)))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
        return menu
    }
}
