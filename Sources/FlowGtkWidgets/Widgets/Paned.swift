import CGtk

/// A `GtkPaned`: two panes side by side (or one above the other) with a handle between them that
/// the user drags: a list of notes beside the note open.
@MainActor
public final class Paned: Widget {
    private var panedPointer: OpaquePointer { flow_paned(rawPointer) }

    /// `start` and `end` side by side (``Orientation/horizontal``) or one above the other, with
    /// `start` given `position` pixels when set.
    public init(_ orientation: Orientation = .horizontal, start: Widget, end: Widget, position: Int? = nil) {
        super.init(taking: gtk_paned_new(orientation.gtkValue), from: "gtk_paned_new")
        gtk_paned_set_start_child(panedPointer, start.widgetPointer)
        gtk_paned_set_end_child(panedPointer, end.widgetPointer)
        if let position { self.position = position }
    }

    /// The size of the start pane in pixels, where the handle is.
    public var position: Int {
        get { Int(gtk_paned_get_position(panedPointer)) }
        set { gtk_paned_set_position(panedPointer, Int32(newValue)) }
    }

    /// Whether the start pane grows when the paned does (`true`, GTK's default).
    public var startResizes: Bool {
        get { gtk_paned_get_resize_start_child(panedPointer) != 0 }
        set { gtk_paned_set_resize_start_child(panedPointer, newValue ? 1 : 0) }
    }

    /// Whether the end pane grows when the paned does (`true`, GTK's default).
    public var endResizes: Bool {
        get { gtk_paned_get_resize_end_child(panedPointer) != 0 }
        set { gtk_paned_set_resize_end_child(panedPointer, newValue ? 1 : 0) }
    }

    /// Whether the start pane may be made smaller than it asks for (`true`, GTK's default).
    public var startShrinks: Bool {
        get { gtk_paned_get_shrink_start_child(panedPointer) != 0 }
        set { gtk_paned_set_shrink_start_child(panedPointer, newValue ? 1 : 0) }
    }

    /// Whether the end pane may be made smaller than it asks for (`true`, GTK's default).
    public var endShrinks: Bool {
        get { gtk_paned_get_shrink_end_child(panedPointer) != 0 }
        set { gtk_paned_set_shrink_end_child(panedPointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` with the new ``position`` whenever the handle moves, to keep it between runs.
    @discardableResult
    public func onPositionChanged(_ handler: @escaping @MainActor (_ position: Int) -> Void) -> SignalConnection {
        connectNotify("position") { object in handler(Int(gtk_paned_get_position(flow_paned(object)))) }
    }
}
