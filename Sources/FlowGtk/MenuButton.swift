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
}
