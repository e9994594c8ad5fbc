import CGtk

/// A `GtkScrolledWindow`: shows one child through a scrollable viewport.
@MainActor
public final class ScrolledWindow: Widget {
    /// The wrapped scrolled window (opaque in C).
    package let scrolledWindowPointer: OpaquePointer

    /// - Parameters:
    ///   - horizontal: when to scroll horizontally (default: never, so text wraps).
    ///   - vertical: when to scroll vertically (default: when needed).
    public init(horizontal: ScrollPolicy = .never, vertical: ScrollPolicy = .automatic) {
        let widget = gtk_scrolled_window_new()
        scrolledWindowPointer = flow_scrolled_window(widget)
        super.init(taking: widget, from: "gtk_scrolled_window_new")
        gtk_scrolled_window_set_policy(scrolledWindowPointer, horizontal.gtkValue, vertical.gtkValue)
    }

    /// Sets the scrolled content.
    public func setChild(_ child: Widget?) {
        gtk_scrolled_window_set_child(scrolledWindowPointer, child?.widgetPointer)
    }

    /// Whether a frame is drawn around the content, as around a multi-line ``TextView`` in a form.
    public var hasFrame: Bool {
        get { gtk_scrolled_window_get_has_frame(scrolledWindowPointer) != 0 }
        set { gtk_scrolled_window_set_has_frame(scrolledWindowPointer, newValue ? 1 : 0) }
    }

    /// The least height the content is shown at, in pixels, however small its own (-1: none).
    public var minimumContentHeight: Int {
        get { Int(gtk_scrolled_window_get_min_content_height(scrolledWindowPointer)) }
        set { gtk_scrolled_window_set_min_content_height(scrolledWindowPointer, Int32(newValue)) }
    }

    /// Whether the scrolled window asks for its child's natural width (up to the available
    /// space) instead of a minimal one.
    public var propagatesNaturalWidth: Bool {
        get { gtk_scrolled_window_get_propagate_natural_width(scrolledWindowPointer) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_width(scrolledWindowPointer, newValue ? 1 : 0) }
    }

    /// Whether the scrolled window asks for its child's natural height
    /// (up to the available space) instead of a minimal one.
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(scrolledWindowPointer) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolledWindowPointer, newValue ? 1 : 0) }
    }
}

/// When a ``ScrolledWindow`` scrolls in one direction (`GtkPolicyType`).
public enum ScrollPolicy: Sendable {
    /// Always show a scrollbar.
    case always
    /// Scroll only when the content is larger than the view.
    case automatic
    /// Never scroll; the content's size is requested instead.
    case never
    /// No scrollbar, and the content's size is not requested: the view may be smaller than
    /// its content, which the program scrolls if it needs to.
    case external

    var gtkValue: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .never: GTK_POLICY_NEVER
        case .external: GTK_POLICY_EXTERNAL
        }
    }
}
