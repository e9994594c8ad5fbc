import FlowCoordinator
import Observation

@MainActor
public protocol PaymentMethodViewModelDelegate: AnyObject {
    func paymentMethodDidSelect(_ card: Card, from origin: FlowOrigin)
    func paymentMethodDidTapAddCard(from origin: FlowOrigin)
}

/// Lists the wallet's cards; picking one finishes the step with that card. "Add Card" adds one
/// right here: the purchase's cover hides the tabs, the Wallet tab with them.
@Observable
@MainActor
public final class PaymentMethodViewModel: ScreenViewModel {
    private let wallet: Wallet
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: PaymentMethodViewModelDelegate?

    public init(wallet: Wallet, origin: FlowOrigin = .detached) {
        self.wallet = wallet
        self.origin = origin
    }

    public var rows: [CardRow] {
        wallet.cards.map { card in
            // Translators: a card's row: %1$s is the name on the card, %2$s the month it expires, such as “June 2030”
            CardRow(id: card.id, name: card.displayName, detail: localized("%1$s, expires %2$s", card.holder, card.expiryText))
        }
    }

    public var isEmpty: Bool { wallet.cards.isEmpty }

    /// What the list says when the wallet is empty.
    public let emptyText = localized("Your wallet has no cards yet. Add one to pay with it.")

    /// The user picked the card with this id.
    public func cardSelected(_ id: String) {
        guard let card = wallet.card(id: id) else { return }
        origin.send { delegate?.paymentMethodDidSelect(card, from: origin) }
    }

    /// "Add Card".
    public func addCardTapped() {
        origin.send { delegate?.paymentMethodDidTapAddCard(from: origin) }
    }
}
