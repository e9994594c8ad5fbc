import CGtk

/// A `GtkEventControllerFocus`: reports the keyboard focus coming into a widget (or into one of
/// its children, as into a GtkEntry's text) and leaving it.
@MainActor
public final class FocusController: EventController {
    /// A new focus controller, to add to a widget (`Widget.addController(_:)`).
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_focus_new()), from: "gtk_event_controller_focus_new")
    }

    /// Calls `handler` when the focus comes into the widget or one of its children.
    @discardableResult
    public func onEnter(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("enter") { _ in handler() }
    }
}
