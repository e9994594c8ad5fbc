import CGtk

/// A `GtkProgressBar`: how much of a task is done, or, when that is not known, that it goes on
/// (``pulse()``). It is named for screen readers when made ("Export").
@MainActor
public final class ProgressBar: Widget {
    private var progressBarPointer: OpaquePointer { flow_progress_bar(rawPointer) }

    /// An empty bar named `accessibleName` for screen readers.
    public init(name accessibleName: String) {
        super.init(taking: gtk_progress_bar_new(), from: "gtk_progress_bar_new")
        self.accessibleName = accessibleName
    }

    /// The part done, from 0 to 1 (clamped).
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(progressBarPointer) }
        set { gtk_progress_bar_set_fraction(progressBarPointer, min(1, max(0, newValue))) }
    }

    /// Text on the bar ("3 of 10"), shown when set; `nil` shows the percentage when
    /// ``showsText``.
    public var text: String? {
        get { gtk_progress_bar_get_text(progressBarPointer).map { String(cString: $0) } }
        set {
            gtk_progress_bar_set_text(progressBarPointer, newValue)
            if newValue != nil { showsText = true }
        }
    }

    /// Whether the bar shows text: ``text``, or the percentage done.
    public var showsText: Bool {
        get { gtk_progress_bar_get_show_text(progressBarPointer) != 0 }
        set { gtk_progress_bar_set_show_text(progressBarPointer, newValue ? 1 : 0) }
    }

    /// Moves the bar's block a step, for work whose amount is not known: call it as the work goes on.
    public func pulse() { gtk_progress_bar_pulse(progressBarPointer) }
}
