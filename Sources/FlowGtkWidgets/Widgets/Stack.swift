import CGtk

/// A `GtkStack`: named pages of which one is visible, with animated
/// transitions between them. Navigation hosts keep one page per screen.
///
/// A transition needs the stack mapped and the main loop running; while it
/// runs, both the old and new page are drawn. Remove a page that is being
/// transitioned away from only after ``isTransitionRunning`` turns `false`
/// (observe it with ``onTransitionRunningChanged(_:)``), or it vanishes
/// mid-animation.
@MainActor
public final class Stack: Widget {
    /// The wrapped stack (opaque in C).
    package let stackPointer: OpaquePointer

    /// An empty stack.
    public init() {
        let widget = gtk_stack_new()
        stackPointer = flow_stack(widget)
        super.init(taking: widget, from: "gtk_stack_new")
    }

    // MARK: Pages

    /// Adds a page.
    ///
    /// - Parameters:
    ///   - child: the page's widget.
    ///   - name: unique among the stack's pages; selects the page.
    ///   - title: shown by a ``StackSwitcher`` (pages without one are not listed).
    ///   - iconName: shown by a ``StackSwitcher`` instead of the title.
    public func addChild(_ child: Widget, name: String, title: String? = nil, iconName: String? = nil) {
        let page = if let title {
            gtk_stack_add_titled(stackPointer, child.widgetPointer, name, title)
        } else {
            gtk_stack_add_named(stackPointer, child.widgetPointer, name)
        }
        if let iconName, let page {
            gtk_stack_page_set_icon_name(page, iconName)
        }
    }

    /// Removes a page.
    public func removeChild(_ child: Widget) {
        gtk_stack_remove(stackPointer, child.widgetPointer)
    }

    /// Removes the page called `name`. Returns whether there was one.
    @discardableResult
    public func removeChild(named name: String) -> Bool {
        guard let child = gtk_stack_get_child_by_name(stackPointer, name) else { return false }
        gtk_stack_remove(stackPointer, child)
        return true
    }

    /// Whether a page called `name` exists.
    public func hasChild(named name: String) -> Bool {
        gtk_stack_get_child_by_name(stackPointer, name) != nil
    }

    /// The names of all pages, in the order they were added.
    public var childNames: [String] {
        var names: [String] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if let page = gtk_stack_get_page(stackPointer, current),
               let name = gtk_stack_page_get_name(page) {
                names.append(String(cString: name))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return names
    }

    // MARK: Visible page

    /// The name of the visible page, or `nil` when the stack is empty.
    public var visibleChildName: String? {
        // Not `.map { }`: a main-actor closure given to a function that is not checks its executor.
        guard let name = gtk_stack_get_visible_child_name(stackPointer) else { return nil }
        return String(cString: name)
    }

    /// Shows the page called `name`.
    ///
    /// - Parameters:
    ///   - name: the name the page was added with.
    ///   - transition: the animation; GTK skips it when the stack is not mapped.
    ///   - duration: the animation length (GTK's default is 200 ms).
    public func setVisibleChild(
        named name: String,
        transition: StackTransition = .none,
        duration: Duration? = nil
    ) {
        precondition(hasChild(named: name), "FlowGtk: Stack has no page named \"\(name)\"")
        if let duration {
            let (seconds, attoseconds) = duration.components
            let ms = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            gtk_stack_set_transition_duration(stackPointer, guint(max(0, ms)))
        }
        gtk_stack_set_visible_child_full(stackPointer, name, transition.gtkValue)
    }

    /// Whether a transition animation is running now.
    public var isTransitionRunning: Bool {
        gtk_stack_get_transition_running(stackPointer) != 0
    }

    /// Calls `handler` with the new value whenever a transition starts or ends.
    @discardableResult
    public func onTransitionRunningChanged(_ handler: @escaping @MainActor (_ running: Bool) -> Void) -> SignalConnection {
        connectNotify("transition-running") { object in
            handler(gtk_stack_get_transition_running(flow_stack(object)) != 0)
        }
    }

    /// Whether the stack animates its size between pages of different sizes.
    public var interpolatesSize: Bool {
        get { gtk_stack_get_interpolate_size(stackPointer) != 0 }
        set { gtk_stack_set_interpolate_size(stackPointer, newValue ? 1 : 0) }
    }

    /// Whether the stack is as large as its largest page (GTK's default), measuring every page
    /// at each layout, or as large as the visible one, measuring only that page (and the one
    /// it is leaving during a transition).
    public var isHomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(stackPointer) != 0 && gtk_stack_get_vhomogeneous(stackPointer) != 0 }
        set {
            gtk_stack_set_hhomogeneous(stackPointer, newValue ? 1 : 0)
            gtk_stack_set_vhomogeneous(stackPointer, newValue ? 1 : 0)
        }
    }
}

/// The animation between two ``Stack`` pages (`GtkStackTransitionType`).
///
/// Navigation conventions: push `.slideLeft`, pop `.slideRight`; present a
/// sheet `.overUp`, close it `.underDown`; switch tabs `.crossfade`.
public enum StackTransition: Sendable, CaseIterable {
    /// No animation: the new page replaces the old at once.
    case none
    /// The old page fades out as the new one fades in (switching tabs).
    case crossfade
    /// The new page slides in from the right, pushing the old one out to the left (a push).
    case slideLeft
    /// The new page slides in from the left, pushing the old one out to the right (a pop).
    case slideRight
    /// The new page slides in from the bottom, pushing the old one out at the top.
    case slideUp
    /// The new page slides in from the top, pushing the old one out at the bottom.
    case slideDown
    /// The new page slides in from the right over the old one, which stays put.
    case overLeft
    /// The new page slides in from the left over the old one, which stays put.
    case overRight
    /// The new page slides up from the bottom over the old one (presenting a sheet).
    case overUp
    /// The new page slides down from the top over the old one.
    case overDown
    /// The old page slides out to the left, uncovering the new one beneath it.
    case underLeft
    /// The old page slides out to the right, uncovering the new one beneath it.
    case underRight
    /// The old page slides out at the top, uncovering the new one beneath it.
    case underUp
    /// The old page slides down and out, uncovering the new one beneath it (closing a sheet).
    case underDown

    var gtkValue: GtkStackTransitionType {
        switch self {
        case .none: GTK_STACK_TRANSITION_TYPE_NONE
        case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
        case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case .slideUp: GTK_STACK_TRANSITION_TYPE_SLIDE_UP
        case .slideDown: GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
        case .overLeft: GTK_STACK_TRANSITION_TYPE_OVER_LEFT
        case .overRight: GTK_STACK_TRANSITION_TYPE_OVER_RIGHT
        case .overUp: GTK_STACK_TRANSITION_TYPE_OVER_UP
        case .overDown: GTK_STACK_TRANSITION_TYPE_OVER_DOWN
        case .underLeft: GTK_STACK_TRANSITION_TYPE_UNDER_LEFT
        case .underRight: GTK_STACK_TRANSITION_TYPE_UNDER_RIGHT
        case .underUp: GTK_STACK_TRANSITION_TYPE_UNDER_UP
        case .underDown: GTK_STACK_TRANSITION_TYPE_UNDER_DOWN
        }
    }
}
