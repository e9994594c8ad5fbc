import CGtk

/// GNOME's Keyboard Shortcuts window (`GtkShortcutsWindow`), made from the same ``Shortcut``s the
/// windows' shortcut controllers are made from, so it cannot list a key that does nothing.
@MainActor
public enum ShortcutsWindow {
    /// Shows the shortcuts in `groups` (a title and its shortcuts each) over `parent`.
    public static func present(_ groups: [(title: String, shortcuts: [Shortcut])], over parent: Window) {
        present(groups, mouse: [], over: parent)
    }

    /// Shows the shortcuts in `groups` (a title and its shortcuts each) over `parent`, and the
    /// `mouse` buttons at the end of the first group (where going back is).
    public static func present(_ groups: [(title: String, shortcuts: [Shortcut])], mouse: [WidgetKeys.MouseButton],
                               over parent: Window) {
        flow_present_shortcuts_window(builderXML(groups, mouse: mouse), parent.widgetPointer)
    }

    /// The GtkBuilder description GTK 4.8 needs to build the window.
    static func builderXML(_ groups: [(title: String, shortcuts: [Shortcut])], mouse: [WidgetKeys.MouseButton] = []) -> String {
        func escaped(_ text: String) -> String {
            var out = ""
            for character in text {
                switch character {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                default: out.append(character)
                }
            }
            return out
        }
        let buttons = mouse.map { button in
            """
            <child><object class="GtkShortcutsShortcut"><property name="shortcut-type">gesture</property>\
            <property name="icon"><object class="GThemedIcon"><property name="name">input-mouse-symbolic</property>\
            </object></property>\
            <property name="title">\(escaped(button.title))</property>\
            <property name="subtitle">\(escaped(button.button))</property>\
            </object></child>
            """
        }.joined()
        let body = groups.enumerated().map { index, group in
            let shortcuts = group.shortcuts.filter { !$0.accelerators.isEmpty }.map { shortcut in
                """
                <child><object class="GtkShortcutsShortcut">\
                <property name="title">\(escaped(shortcut.title))</property>\
                <property name="accelerator">\(escaped(shortcut.accelerators.joined(separator: " ")))</property>\
                </object></child>
                """
            }.joined() + (index == 0 ? buttons : "")
            return """
            <child><object class="GtkShortcutsGroup"><property name="title">\(escaped(group.title))</property>\
            \(shortcuts)</object></child>
            """
        }.joined()
        return """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>\
        <property name="title">\(escaped(localized("Keyboard Shortcuts")))</property>\
        <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>\
        \(body)</object></child></object></interface>
        """
    }
}
