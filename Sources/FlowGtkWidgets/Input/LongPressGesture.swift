import CGtk

/// A `GtkGestureLongPress`: reports a press held still on a widget (a finger on a touch screen, or
/// the primary button held), which opens what a right click opens: the history menu of a back
/// button, a row's context menu.
@MainActor
public final class LongPressGesture: EventController {
    /// A long press gesture, seeing the press before the widget's children (`.capture`) or
    /// after (`.bubble`).
    public init(phase: PropagationPhase = .bubble) {
        super.init(taking: UnsafeMutableRawPointer(gtk_gesture_long_press_new()), from: "gtk_gesture_long_press_new")
        propagationPhase = phase
    }

    /// Calls `handler` when a press has been held long enough, with where it is in the widget's
    /// coordinates.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalConnection {
        connect("pressed", handler, using: flow_connect_point) { _, x, y, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (Double, Double) -> Void).self)(x, y)
            }
        }
    }

    /// Claims the press being reported: the click it started does not reach the widget (a back
    /// button held open its menu, and does not go back when released).
    public func claim() {
        gtk_gesture_set_state(flow_gesture(rawPointer), GTK_EVENT_SEQUENCE_CLAIMED)
    }
}
