import FlowGtk
import NotesFlows

/// The list of notes: a row per note (its title, and the first line of its text), and Settings.
@MainActor
final class NoteListPage {
    private let model: NoteListViewModel
    private let column = PageColumn(heading: "Notes", subtitle: "Choose a note to read it.")
    private let list = ListBox(boxed: true)
    /// The notes the rows show, in their order.
    private var shown: [Note] = []

    init(_ model: NoteListViewModel) {
        self.model = model
        column.append(list)
        let settings = Button(label: "Settings")
        settings.horizontalAlignment = .end
        settings.onClicked { [weak model] in model?.settingsTapped() }
        column.append(settings)
        list.onRowActivated { [weak self] index in
            guard let self, shown.indices.contains(index) else { return }
            self.model.noteTapped(shown[index].id)
        }
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            show(self.model.notes)
            return true
        }
    }

    private func show(_ notes: [Note]) {
        guard notes != shown else { return }
        shown = notes
        list.removeAll()
        for note in notes {
            let row = Box(.vertical, spacing: 2)
            let title = Label(note.title)
            title.ellipsizes = true
            title.xalign = 0
            let preview = Label(note.text.split(separator: "\n").first.map(String.init) ?? "")
            preview.ellipsizes = true
            preview.xalign = 0
            preview.addCSSClass("dim-label")
            row.append(title)
            row.append(preview)
            list.append(row, named: note.title)
        }
    }

    var page: Page { column.page(owner: self) }
}
