import CGtk

/// A header bar's menu button (`GtkMenuButton`) with a menu of labelled actions: GNOME's
/// primary menu ("Keyboard Shortcuts", "About …"). F10 opens it, as in GNOME apps. An icon
/// says nothing to a screen reader, so the button needs a `name` (GNOME says "Main Menu").
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
