import FlowGtk
import ShopFlows

/// Choosing one of the wallet's cards, under what it pays for; the choice goes back to the
/// purchase as a typed result.
/// "Add Card" opens the add-card sheet over the cover (the coordinator's decision); with no card
/// to pick, it is the page's suggested action.
@MainActor
final class PaymentMethodPage: ScreenPage {
    private let model: PaymentMethodViewModel
    private let column: PageColumn
    private let cards: CardList
    private let add = Button(label: localized("Add Card"))

    init(_ model: PaymentMethodViewModel) {
        self.model = model
        // Translators: the heading of the list of cards to pay with
        column = PageColumn(heading: localized("Pay With"), subtitle: model.payingText)
        cards = CardList(emptyText: model.emptyText,
                         rows: { [weak model] in model?.rows ?? [] },
                         onSelect: { [weak model] in model?.cardSelected($0) })
        column.append(cards.box)
        add.onClicked { [weak model] in model?.addCardTapped() }
        column.append(buttonRow([add]))
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            add.style = self.model.isEmpty ? .suggested : .regular
            return true
        }
    }

    var page: Page { column.page(owner: self) }
}
