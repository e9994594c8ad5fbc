import FlowGtk

/// The main window's primary menu (Keyboard Shortcuts, About Shop), and the application actions
/// it and their keys run. Every key the Keyboard Shortcuts window lists is one of the windows'
/// or the application's shortcuts, so it cannot list a key that does nothing.
@MainActor
enum PrimaryMenu {
    static let shortcuts = Shortcut("app.shortcuts", title: "Show keyboard shortcuts", accelerators: ["<Control>question"])
    static let quit = Shortcut("app.quit", title: "Quit (where you are is saved)", accelerators: ["<Control>q"])
    static let version = "0.1.0"

    /// Adds the menu to `window`'s header bar and the actions it names to `application`.
    static func install(on window: FlowWindow, application: Application) {
        application.addAction("shortcuts", accelerators: shortcuts.accelerators) { [weak window] in
            guard let window else { return }
            // Over the window on top (a dialog, a sheet), which it must not hide behind.
            ShortcutsWindow.present(groups(of: window), over: window.topWindow)
        }
        application.addAction("about", accelerators: []) { [weak window] in
            guard let window else { return }
            AboutDialog.present(
                over: window.topWindow, name: "Shop", version: version,
                comments: "A shop that shows the Flow Coordinator navigation pattern: links, state and coordinators decide where you go; pages only show it.",
                website: "https://github.com/flowcoordinator/shop", iconName: "io.github.flowcoordinator.Shop",
                license: .mit)
        }
        window.header.bar.packEnd(button())
    }

    /// The Main Menu button (the tour shows it too, without the application's actions).
    static func button() -> MenuButton {
        let menu = MenuButton(iconName: "open-menu-symbolic", name: "Main Menu",
                              items: [("Keyboard Shortcuts", shortcuts.action), ("About Shop", "app.about")])
        // Ctrl+Q and Ctrl+? work while the menu is open, as from any window.
        menu.handleWhileOpen([quit, shortcuts])
        return menu
    }

    /// The shortcuts of every window and of the application, grouped as the window lists them.
    static func groups(of window: FlowWindow) -> [(title: String, shortcuts: [Shortcut])] {
        let tabs = window.shortcuts.filter { $0.action == "win.show-tab" }
        let moving = window.shortcuts.filter { $0.action != "win.show-tab" } + [NavigationShortcuts.closePresentation]
        return [("Moving Around", moving), ("Tabs", tabs), ("Shop", [shortcuts, quit])]
    }
}
