import CGtk

/// A `GtkSpinner`: the turning circle GNOME apps show while work is under way, next to a line that
/// says what the work is (``init(isSpinning:labelledBy:)``). Screen readers read it as a busy
/// progress bar named by that line (GTK 4.8's own spinner has no role of its own: they would
/// skip it).
@MainActor
public final class Spinner: Widget {
    private var spinnerPointer: OpaquePointer { flow_spinner(rawPointer) }

    /// A spinner, turning or still, named for screen readers by `label` (the line beside it).
    public init(isSpinning: Bool = false, labelledBy label: Label? = nil) {
        super.init(taking: flow_widget_new_with_role(gtk_spinner_get_type(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR),
                   from: "g_object_new(GtkSpinner)")
        if let label { flow_accessible_set_labelled_by(widgetPointer, label.widgetPointer) }
        self.isSpinning = isSpinning
    }

    /// Whether it turns (and is busy, for screen readers). A still spinner draws nothing.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(spinnerPointer) != 0 }
        set {
            gtk_spinner_set_spinning(spinnerPointer, newValue ? 1 : 0)
            flow_accessible_set_busy(widgetPointer, newValue ? 1 : 0)
        }
    }
}
