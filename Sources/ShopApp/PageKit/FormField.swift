import FlowGtk

/// A labelled entry with its validation error shown under it, in the error colour, and the entry
/// in the error style. The error's line keeps its place while it is empty (hidden from screen
/// readers then), so the fields below never move as errors come and go: a click aimed at the next
/// field lands there. A field may have a `hint` in that line while it has no error (the form a
/// value takes, "MM/YY"), drawn as its caption is and read as the field's description: not a placeholder, which
/// looks like a value already typed in a high-contrast theme.
@MainActor
final class FormField {
    let box = Box(.vertical, spacing: 4)
    let entry: Entry
    private let error = Text.body("", css: "field-error")
    private let hint: String?
    private var message: String?

    init(_ label: String, text: String, hint: String? = nil, onChange: @escaping @MainActor (String) -> Void) {
        let caption = Text.body(label, css: "caption")
        entry = Entry(labelledBy: caption, text: text)
        self.hint = hint
        box.append(caption)
        box.append(entry)
        box.append(error)
        entry.onChanged(onChange)
        showLine()
    }

    /// Shows `message` under the field, or its hint (if any) instead.
    func show(error message: String?) {
        guard message != self.message else { return }
        self.message = message
        showLine()
    }

    /// Shows `message` under the field, and `text` in it when it holds other text: a field left
    /// is written as the view model writes it (a card number in groups of four), the caret at its
    /// end.
    func show(error message: String?, text: String) {
        show(error: message)
        if entry.text != text { entry.text = text }
    }

    private func showLine() {
        let text = message ?? hint ?? ""
        if error.text != text { error.text = text }
        // A hint looks as the field's caption does; an error in the error colour.
        if message == nil {
            error.removeCSSClass("field-error")
            error.addCSSClass("caption")
        } else {
            error.removeCSSClass("caption")
            error.addCSSClass("field-error")
        }
        error.setHiddenFromAssistiveTechnologies(text.isEmpty)
        entry.showError(in: message == nil ? nil : error)
        if message == nil { entry.setAccessibleDescription(hint == nil ? nil : error) }
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
