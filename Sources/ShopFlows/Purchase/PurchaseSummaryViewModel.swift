import FlowCoordinator
import Observation

@MainActor
public protocol PurchaseSummaryViewModelDelegate: AnyObject {
    func purchaseSummaryDidTapDone(from origin: FlowOrigin)
}

/// The paid order.
@Observable
@MainActor
public final class PurchaseSummaryViewModel: ScreenViewModel {
    public let title = "Purchase Summary"
    public let orderNumber: String
    public let itemName: String
    public let quantity: Int
    public let totalText: String
    public let cardName: String
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: PurchaseSummaryViewModelDelegate?

    public init(orderNumber: String, item: Item, quantity: Int, card: Card?, origin: FlowOrigin = .detached) {
        self.origin = origin
        self.orderNumber = orderNumber
        itemName = item.name
        self.quantity = quantity
        totalText = Money.format(item.price * quantity)
        cardName = card?.displayName ?? "a removed card"
    }

    public var message: String { "Thank you! Order \(orderNumber) is on its way." }

    /// "Done": closes the purchase and goes back to the catalogue.
    public func doneTapped() {
        delegate?.purchaseSummaryDidTapDone(from: origin)
    }
}
