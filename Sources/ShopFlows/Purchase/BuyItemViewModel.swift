import FlowCoordinator
import Observation

@MainActor
public protocol BuyItemViewModelDelegate: AnyObject {
    func buyItemDidTapPay(from origin: FlowOrigin)
    func buyItemDidTapCancelPayment(from origin: FlowOrigin)
}

/// The order to confirm, and the payment in progress.
@Observable
@MainActor
public final class BuyItemViewModel: ScreenViewModel {
    public let title = "Buy"
    public let item: Item
    public let quantity: Int
    public let card: Card
    /// A payment is running (the page shows a spinner and a Cancel button).
    public internal(set) var isProcessing = false
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: BuyItemViewModelDelegate?

    public init(item: Item, quantity: Int, card: Card, origin: FlowOrigin = .detached) {
        self.item = item
        self.quantity = quantity
        self.card = card
        self.origin = origin
    }

    public var itemName: String { item.name }
    public var cardName: String { card.displayName }
    public var amount: Int { item.price * quantity }
    public var totalText: String { Money.format(amount) }
    public var orderText: String { "\(quantity) × \(item.name)" }
    public var canPay: Bool { !isProcessing }
    public var statusText: String { isProcessing ? "Processing payment…" : "Pay \(totalText) with \(card.displayName)" }

    public func payTapped() {
        guard canPay else { return }
        delegate?.buyItemDidTapPay(from: origin)
    }

    public func cancelPaymentTapped() {
        delegate?.buyItemDidTapCancelPayment(from: origin)
    }
}
