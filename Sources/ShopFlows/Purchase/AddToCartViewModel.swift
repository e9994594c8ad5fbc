import FlowCoordinator
import Observation

@MainActor
public protocol AddToCartViewModelDelegate: AnyObject {
    /// The user asked for `quantity` (already within ``PurchaseLink/quantities``).
    func addToCartDidChooseQuantity(_ quantity: Int, from origin: FlowOrigin)
    func addToCartDidTapChoosePayment(from origin: FlowOrigin)
    func addToCartDidTapCancel(from origin: FlowOrigin)
}

/// The purchase cover's root: how many of the item to buy.
///
/// The quantity is the coordinator's to set: "One more" and "One less" ask for a quantity, and
/// the coordinator keeps it in the navigation state (the cover's link) before showing it here,
/// so what the user chose is what a restart brings back.
@Observable
@MainActor
public final class AddToCartViewModel: ScreenViewModel {
    public let title = "Add to Cart"
    public let item: Item
    /// How many to buy, within ``PurchaseLink/quantities``; set by the coordinator.
    public internal(set) var quantity: Int
    /// The card chosen last, shown under the quantity; set by the coordinator.
    public internal(set) var chosenCardName: String?
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: AddToCartViewModelDelegate?

    public init(item: Item, quantity: Int = 1, origin: FlowOrigin = .detached) {
        self.item = item
        self.quantity = quantity
        self.origin = origin
    }

    public var itemName: String { item.name }
    public var priceText: String { Money.format(item.price) }
    /// The total, or a dash for a total too large to compute (a damaged price).
    public var totalText: String { item.total(for: quantity).map(Money.format) ?? "—" }
    public var canIncrement: Bool { quantity < PurchaseLink.quantities.upperBound }
    public var canDecrement: Bool { quantity > PurchaseLink.quantities.lowerBound }

    /// "One more".
    public func increment() {
        guard canIncrement else { return }
        delegate?.addToCartDidChooseQuantity(quantity + 1, from: origin)
    }

    /// "One less".
    public func decrement() {
        guard canDecrement else { return }
        delegate?.addToCartDidChooseQuantity(quantity - 1, from: origin)
    }

    /// "Choose Payment".
    public func choosePaymentTapped() {
        delegate?.addToCartDidTapChoosePayment(from: origin)
    }

    /// The "Cancel" button: the same as closing the cover (which asks first when there is
    /// something to lose).
    public func cancelTapped() {
        delegate?.addToCartDidTapCancel(from: origin)
    }
}
