/// What every window of a flow has around its pages, the main window and each sheet or cover
/// alike: a header with a back button, the window's actions (`win.back`, and
/// `win.close-presentation` for a sheet or cover), their keyboard shortcuts
/// (``NavigationShortcuts``), and mouse button 8 going back.
@MainActor
final class WindowChrome {
    /// The header bar: back button and title.
    let header: NavigationHeader
    /// The window's actions, under the `win` prefix.
    let actions = ActionGroup()
    /// The window's keyboard shortcuts.
    let shortcuts = ShortcutController()
    /// The mouse button 8 gesture.
    let backGesture: ClickGesture
    /// The mouse button 9 gesture.
    let forwardGesture: ClickGesture
    /// Which clicks and keys act (none aimed at what the app just replaced).
    let inputGuard: InputGuard
    /// Where the keyboard focus is kept.
    let focus: FocusKeeper

    /// Gives `window` a back action (`onBack`), run by the header's back button, Alt+Left, the
    /// Back key and mouse button 8, and a forward action (`onForward`), run by Alt+Right, the
    /// Forward key and mouse button 9.
    init(on window: Window, header: NavigationHeader, onBack: @escaping @MainActor () -> Void,
         onForward: @escaping @MainActor () -> Void) {
        self.header = header
        actions.add("back", onBack)
        actions.add("forward", onForward)
        window.insertActionGroup(actions, prefix: "win")
        header.backButton.setAction(NavigationShortcuts.back.action)
        shortcuts.add(NavigationShortcuts.back)
        shortcuts.add(NavigationShortcuts.forward)
        window.addController(shortcuts)
        backGesture = NavigationShortcuts.installMouseBack(on: window)
        forwardGesture = NavigationShortcuts.installMouseForward(on: window)
        inputGuard = InputGuard(on: window)
        focus = FocusKeeper(on: window, inputGuard: inputGuard)
    }

    /// Adds the close action of a sheet or cover (`onClose`), run by Escape and Ctrl+W.
    /// Whether the focus is checked and a click or a key would act now.
    var isSettled: Bool { focus.isSettled && inputGuard.isQuiet }

    func addClose(_ onClose: @escaping @MainActor () -> Void) {
        actions.add("close-presentation", onClose)
        shortcuts.add(NavigationShortcuts.closePresentation)
    }
}
