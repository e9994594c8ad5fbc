import CGtk

/// A `GtkEventControllerFocus`: reports the keyboard focus coming into a widget (or into one of
/// its children, as into a GtkEntry's text) and leaving it.
@MainActor
public final class FocusController: EventController {
    /// A focus controller; add it to a widget with ``Widget/addController(_:)``.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_focus_new()), from: "gtk_event_controller_focus_new")
    }

    /// Calls `handler` when the focus comes into the widget or one of its children.
    @discardableResult
    public func onEnter(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("enter") { _ in handler() }
    }

    /// Calls `handler` when the focus leaves the widget and its children.
    @discardableResult
    public func onLeave(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("leave") { _ in handler() }
    }

    /// Whether the focus is in the widget or one of its children. Observe `"contains-focus"`
    /// with ``ObjectRef/onNotify(_:_:)``.
    public var containsFocus: Bool {
        gtk_event_controller_focus_contains_focus(flow_event_controller_focus(rawPointer)) != 0
    }
}
