import FlowCoordinator
import Observation

@MainActor
public protocol PurchaseSummaryViewModelDelegate: AnyObject {
    func purchaseSummaryDidTapDone(from origin: FlowOrigin)
}

/// The paid order: the only screen of its cover, with nothing to go back to.
@Observable
@MainActor
public final class PurchaseSummaryViewModel: ScreenViewModel {
    public let order: Order
    public let orderNumber: String
    public let itemName: String
    public let quantity: Int
    public let totalText: String
    public let cardName: String
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: PurchaseSummaryViewModelDelegate?

    /// The summary of `order`, as it was placed.
    public init(order: Order, origin: FlowOrigin = .detached) {
        self.origin = origin
        self.order = order
        orderNumber = order.number
        itemName = order.itemName
        quantity = order.quantity
        totalText = order.totalText
        cardName = order.cardName
    }

    /// What follows the page's "Thank You", in the user's language.
    public var message: String {
        // Translators: %s is an order number such as SHOP-1001
        localized("Order %s is on its way.", orderNumber)
    }

    /// "Done": closes the summary and goes back to the catalogue.
    public func doneTapped() {
        origin.send { delegate?.purchaseSummaryDidTapDone(from: origin) }
    }
}
