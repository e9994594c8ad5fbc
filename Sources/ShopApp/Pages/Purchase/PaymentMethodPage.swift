import FlowGtk
import ShopFlows

/// Choosing one of the wallet's cards; the choice goes back to the purchase as a typed result.
@MainActor
final class PaymentMethodPage {
    private let model: PaymentMethodViewModel
    private let column = PageColumn(heading: "Pay With", subtitle: "Cards come from your wallet.")
    private let cards: CardList

    init(_ model: PaymentMethodViewModel) {
        self.model = model
        cards = CardList(emptyText: "Your wallet has no cards. Add one in the Wallet tab.",
                         rows: { [weak model] in model?.rows ?? [] },
                         onSelect: { [weak model] in model?.cardSelected($0) })
        column.append(cards.box)
    }

    var page: Page { column.page(title: model.title, owner: self) }
}
