import CGtk
import FlowGtk
import ShopFlows

/// What F1 and the main menu's Help open, as GNOME apps open their help there: the keys (the same
/// table the Keyboard Shortcuts window and README's are made from) and the forms of `shop://` link
/// the app opens (the routes' grammar), in a window of its own beside the app's.
@MainActor
enum HelpWindow {
    /// The window shown, kept until it is closed (F1 again brings it to the front).
    private static var shown: Window?

    static func present(keys groups: [(title: String, shortcuts: [Shortcut])], mouse: [WidgetKeys.MouseButton],
                        over parent: Window) {
        if let shown, !shown.isDestroyed {
            shown.present()
            return
        }
        // Translators: the title of the help window
        let window = Window(title: localized("Shop Help"), defaultWidth: 560, defaultHeight: 640)
        window.joinApplication(of: parent)
        window.setTitlebar(HeaderBar())
        let column = PageColumn(heading: localized("Keys"))
        let grid = Grid(rowSpacing: 6, columnSpacing: 24)
        var row = 0
        func add(_ keys: String, _ does: String) {
            let keysLabel = Text.body(keys, css: "row-title")
            grid.attach(keysLabel, column: 0, row: row)
            grid.attach(Text.body(does), column: 1, row: row)
            row += 1
        }
        for group in groups {
            for shortcut in group.shortcuts where !shortcut.keysForPeople.isEmpty {
                add(shortcut.keysForPeople.joined(separator: ", "), shortcut.title)
            }
        }
        for button in mouse { add(button.button, button.title) }
        column.append(grid)
        let links = Box(.vertical, spacing: 6)
        // Translators: the help window's line before the list of link forms; shop LINK is a command, not translated
        links.append(Text.body(localized("Open one with shop LINK, from a terminal, a file or another app; the app checks what it names.")))
        for pattern in ShopRoutes.linkGrammar {
            links.append(Text.body(pattern.pattern, css: "pattern-code"))
        }
        _ = column.section(localized("Links"), links)
        window.setChild(column.scroller)
        // Closed as GNOME's windows of this kind are: Escape, Ctrl+W, or its close button.
        let keys = KeyController()
        for chord in [KeyChord(.escape), KeyChord(Key(keyval: UInt32(GDK_KEY_w)), .control)] {
            keys.onShortcut(chord) { [weak window] in window?.close() }
        }
        window.addController(keys)
        window.onDestroy { shown = nil }
        shown = window
        window.present()
    }
}
