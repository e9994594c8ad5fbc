import FlowGtk

/// A labelled entry with its validation error shown under it, in the error colour. The error's
/// line keeps its place while it is empty (hidden from screen readers then), so the fields below
/// never move as errors come and go: a click aimed at the next field lands there.
@MainActor
final class FormField {
    let box = Box(.vertical, spacing: 4)
    let entry: Entry
    private let error = Text.body("", css: "field-error")

    init(_ label: String, text: String, placeholder: String? = nil, onChange: @escaping @MainActor (String) -> Void) {
        let caption = Text.body(label, css: "caption")
        entry = Entry(labelledBy: caption, text: text, placeholder: placeholder)
        box.append(caption)
        box.append(entry)
        box.append(error)
        error.setHiddenFromAssistiveTechnologies(true)
        entry.onChanged(onChange)
    }

    /// Shows `message` under the field, or hides the error line.
    func show(error message: String?) {
        guard error.text != message ?? "" else { return }
        error.text = message ?? ""
        error.setHiddenFromAssistiveTechnologies(message == nil)
        entry.showError(in: message == nil ? nil : error)
    }
}

/// A row of buttons at the end of a page or dialog; in a narrow window, or with a language's longer
/// labels, what does not fit goes to the next line rather than out of the window.
@MainActor
func buttonRow(_ buttons: [Button]) -> WrapBox {
    let row = WrapBox(spacing: 12)
    row.horizontalAlignment = .end
    row.margins = Margins(top: 6)
    buttons.forEach(row.append)
    return row
}
