import FlowGtk

/// Where the keyboard was in a form: the field that had the focus and the caret's place in it,
/// which the form's view model keeps with its draft, so that a form restored after a quit or a
/// crash puts the cursor back in the same field at the same place, its text not selected.
@MainActor
enum FormFocus {
    /// Reports to `report` which of `fields` has the focus, and where its caret is, as a person
    /// moves through them; returns the field to give the focus when the form shows
    /// (``Page/focusFirst``): `field`, its caret put back at `caret` once it has the focus (GTK
    /// places the caret as a field takes the focus; `nil` leaves it at the end of the text).
    /// `left` hears each field the focus leaves for another widget of the window.
    static func keep<Field: Equatable>(_ fields: [(Field, Entry)], restoring field: Field?, caret: Int?,
                                       report: @escaping @MainActor (Field, Int) -> Void,
                                       left: @escaping @MainActor (Field) -> Void = { _ in }) -> Entry? {
        var restored: Entry?
        for (name, entry) in fields {
            var pendingCaret = name == field ? caret : nil
            entry.onFocusEnter { [weak entry] in
                guard let entry else { return }
                let restoring = pendingCaret
                pendingCaret = nil
                if let restoring { GtkRuntime.runWhenIdle { [weak entry] in entry?.caret = restoring } }
                report(name, restoring ?? entry.caret)
            }
            entry.onCaretMoved { report(name, $0) }
            entry.onFocusLeave { left(name) }
            if name == field { restored = entry }
        }
        return restored
    }
}
