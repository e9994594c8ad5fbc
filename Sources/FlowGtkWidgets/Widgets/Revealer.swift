import CGtk

/// A `GtkRevealer`: shows or hides its child with an animation (a search bar sliding down, a
/// details pane). A hidden child takes no space and is not read by screen readers.
@MainActor
public final class Revealer: Widget {
    /// How the child comes and goes (`GtkRevealerTransitionType`).
    public enum Transition: Sendable {
        /// At once.
        case none
        /// Fading in and out.
        case crossfade
        /// Sliding down from the top, and back up.
        case slideDown
        /// Sliding up from the bottom, and back down.
        case slideUp
        /// Sliding in from the start edge.
        case slideRight
        /// Sliding in from the end edge.
        case slideLeft

        var gtkValue: GtkRevealerTransitionType {
            switch self {
            case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
            case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
            case .slideLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
            }
        }
    }

    private var revealerPointer: OpaquePointer { flow_revealer(rawPointer) }

    /// A revealer of `child`, shown when `isRevealed`, coming and going by `transition`.
    public init(_ child: Widget, transition: Transition = .slideDown, isRevealed: Bool = false) {
        super.init(taking: gtk_revealer_new(), from: "gtk_revealer_new")
        gtk_revealer_set_child(revealerPointer, child.widgetPointer)
        gtk_revealer_set_transition_type(revealerPointer, transition.gtkValue)
        self.isRevealed = isRevealed
    }

    /// Whether the child is to be shown (it animates there).
    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(revealerPointer) != 0 }
        set { gtk_revealer_set_reveal_child(revealerPointer, newValue ? 1 : 0) }
    }

    /// Whether the child is fully shown now: the animation, if any, has ended.
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(revealerPointer) != 0 }

    /// The animation's length in milliseconds (250 unless set).
    public var transitionDuration: Int {
        get { Int(gtk_revealer_get_transition_duration(revealerPointer)) }
        set { gtk_revealer_set_transition_duration(revealerPointer, guint(max(0, newValue))) }
    }

    /// Calls `handler` with ``isChildRevealed`` when an animation ends (or at once, without one).
    @discardableResult
    public func onChildRevealed(_ handler: @escaping @MainActor (_ isRevealed: Bool) -> Void) -> SignalConnection {
        connectNotify("child-revealed") { object in
            handler(gtk_revealer_get_child_revealed(flow_revealer(object)) != 0)
        }
    }
}
