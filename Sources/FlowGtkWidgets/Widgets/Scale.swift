import CGtk

/// A `GtkScale`: a slider for a number in a range (a volume, a font size). It shows no text
/// that says what it sets, so it is named for screen readers when made.
@MainActor
public final class Scale: Widget {
    private var scalePointer: UnsafeMutablePointer<GtkScale> { flow_scale(rawPointer) }
    private var rangePointer: UnsafeMutablePointer<GtkRange> { flow_range(rawPointer) }

    /// A slider over `range` moving by `step` (arrow keys, and the values it stops at), at `value`.
    ///
    /// - Parameters:
    ///   - range: the allowed values.
    ///   - step: the change per arrow key, and the rounding of dragged values.
    ///   - value: the first value (the range's lower bound unless given).
    ///   - orientation: horizontal (the default) or vertical.
    ///   - accessibleName: what a screen reader says for the slider ("Font Size").
    public init(range: ClosedRange<Double>, step: Double = 1, value: Double? = nil,
                orientation: Orientation = .horizontal, name accessibleName: String) {
        let widget = gtk_scale_new_with_range(orientation.gtkValue, range.lowerBound, range.upperBound, step)
        super.init(taking: widget, from: "gtk_scale_new_with_range")
        self.accessibleName = accessibleName
        if let value { self.value = value }
    }

    /// The value, clamped to the range.
    public var value: Double {
        get { gtk_range_get_value(rangePointer) }
        set { gtk_range_set_value(rangePointer, newValue) }
    }

    /// Whether the value is drawn as text beside the slider.
    public var drawsValue: Bool {
        get { gtk_scale_get_draw_value(scalePointer) != 0 }
        set { gtk_scale_set_draw_value(scalePointer, newValue ? 1 : 0) }
    }

    /// Decimal places of the value: values are rounded to them, and drawn with them.
    public var digits: Int {
        get { Int(gtk_scale_get_digits(scalePointer)) }
        set { gtk_scale_set_digits(scalePointer, Int32(max(0, newValue))) }
    }

    /// Adds a mark at `value` on the slider's scale, with `label` under it when given.
    public func addMark(at value: Double, label: String? = nil) {
        gtk_scale_add_mark(scalePointer, value, GTK_POS_BOTTOM, label)
    }

    /// Calls `handler` with the new value whenever it changes: a drag, a key, or code.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (_ value: Double) -> Void) -> SignalConnection {
        connectWidgetSignal("value-changed") { widget in
            handler(gtk_range_get_value(flow_range(widget)))
        }
    }
}
