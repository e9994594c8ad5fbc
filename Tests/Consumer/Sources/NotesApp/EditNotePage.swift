import FlowGtk
import NotesFlows

/// The edit sheet: the title, the text (several lines), Cancel and Save in the header bar.
@MainActor
final class EditNotePage {
    private let model: EditNoteViewModel
    private let column = PageColumn()
    private let titleProblem = Label()
    private let textProblem = Label()
    private let length = LevelBar(name: "Length")
    private let save = Button(label: "Save", style: .suggested)
    private let cancel = Button(label: "Cancel")
    private let titleEntry: Entry

    init(_ model: EditNoteViewModel) {
        self.model = model
        let titleCaption = Label("Title")
        titleCaption.xalign = 0
        titleEntry = Entry(labelledBy: titleCaption, text: model.title)
        titleEntry.onChanged { [weak model] in model?.title = $0 }
        titleEntry.onActivate { [weak model] in model?.saveTapped() }
        let textCaption = Label("Text")
        textCaption.xalign = 0
        let text = TextView(labelledBy: textCaption, text: model.text)
        text.wrapMode = .wordOrCharacter
        text.onChange { [weak model] in model?.text = $0 }
        let scroller = ScrolledWindow()
        scroller.setChild(text)
        scroller.hasFrame = true
        scroller.minimumContentHeight = 160
        for widget in [titleCaption, titleEntry, titleProblem, textCaption, scroller, length, textProblem] as [Widget] {
            column.append(widget)
        }
        for problem in [titleProblem, textProblem] {
            problem.xalign = 0
            problem.wraps = true
        }
        cancel.onClicked { [weak model] in model?.cancelTapped() }
        save.onClicked { [weak model] in model?.saveTapped() }
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            titleProblem.text = self.model.titleProblem ?? ""
            textProblem.text = self.model.textProblem ?? ""
            length.value = min(1, self.model.textFullness)
            save.isSensitive = self.model.canSave
            return true
        }
    }

    var page: Page {
        let page = column.page(owner: self)
        page.headerActions = Page.HeaderActions(cancel: cancel, confirm: save)
        page.focusFirst = titleEntry
        return page
    }
}
