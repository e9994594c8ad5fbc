import CGtk

/// A `GtkEventController`: turns raw input on one widget into signals.
/// Attach one with ``Widget/addController(_:)``.
@MainActor
public class EventController: ObjectRef {
    /// The wrapped controller (opaque in C).
    package let controllerPointer: OpaquePointer

    /// Takes ownership of a newly created controller.
    override init(taking pointer: gpointer?, from constructor: StaticString) {
        guard let pointer, let controller = flow_event_controller(pointer) else {
            preconditionFailure("FlowGtk: \(constructor) returned NULL (is GtkRuntime.initialize() true?)")
        }
        controllerPointer = controller
        super.init(taking: pointer, from: constructor)
    }

    /// When the controller sees events on their way to the focused widget.
    public var propagationPhase: PropagationPhase {
        get { PropagationPhase(gtk_event_controller_get_propagation_phase(controllerPointer)) }
        set { gtk_event_controller_set_propagation_phase(controllerPointer, newValue.gtkValue) }
    }
}

/// When an ``EventController`` handles events (`GtkPropagationPhase`).
///
/// GTK delivers an event from the window down to the target widget
/// (*capture*), then back up (*bubble*). A window-level shortcut handler
/// uses `.capture` so it sees keys before a focused text field consumes
/// them; `.bubble` lets focused widgets handle a key first.
public enum PropagationPhase: Sendable {
    /// The controller handles no events.
    case none
    /// On the way down from the window to the target, before the target sees the event.
    case capture
    /// On the way back up from the target to the window, after the widgets below had their turn.
    case bubble
    /// Only when the controller's own widget is the target.
    case target

    init(_ value: GtkPropagationPhase) {
        switch value {
        case GTK_PHASE_CAPTURE: self = .capture
        case GTK_PHASE_BUBBLE: self = .bubble
        case GTK_PHASE_TARGET: self = .target
        default: self = .none
        }
    }

    var gtkValue: GtkPropagationPhase {
        switch self {
        case .none: GTK_PHASE_NONE
        case .capture: GTK_PHASE_CAPTURE
        case .bubble: GTK_PHASE_BUBBLE
        case .target: GTK_PHASE_TARGET
        }
    }
}
