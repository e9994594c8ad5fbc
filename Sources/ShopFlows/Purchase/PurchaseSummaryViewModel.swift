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
    public let title = "Purchase Summary"
    public let orderNumber: String
    public let itemName: String
    public let quantity: Int
    public let totalText: String
    public let cardName: String
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: PurchaseSummaryViewModelDelegate?

    /// `total` is what was paid, in cents.
    public init(orderNumber: String, item: Item, quantity: Int, total: Int, card: Card?, origin: FlowOrigin = .detached) {
        self.origin = origin
        self.orderNumber = orderNumber
        itemName = item.name
        self.quantity = quantity
        totalText = Money.format(total)
        cardName = card?.displayName ?? "a removed card"
    }

    public var message: String { "Thank you! Order \(orderNumber) is on its way." }

    /// "Done": closes the summary and goes back to the catalogue.
    public func doneTapped() {
        delegate?.purchaseSummaryDidTapDone(from: origin)
    }
}
