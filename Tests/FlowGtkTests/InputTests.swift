import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// GTK 4 has no public API to synthesize key or pointer events, so these
    /// tests emit the controllers' own signals (`key-pressed`, `pressed`) with
    /// `g_signal_emit_by_name`: that runs the same C trampoline, handler box,
    /// modifier translation and handled/unhandled accumulator as a real event.
    @Suite("Input")
    @MainActor
    struct InputTests {
        @Test("shortcuts for Escape, Ctrl+W, Alt+Left and Back are dispatched", .requiresDisplay)
        func keyShortcuts() {
            let window = FlowGtk.Window(title: "Keys")
            let keys = KeyController()
            let fired = Recorder<String>()
            keys.onShortcut(KeyChord(.escape)) { fired.record("escape") }
            keys.onShortcut(KeyChord(.character("w"), .control)) { fired.record("ctrl+w") }
            keys.onShortcut(KeyChord(.left, .alt)) { fired.record("alt+left") }
            keys.onShortcut(KeyChord(.back)) { fired.record("back") }
            window.addController(keys)
            #expect(keys.propagationPhase == .capture)

            #expect(keys.simulateKeyPress(KeyPress(keyval: Key.escape.keyval)))
            #expect(keys.simulateKeyPress(KeyPress(keyval: Key.character("w").keyval, modifiers: .control)))
            #expect(keys.simulateKeyPress(KeyPress(keyval: Key.left.keyval, modifiers: .alt)))
            #expect(keys.simulateKeyPress(KeyPress(keyval: Key.back.keyval)))
            #expect(fired.values == ["escape", "ctrl+w", "alt+left", "back"])

            // Not shortcuts: plain w, Ctrl+Shift+W, Left without Alt.
            #expect(!keys.simulateKeyPress(KeyPress(keyval: Key.character("w").keyval)))
            #expect(!keys.simulateKeyPress(KeyPress(keyval: UInt32(GDK_KEY_W), modifiers: [.control, .shift])))
            #expect(!keys.simulateKeyPress(KeyPress(keyval: Key.left.keyval)))
            #expect(fired.values.count == 4)
        }

        @Test("raw key-pressed delivers keyval, keycode and relevant modifiers only", .requiresDisplay)
        func rawKeyPress() throws {
            let keys = KeyController(phase: .bubble)
            let presses = Recorder<KeyPress>()
            keys.onKeyPressed { presses.record($0); return false }
            let state = GdkModifierType(rawValue: GDK_CONTROL_MASK.rawValue | GDK_LOCK_MASK.rawValue)
            let handled = flow_emit_key_pressed(flow_event_controller_key(keys.rawPointer),
                                                UInt32(GDK_KEY_W), 25, state)
            #expect(handled == 0)
            let press = try #require(presses.last)
            #expect(press.keycode == 25)
            #expect(press.modifiers == .control, "Caps Lock is not a shortcut modifier")
            #expect(press.matches(KeyChord(.character("w"), .control)), "letters match case-insensitively")
            #expect(Key.escape.name == "Escape")
            #expect(keys.propagationPhase == .bubble)
        }

        @Test("a click gesture for mouse button 8 reports back presses", .requiresDisplay)
        func backMouseButton() {
            let window = FlowGtk.Window(title: "Mouse")
            let gesture = ClickGesture(button: .back)
            let presses = Recorder<Int>()
            gesture.onPressed { count, _, _ in presses.record(count) }
            window.addController(gesture)
            #expect(gesture.button == .back)
            gesture.simulatePress(count: 1, x: 10, y: 10)
            #expect(presses.values == [1])
            window.removeController(gesture)
        }

        @Test("controllers are released with their widget", .requiresDisplay)
        func controllerOwnership() {
            let baseline = SignalHandlerBox.liveCount
            var window: FlowGtk.Window? = FlowGtk.Window(title: "Owner")
            var keys: KeyController? = KeyController()
            keys!.onKeyPressed { _ in false }
            let weakKeys = WeakObject(keys!)
            window!.addController(keys!)
            keys = nil
            #expect(weakKeys.isAlive, "the window holds the controller")
            window = nil
            #expect(!weakKeys.isAlive)
            #expect(SignalHandlerBox.liveCount == baseline)
        }
    }
}
