import CGtk

/// A `GtkMenuButton`: a button that opens a ``Menu`` of labelled actions (GNOME's primary menu,
/// "Keyboard Shortcuts", "About …") or a ``Popover`` of your own. A button with an icon opening a
/// menu is the window's primary menu: F10 opens it, as in GNOME apps. An icon says nothing to a
/// screen reader, so such a button needs a `name` (GNOME says "Main Menu").
@MainActor
public final class MenuButton: Widget {
    /// A menu button showing the icon `iconName`, read as `accessibleName` by screen readers.
    ///
    /// - Parameters:
    ///   - iconName: the icon on the button, such as `open-menu-symbolic`.
    ///   - accessibleName: what a screen reader says for the button ("Main Menu").
    ///   - items: each label with the action it activates (`"app.about"`).
    public init(iconName: String, name accessibleName: String, items: [(label: String, action: String)]) {
        let menu = flow_menu_new()
        for item in items { flow_menu_append(menu, item.label, item.action) }
        let widget = flow_menu_button_new(iconName, menu)
        g_object_unref(menu) // the button holds the menu
        super.init(taking: widget, from: "gtk_menu_button_new")
        self.accessibleName = accessibleName
        tooltip = accessibleName
    }

    /// A menu button showing `iconName`, read as `accessibleName` by screen readers, opening
    /// `menu`.
    ///
    /// - Parameters:
    ///   - iconName: the icon on the button, such as `open-menu-symbolic`.
    ///   - accessibleName: what a screen reader says for the button ("Main Menu").
    ///   - menu: the sections and items of the menu.
    public init(iconName: String, name accessibleName: String, menu: Menu) {
        let model = menu.makeModel()
        let widget = flow_menu_button_new(iconName, UnsafeMutableRawPointer(model))
        g_object_unref(UnsafeMutableRawPointer(model)) // the button holds the menu
        super.init(taking: widget, from: "gtk_menu_button_new")
        self.accessibleName = accessibleName
        tooltip = accessibleName
    }

    /// A menu button labelled `label` (which names it) opening `menu`.
    public init(label: String, menu: Menu) {
        super.init(taking: gtk_menu_button_new(), from: "gtk_menu_button_new")
        gtk_menu_button_set_label(menuButtonPointer, label)
        let model = menu.makeModel()
        gtk_menu_button_set_menu_model(menuButtonPointer, flow_menu_model(UnsafeMutableRawPointer(model)))
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// A menu button labelled `label` (which names it) opening `popover`, a small form or a few
    /// controls of your own. The button holds the popover.
    public init(label: String, popover: Popover) {
        super.init(taking: gtk_menu_button_new(), from: "gtk_menu_button_new")
        gtk_menu_button_set_label(menuButtonPointer, label)
        gtk_menu_button_set_popover(menuButtonPointer, popover.widgetPointer)
    }

    /// A menu button showing `iconName`, read as `accessibleName` by screen readers, opening
    /// `popover`. The button holds the popover.
    public init(iconName: String, name accessibleName: String, popover: Popover) {
        super.init(taking: gtk_menu_button_new(), from: "gtk_menu_button_new")
        gtk_menu_button_set_icon_name(menuButtonPointer, iconName)
        gtk_menu_button_set_popover(menuButtonPointer, popover.widgetPointer)
        self.accessibleName = accessibleName
        tooltip = accessibleName
    }

    private var menuButtonPointer: OpaquePointer { flow_menu_button(rawPointer) }

    /// Opens the menu or popover, as a click would.
    public func popup() { gtk_menu_button_popup(menuButtonPointer) }

    /// Closes the menu or popover.
    public func popdown() { gtk_menu_button_popdown(menuButtonPointer) }

    /// Whether the menu or popover is open.
    public var isOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(menuButtonPointer) else { return false }
        return gtk_widget_get_visible(flow_widget(UnsafeMutableRawPointer(popover))) != 0
    }

    /// Handles `shortcuts` while the menu is open too. An open menu has the keyboard to itself:
    /// keys go to it, not to the window, so without this the application's own keys (Ctrl+Q)
    /// would do nothing until it closes.
    public func handleWhileOpen(_ shortcuts: [Shortcut]) {
        guard let popover = gtk_menu_button_get_popover(flow_menu_button(rawPointer)) else { return }
        let controller = ShortcutController()
        shortcuts.forEach(controller.add)
        // gtk_widget_add_controller takes over one reference; the wrapper keeps its own.
        g_object_ref(controller.objectPointer)
        gtk_widget_add_controller(flow_widget(UnsafeMutableRawPointer(popover)), controller.controllerPointer)
        menuShortcuts = controller
    }

    /// The controller ``handleWhileOpen(_:)`` added, kept for its shortcuts' record.
    private var menuShortcuts: ShortcutController?
}
