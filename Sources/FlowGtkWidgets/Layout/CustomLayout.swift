import CGtk

/// What FlowGtk's own layouts (``WrapBox``, ``Clamp``) share: each is a `GtkBox` whose layout
/// manager is a `GtkCustomLayout`, and whose settings are integers kept on the widget, since
/// GtkCustomLayout's functions get nothing but the widget.
///
/// Every function here is `nonisolated`: GTK calls the layout functions on the main thread, during
/// a measure or an allocation.
enum CustomLayout {
    /// A box laid out by `measure` and `allocate` (which GTK asks height-for-width). Only
    /// `gtk_box_append` may be used on it: GtkBox keeps its own settings in the GtkBoxLayout this
    /// replaces.
    static func box(measure: GtkCustomMeasureFunc, allocate: GtkCustomAllocateFunc) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new({ _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }, measure, allocate))
        return box
    }

    /// The children GTK lays out (the shown ones), in order.
    nonisolated static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_should_layout(current) != 0 { children.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// A child's minimum and natural size in `orientation`, for `forSize` in the other one
    /// (-1: any).
    nonisolated static func size(of child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                                 forSize: Int = -1) -> (minimum: Int, natural: Int) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(child, orientation, Int32(forSize), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// Writes a measurement where GtkCustomMeasureFunc's caller asked for it.
    nonisolated static func report(_ size: (minimum: Int, natural: Int),
                                   _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?) {
        minimum?.pointee = Int32(size.minimum)
        natural?.pointee = Int32(max(size.natural, size.minimum))
    }

    /// Gives `child` the rectangle, mirrored in a right-to-left `parent` of width `width`.
    nonisolated static func place(_ child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>,
                                  width: Int, x: Int, y: Int, childWidth: Int, childHeight: Int) {
        let rightToLeft = gtk_widget_get_direction(parent) == GTK_TEXT_DIR_RTL
        var allocation = GtkAllocation(x: Int32(rightToLeft ? width - x - childWidth : x), y: Int32(y),
                                       width: Int32(childWidth), height: Int32(childHeight))
        gtk_widget_size_allocate(child, &allocation, -1)
    }

    /// An integer setting kept on `widget` (0 when unset).
    nonisolated static func integer(_ key: String, of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        Int(bitPattern: g_object_get_data(flow_object(widget), key))
    }

    /// Keeps an integer setting on `widget` and lays it out again.
    nonisolated static func setInteger(_ key: String, of widget: UnsafeMutablePointer<GtkWidget>, to value: Int) {
        g_object_set_data(flow_object(widget), key, UnsafeMutableRawPointer(bitPattern: value))
        gtk_widget_queue_resize(widget)
    }
}
