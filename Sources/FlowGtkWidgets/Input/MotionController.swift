import CGtk

/// A `GtkEventControllerMotion`: follows the pointer over a widget and its children.
@MainActor
public final class MotionController: EventController {
    /// A motion controller; add it to a widget with ``Widget/addController(_:)``.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_event_controller_motion_new()), from: "gtk_event_controller_motion_new")
    }

    /// Whether the pointer is over the widget or one of its children. Observe
    /// `"contains-pointer"` with ``ObjectRef/onNotify(_:_:)``.
    public var containsPointer: Bool {
        gtk_event_controller_motion_contains_pointer(flow_event_controller_motion(rawPointer)) != 0
    }
}
