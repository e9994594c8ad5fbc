import FlowGtk
import ShopFlows

/// The Wallet tab's root: the cards, and "Add Card", which opens the add-card sheet.
@MainActor
final class WalletPage {
    private let model: WalletViewModel
    private let column = PageColumn(heading: "Wallet", subtitle: "The cards you pay with.")
    private let list: BoxedList
    private let empty = Text.body("No cards yet.", css: "dim-label")

    init(_ model: WalletViewModel) {
        self.model = model
        list = BoxedList { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.cardSelected(model.rows[index].id)
        }
        column.append(list.list)
        column.append(empty)
        let add = Button(label: "Add Card", style: .suggested)
        add.onClicked { [weak model] in model?.addCardTapped() }
        column.append(buttonRow([add]))
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            list.show(self.model.rows.map { BoxedList.Row(title: $0.name, subtitle: $0.detail, icon: "auth-smartcard-symbolic") })
            empty.isVisible = self.model.isEmpty
            return true
        }
    }

    var page: Page { column.page(title: model.title, owner: self) }
}
