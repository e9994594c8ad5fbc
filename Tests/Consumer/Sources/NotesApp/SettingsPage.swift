import FlowGtk
import NotesFlows

/// The Settings cover: how the list orders the notes; Cancel and Done in the header bar.
@MainActor
final class SettingsPage {
    private let model: SettingsViewModel
    private let column = PageColumn()
    private let done = Button(label: "Done", style: .suggested)
    private let cancel = Button(label: "Cancel")
    private let order: DropDown

    init(_ model: SettingsViewModel) {
        self.model = model
        order = DropDown(NoteOrder.allCases.map(\.label),
                         selected: NoteOrder.allCases.firstIndex(of: model.order), name: "Order")
        order.onSelect { [weak model] index in
            if let index { model?.order = NoteOrder.allCases[index] }
        }
        column.section("Order", order)
        cancel.onClicked { [weak model] in model?.cancelTapped() }
        done.onClicked { [weak model] in model?.doneTapped() }
    }

    var page: Page {
        let page = column.page(owner: self)
        page.headerActions = Page.HeaderActions(cancel: cancel, confirm: done)
        page.focusFirst = order
        return page
    }
}
