import CGtk

/// A `GtkBox`: children in a single row or column.
@MainActor
public final class Box: Widget {
    /// The wrapped box.
    package let boxPointer: UnsafeMutablePointer<GtkBox>

    /// An empty box laying out its children in `orientation`, `spacing` pixels apart.
    public init(_ orientation: Orientation = .vertical, spacing: Int = 0) {
        let widget = gtk_box_new(orientation.gtkValue, Int32(spacing))
        boxPointer = flow_box(widget)
        super.init(taking: widget, from: "gtk_box_new")
    }

    /// A box with an accessible role other than a generic container's: the tab list of FlowGtk's
    /// `TabBar`.
    package init(_ orientation: Orientation, role: GtkAccessibleRole) {
        let widget = flow_box_new_with_role(orientation.gtkValue, 0, role)
        boxPointer = flow_box(widget)
        super.init(taking: widget, from: "g_object_new(GtkBox, accessible-role)")
    }

    /// Adds a child at the end.
    public func append(_ child: Widget) { gtk_box_append(boxPointer, child.widgetPointer) }

    /// Adds a child at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(boxPointer, child.widgetPointer) }

    /// Removes a child.
    public func remove(_ child: Widget) { gtk_box_remove(boxPointer, child.widgetPointer) }

    /// Pixels between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(boxPointer)) }
        set { gtk_box_set_spacing(boxPointer, Int32(newValue)) }
    }

    /// Whether all children get the same size.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(boxPointer) != 0 }
        set { gtk_box_set_homogeneous(boxPointer, newValue ? 1 : 0) }
    }

    /// The direction children are laid out in.
    public var orientation: Orientation {
        get {
            gtk_orientable_get_orientation(flow_orientable(rawPointer)) == GTK_ORIENTATION_HORIZONTAL
                ? .horizontal : .vertical
        }
        set { gtk_orientable_set_orientation(flow_orientable(rawPointer), newValue.gtkValue) }
    }
}
