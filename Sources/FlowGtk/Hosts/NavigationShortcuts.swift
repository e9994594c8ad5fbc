/// What a person does to move around a ``FlowWindow``, as GNOME apps offer it: window actions
/// with keyboard shortcuts. The main window and every sheet and cover offer `win.back`; sheets and
/// covers offer `win.close-presentation`; a window with tabs offers `win.show-tab::NAME`. The
/// back button and the tab buttons activate the same actions, and mouse button 8 activates
/// `win.back`. A window with a tab whose root is a sidebar offers `win.focus-sidebar` and
/// `win.switch-pane`.
public enum NavigationShortcuts {
    /// Back: Alt+Left and the Back key of keyboards that have one; Alt+Right in a language written
    /// right to left, where the back arrow points right (as AdwNavigationView reverses it).
    @MainActor
    public static var back: Shortcut {
        Shortcut("win.back", title: localized("Go back"),
                 accelerators: [TextDirection.default == .rightToLeft ? "<Alt>Right" : "<Alt>Left", "Back"])
    }

    /// Forward to the page the user went back from: Alt+Right and the Forward key of keyboards
    /// that have one; Alt+Left in a language written right to left.
    @MainActor
    public static var forward: Shortcut {
        Shortcut("win.forward", title: localized("Go forward"),
                 accelerators: [TextDirection.default == .rightToLeft ? "<Alt>Left" : "<Alt>Right", "Forward"])
    }

    /// Closing a sheet or a cover (which asks its guard first): Escape and Ctrl+W.
    public static var closePresentation: Shortcut {
        Shortcut("win.close-presentation", title: localized("Close the sheet or cover"), accelerators: ["Escape", "<Control>w"])
    }

    /// Beside a sidebar (a split window): moving the focus to the sidebar, Escape. Back (Alt+Left)
    /// does the same on the content's first page, where there is no page to go back to.
    public static var focusSidebar: Shortcut {
        Shortcut("win.focus-sidebar", title: localized("Go to the sidebar"), accelerators: ["Escape"])
    }

    /// Beside a sidebar (a split window): moving the focus between the sidebar and the content, F6.
    public static var switchPane: Shortcut {
        Shortcut("win.switch-pane", title: localized("Move between the sidebar and the content"), accelerators: ["F6"])
    }

    /// Showing a tab: Alt+1 for the first, up to Alt+9.
    public static func showTab(_ name: String, title: String, position: Int) -> Shortcut {
        Shortcut("win.show-tab", target: name, title: localized("Show %s", title),
                 accelerators: position < 9 ? ["<Alt>\(position + 1)"] : [])
    }

    /// Makes mouse button 8 (the back button of mice that have one) activate `win.back` in
    /// `window`; returns the gesture (for tests).
    @MainActor
    static func installMouseBack(on window: Window) -> ClickGesture {
        let mouse = ClickGesture(button: .back)
        mouse.onPressed { [unowned window] _, _, _ in window.activateAction(back.action) }
        window.addController(mouse)
        return mouse
    }

    /// Makes mouse button 9 (the forward button) activate `win.forward` in `window`; returns the
    /// gesture (for tests).
    @MainActor
    static func installMouseForward(on window: Window) -> ClickGesture {
        let mouse = ClickGesture(button: .forward)
        mouse.onPressed { [unowned window] _, _, _ in window.activateAction(forward.action) }
        window.addController(mouse)
        return mouse
    }
}

// The mouse's back button goes back: a navigation key, so declared here, beside `win.back`, and
// not with the widgets' keys in FlowGtkWidgets; `import FlowGtk` sees it in `WidgetKeys`, as in
// 0.1.0.
extension WidgetKeys {
    /// Mouse button 8, the back button of mice that have one, goes back (``NavigationShortcuts``).
    @MainActor
    public static var mouseBack: MouseButton {
        MouseButton(title: NavigationShortcuts.back.title, button: localized("Mouse button 8"))
    }

    /// Mouse button 9, the forward button of mice that have one, goes forward.
    @MainActor
    public static var mouseForward: MouseButton {
        MouseButton(title: NavigationShortcuts.forward.title, button: localized("Mouse button 9"))
    }

    /// A right click or a long press on the back button lists the pages behind and ahead (its
    /// history menu; Shift+F10 or the Menu key there, as on a row).
    @MainActor
    public static var historyMenu: MouseButton {
        MouseButton(title: localized("List the pages behind and ahead"), button: localized("Right click or long press on Back"))
    }

    /// What FlowGtk's windows do with the mouse: back, forward, and the history menu.
    @MainActor
    public static var navigationMouse: [MouseButton] { [mouseBack, mouseForward, historyMenu] }
}
