import FlowGtk
import NotesFlows

/// One note: its title as the heading, its text, and Edit.
@MainActor
final class NotePage {
    private let model: NoteViewModel
    private let column: PageColumn
    private let text = Label()

    init(_ model: NoteViewModel) {
        self.model = model
        column = PageColumn(heading: model.title)
        text.wraps = true
        text.xalign = 0
        text.isSelectable = true
        column.append(text)
        let edit = Button(label: "Edit", style: .suggested)
        edit.onClicked { [weak model] in model?.editTapped() }
        column.append(edit)
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            column.headingLabel?.text = self.model.title
            text.text = self.model.text
            return true
        }
    }

    var page: Page { column.page(owner: self) }
}
