import CGtk

/// A `GtkCheckButton`: a box to tick beside its label ("Pin to top"), or, in a group, one of a
/// few options (a radio button). The label names it for screen readers.
@MainActor
public final class CheckButton: Widget {
    private var checkButtonPointer: UnsafeMutablePointer<GtkCheckButton> { flow_check_button(rawPointer) }

    /// A check button labelled `label`, ticked when `isActive`. An underscore in `label` marks
    /// its mnemonic (Alt and that letter toggle it) when `mnemonic` is `true`.
    public init(label: String, isActive: Bool = false, mnemonic: Bool = false) {
        let widget = mnemonic ? gtk_check_button_new_with_mnemonic(label) : gtk_check_button_new_with_label(label)
        super.init(taking: widget, from: "gtk_check_button_new_with_label")
        self.isActive = isActive
    }

    /// Whether it is ticked (selected, in a group).
    public var isActive: Bool {
        get { gtk_check_button_get_active(checkButtonPointer) != 0 }
        set { gtk_check_button_set_active(checkButtonPointer, newValue ? 1 : 0) }
    }

    /// The label beside the box.
    public var label: String {
        get { gtk_check_button_get_label(checkButtonPointer).map { String(cString: $0) } ?? "" }
        set { gtk_check_button_set_label(checkButtonPointer, newValue) }
    }

    /// Puts this button in `other`'s group: of the buttons of a group, one at most is active, and
    /// they look and read as radio buttons.
    public func joinGroup(of other: CheckButton) {
        gtk_check_button_set_group(checkButtonPointer, other.checkButtonPointer)
    }

    /// Calls `handler` with the new ``isActive`` whenever it changes: a click, Space, or code.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (_ isActive: Bool) -> Void) -> SignalConnection {
        connectWidgetSignal("toggled") { widget in
            handler(gtk_check_button_get_active(flow_check_button(widget)) != 0)
        }
    }
}
