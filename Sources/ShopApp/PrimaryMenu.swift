import FlowGtk
import ShopFlows

/// Each window's primary menu (New Window, Keyboard Shortcuts, Help, About Shop), and the
/// application actions it and their keys run. Every key the Keyboard Shortcuts window lists is one of the windows'
/// or the application's shortcuts, so it cannot list a key that does nothing.
@MainActor
enum PrimaryMenu {
    // Computed, so their titles are looked up in the language the app chose at launch.
    static var shortcuts: Shortcut {
        Shortcut("app.shortcuts", title: localized("Show keyboard shortcuts"), accelerators: ["<Control>question"])
    }
    static var help: Shortcut {
        Shortcut("app.help", title: localized("Show help"), accelerators: ["F1"])
    }
    static var quit: Shortcut {
        Shortcut("app.quit", title: localized("Quit (where you are is saved)"), accelerators: ["<Control>q"])
    }
    static var newWindow: Shortcut {
        Shortcut("app.new-window", title: localized("Open a new window"), accelerators: ["<Control>n"])
    }
    static var closeWindow: Shortcut {
        Shortcut("app.close-window", title: localized("Close the window (the last one quits)"),
                 accelerators: ["<Control><Shift>w"])
    }
    static let version = "0.1.0"

    /// Adds the actions the menu names to `application`; they show over the window the user
    /// focused last, which `focusedWindow` reads.
    static func installActions(on application: Application, focusedWindow: @escaping @MainActor () -> FlowWindow?) {
        application.addAction("shortcuts", accelerators: shortcuts.accelerators) {
            guard let window = focusedWindow() else { return }
            // Over the window on top (a dialog, a sheet), which it must not hide behind.
            ShortcutsWindow.present(groups(of: window), mouse: WidgetKeys.navigationMouse, over: window.topWindow)
        }
        application.addAction("help", accelerators: help.accelerators) {
            guard let window = focusedWindow() else { return }
            HelpWindow.present(keys: groups(of: window), mouse: WidgetKeys.navigationMouse, over: window.topWindow)
        }
        application.addAction("about", accelerators: []) {
            guard let window = focusedWindow() else { return }
            AboutDialog.present(
                over: window.topWindow,
                // Translators: the app's name, as the About window and the window titles show it
                name: localized("Shop"), version: version,
                comments: localized("A shop that shows the Flow Coordinator navigation pattern: links, state and coordinators decide where you go; pages only show it."),
                website: "https://github.com/flowcoordinator/shop", iconName: "io.github.flowcoordinator.Shop",
                license: .mit)
        }
    }

    /// Adds the menu to `window`'s header bar.
    static func addButton(to window: FlowWindow) {
        window.header.bar.packEnd(button())
    }

    /// The Main Menu button (the tour shows it too, without the application's actions).
    static func button() -> MenuButton {
        let menu = MenuButton(iconName: "open-menu-symbolic", name: localized("Main Menu"),
                              items: [(localized("New Window"), newWindow.action),
                                      (localized("Keyboard Shortcuts"), shortcuts.action),
                                      // Translators: the main menu's item that opens the help window
                                      (localized("Help"), help.action),
                                      (localized("About Shop"), "app.about")])
        // The application's keys work while the menu is open, as from any window.
        menu.handleWhileOpen([quit, shortcuts, help, newWindow, closeWindow])
        return menu
    }

    /// The shortcuts of every window and of the application, grouped as the window lists them.
    static func groups(of window: FlowWindow) -> [(title: String, shortcuts: [Shortcut])] {
        let tabs = window.shortcuts.filter { $0.action == "win.show-tab" }
        let moving = window.shortcuts.filter { $0.action != "win.show-tab" } + [NavigationShortcuts.closePresentation]
        return [(localized("Moving Around"), moving), (localized("Tabs"), tabs),
                // Translators: the Keyboard Shortcuts window's group of the keys on lists and menus
                (localized("Lists and Menus"), WidgetKeys.all),
                (localized("Windows"), [newWindow, closeWindow]),
                // Translators: the Keyboard Shortcuts window's group of the app's own keys, titled with the app's name
                (localized("Shop"), [shortcuts, help, quit])]
    }
}
