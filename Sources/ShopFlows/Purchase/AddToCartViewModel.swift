import FlowCoordinator
import Observation

@MainActor
public protocol AddToCartViewModelDelegate: AnyObject {
    /// The user asked for `quantity` (already within ``PurchaseLink/quantities``).
    func addToCartDidChooseQuantity(_ quantity: Int, from origin: FlowOrigin)
    func addToCartDidTapCancel(from origin: FlowOrigin)
}

/// The purchase cover's root: how many of the item to buy.
///
/// The quantity lives in the navigation state (the cover's link), not here: "One more" and "One
/// less" ask the coordinator for a quantity, the coordinator changes the link, and this view
/// model reads the quantity back from it, so what the page shows is what a restart brings back.
@Observable
@MainActor
public final class AddToCartViewModel: ScreenViewModel {
    public let item: Item
    /// The card chosen last, shown under the total when the user comes back from the Buy step;
    /// set by the coordinator (from the buy step's link after a restart).
    public internal(set) var chosenCardName: String?
    @ObservationIgnored private let readQuantity: @MainActor () -> Int
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: AddToCartViewModelDelegate?

    /// - Parameter quantity: reads the quantity where the coordinator keeps it; what it reads is
    ///   observed, so pages follow it.
    public init(item: Item, quantity: @escaping @MainActor () -> Int = { 1 }, origin: FlowOrigin = .detached) {
        self.item = item
        readQuantity = quantity
        self.origin = origin
    }

    /// How many to buy, within ``PurchaseLink/quantities``.
    public var quantity: Int { readQuantity() }

    public var itemName: String { item.name }
    public var priceText: String { Money.format(item.price) }
    /// The total, or a dash for a total too large to compute (a damaged price).
    public var totalText: String { item.total(for: quantity).map { Money.format($0) } ?? "—" }
    public var canIncrement: Bool { quantity < PurchaseLink.quantities.upperBound }
    public var canDecrement: Bool { quantity > PurchaseLink.quantities.lowerBound }

    /// "One more".
    public func increment() {
        guard canIncrement else { return }
        origin.send { delegate?.addToCartDidChooseQuantity(quantity + 1, from: origin) }
    }

    /// "One less".
    public func decrement() {
        guard canDecrement else { return }
        origin.send { delegate?.addToCartDidChooseQuantity(quantity - 1, from: origin) }
    }

    /// "Choose Payment".
    public func choosePaymentTapped() {
        origin.follow(PurchaseLink.paymentMethod)
    }

    /// The "Cancel" button: the same as closing the cover (which asks first when there is
    /// something to lose).
    public func cancelTapped() {
        origin.send { delegate?.addToCartDidTapCancel(from: origin) }
    }
}
