import FlowCoordinator
import FlowLocale
import Observation

@MainActor
public protocol BuyItemViewModelDelegate: AnyObject {
    func buyItemDidTapPay(from origin: FlowOrigin)
    func buyItemDidTapCancelPayment(from origin: FlowOrigin)
}

/// The order to confirm, and the payment in progress.
///
/// Made by the coordinator only for an order it can pay (a quantity within
/// ``PurchaseLink/quantities`` whose total is computable), with that total.
@Observable
@MainActor
public final class BuyItemViewModel: ScreenViewModel {
    public let item: Item
    public let quantity: Int
    public let card: Card
    /// What paying charges, in cents.
    public let amount: Int
    /// A payment is running (the page shows a spinner and a Cancel button).
    public internal(set) var isProcessing = false
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: BuyItemViewModelDelegate?

    public init(item: Item, quantity: Int, card: Card, amount: Int, origin: FlowOrigin = .detached) {
        self.item = item
        self.quantity = quantity
        self.card = card
        self.amount = amount
        self.origin = origin
    }

    public var itemName: String { item.name }
    public var cardName: String { card.displayName }
    public var totalText: String { Money.format(amount) }
    /// `3 × Studio Headphones`.
    public var orderText: String { OrderLine.text(quantity: quantity, of: item) }
    /// Which card Pay charges; nothing is paid on this screen until Pay succeeds.
    public var paymentText: String {
        // Translators: %s is a card as lists name it, such as “Visa •••• 4242”
        localized("Pay with %s", card.displayName)
    }
    public var canPay: Bool { !isProcessing }
    /// What is happening now, if anything.
    public var statusText: String? { isProcessing ? localized("Processing payment…") : nil }

    public func payTapped() {
        guard canPay else { return }
        origin.send { delegate?.buyItemDidTapPay(from: origin) }
    }

    public func cancelPaymentTapped() {
        origin.send { delegate?.buyItemDidTapCancelPayment(from: origin) }
    }
}
