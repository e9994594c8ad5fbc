import CGtk

/// A `GtkEventControllerScroll`: reports the wheel and touchpad scrolling over a widget.
@MainActor
public final class ScrollController: EventController {
    /// - Parameter phase: `.capture` sees the scrolling before the widgets under the pointer.
    public init(phase: PropagationPhase = .bubble) {
        super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)),
                   from: "gtk_event_controller_scroll_new")
        propagationPhase = phase
    }

    /// Calls `handler` with each step of scrolling; return `true` if it handled it (GTK then
    /// scrolls nothing else with it).
    @discardableResult
    public func onScroll(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) -> SignalConnection {
        connect("scroll", handler, using: flow_connect_scroll) { _, dx, dy, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (Double, Double) -> Bool).self)(dx, dy) ? 1 : 0
            }
        }
    }
}
