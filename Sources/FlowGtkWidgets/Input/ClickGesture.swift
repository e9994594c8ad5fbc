import CGtk

/// A mouse button, as numbered by X11/GDK.
public enum MouseButton: UInt32, Sendable {
    /// Any button (a gesture for `.any` reports every button).
    case any = 0
    /// The main button (the left one, for a right-handed mouse).
    case primary = 1
    /// The middle button, or a click on the wheel.
    case middle = 2
    /// The secondary button (the right one, for a right-handed mouse), which opens context menus.
    case secondary = 3
    /// The thumb "back" button of many mice.
    case back = 8
    /// The thumb "forward" button of many mice.
    case forward = 9
}

/// A `GtkGestureClick`: reports presses of one mouse button on a widget.
/// Attach one for ``MouseButton/back`` to a window to navigate back.
@MainActor
public final class ClickGesture: EventController {
    private var clickPointer: OpaquePointer { flow_gesture_click(rawPointer) }
    private var singlePointer: OpaquePointer { flow_gesture_single(rawPointer) }

    /// - Parameters:
    ///   - button: the button to watch.
    ///   - phase: `.capture` (default) sees the press before child widgets.
    public init(button: MouseButton = .primary, phase: PropagationPhase = .capture) {
        super.init(taking: UnsafeMutableRawPointer(gtk_gesture_click_new()), from: "gtk_gesture_click_new")
        gtk_gesture_single_set_button(singlePointer, button.rawValue)
        propagationPhase = phase
    }

    /// The button this gesture watches.
    public var button: MouseButton {
        MouseButton(rawValue: gtk_gesture_single_get_button(singlePointer)) ?? .any
    }

    /// Calls `handler` on each press: `pressCount` is 1, 2 (double click)…,
    /// `x`/`y` are in the widget's coordinates.
    @discardableResult
    public func onPressed(
        _ handler: @escaping @MainActor (_ pressCount: Int, _ x: Double, _ y: Double) -> Void
    ) -> SignalConnection {
        connect("pressed", handler, using: flow_connect_click) { _, count, x, y, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (Int, Double, Double) -> Void).self)(Int(count), x, y)
            }
        }
    }

    /// Claims the press being reported (call it from ``onPressed(_:)``): it goes no further,
    /// to no widget under the gesture's own.
    public func claim() {
        gtk_gesture_set_state(flow_gesture(rawPointer), GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Emits `pressed` as GTK would for a real click (GTK 4 cannot
    /// synthesize pointer events; used by tests).
    package func simulatePress(count: Int = 1, x: Double = 0, y: Double = 0) {
        flow_emit_click_pressed(clickPointer, Int32(count), x, y)
    }
}
