/// The ways a user goes back in a window besides the back button: Alt+Left, the Back key of
/// keyboards that have one, and mouse button 8.
@MainActor
enum BackShortcuts {
    static let chords = [KeyChord(.left, .alt), KeyChord(.back)]

    /// Calls `goBack` on any of them in `window`; returns the mouse gesture (for tests).
    @discardableResult
    static func install(on window: Window, keys: KeyController, goBack: @escaping @MainActor () -> Void) -> ClickGesture {
        keys.onKeyPressed { press in
            guard chords.contains(where: { $0.matches(press) }) else { return false }
            goBack()
            return true
        }
        let mouse = ClickGesture(button: .back)
        mouse.onPressed { _, _, _ in goBack() }
        window.addController(mouse)
        return mouse
    }
}
