import CGtk

/// A `GtkSpinButton`: a number field with − and + buttons.
@MainActor
public final class SpinButton: Widget {
    /// The wrapped spin button (opaque in C).
    package let spinButtonPointer: OpaquePointer

    /// A spin button over `range`. It shows no text that says what it sets: name it
    /// (``Widget/accessibleName``), or make it with ``init(range:step:value:name:)`` or
    /// ``init(range:step:value:labelledBy:)``.
    ///
    /// - Parameters:
    ///   - range: the allowed values.
    ///   - step: the change per click or arrow key; also sets the digits shown.
    public init(range: ClosedRange<Double>, step: Double = 1) {
        let widget = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)
        spinButtonPointer = flow_spin_button(widget)
        super.init(taking: widget, from: "gtk_spin_button_new_with_range")
    }

    /// A spin button over `range`, at `value`, named `accessibleName` for screen readers
    /// ("Quantity").
    public convenience init(range: ClosedRange<Double>, step: Double = 1, value: Double? = nil,
                            name accessibleName: String) {
        self.init(range: range, step: step)
        if let value { self.value = value }
        self.accessibleName = accessibleName
    }

    /// A spin button over `range`, at `value`, named by `label`, the text a sighted person reads
    /// beside it.
    public convenience init(range: ClosedRange<Double>, step: Double = 1, value: Double? = nil,
                            labelledBy label: Label) {
        self.init(range: range, step: step)
        if let value { self.value = value }
        setAccessibleLabel(label)
    }

    /// The current value, clamped to the range.
    public var value: Double {
        get { gtk_spin_button_get_value(spinButtonPointer) }
        set { gtk_spin_button_set_value(spinButtonPointer, newValue) }
    }

    /// Decimal places shown.
    public var digits: Int {
        get { Int(gtk_spin_button_get_digits(spinButtonPointer)) }
        set { gtk_spin_button_set_digits(spinButtonPointer, guint(max(0, newValue))) }
    }

    /// Calls `handler` with the new value whenever it changes.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (_ value: Double) -> Void) -> SignalConnection {
        connectWidgetSignal("value-changed") { widget in
            handler(gtk_spin_button_get_value(flow_spin_button(widget)))
        }
    }
}
