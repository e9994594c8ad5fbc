import CGtk

/// A `GtkEventControllerKey`: reports key presses on a widget and its
/// children. Attach it to a window to catch shortcuts anywhere in it:
///
/// ```swift
/// let keys = KeyController()            // capture phase: sees keys first
/// keys.onShortcut(KeyChord(.escape)) { host.close() }
/// keys.onShortcut(KeyChord(.left, .alt)) { host.pop() }
/// window.addController(keys)
/// ```
@MainActor
public final class KeyController: EventController {
    /// Typed view of the controller, for the key-specific C API.
    private var keyPointer: OpaquePointer { flow_event_controller_key(rawPointer) }

    /// - Parameter phase: `.capture` (default) handles keys before the
    ///   focused widget; `.bubble` only those it did not handle.
    public init(phase: PropagationPhase = .capture) {
        super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_key_new()), from: "gtk_event_controller_key_new")
        propagationPhase = phase
    }

    /// Calls `handler` for every key press; return `true` if it handled the
    /// key (GTK then stops propagating it and skips later handlers).
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        connect("key-pressed", handler, using: flow_connect_key_pressed) { _, keyval, keycode, state, data in
            MainActor.assumeIsolated {
                let press = KeyPress(keyval: keyval, keycode: keycode, modifiers: KeyModifiers(state: state))
                return SignalHandlerBox.handler(from: data, as: (@MainActor (KeyPress) -> Bool).self)(press) ? 1 : 0
            }
        }
    }

    /// Calls `handler` for every key released (a key held down repeats its press, not its
    /// release: a press without a release between is the key repeating).
    @discardableResult
    public func onKeyReleased(_ handler: @escaping @MainActor (KeyPress) -> Void) -> SignalConnection {
        connect("key-released", handler, using: flow_connect_key_released) { _, keyval, keycode, state, data in
            MainActor.assumeIsolated {
                let press = KeyPress(keyval: keyval, keycode: keycode, modifiers: KeyModifiers(state: state))
                SignalHandlerBox.handler(from: data, as: (@MainActor (KeyPress) -> Void).self)(press)
            }
        }
    }

    /// Calls `action` when `chord` is pressed, and marks the key handled.
    @discardableResult
    public func onShortcut(_ chord: KeyChord, _ action: @escaping @MainActor () -> Void) -> SignalConnection {
        onKeyPressed { press in
            guard chord.matches(press) else { return false }
            action()
            return true
        }
    }

    /// Emits `key-pressed` as GTK would for a real key and returns whether
    /// a handler handled it. GTK 4 cannot synthesize input events, so tests
    /// and scripted demos use this to exercise the full signal path.
    @discardableResult
    package func simulateKeyPress(_ press: KeyPress) -> Bool {
        flow_emit_key_pressed(keyPointer, press.keyval, press.keycode,
                              GdkModifierType(rawValue: press.modifiers.rawValue)) != 0
    }
}
