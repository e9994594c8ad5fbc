import FlowCoordinator
import Observation

@MainActor
public protocol AddToCartViewModelDelegate: AnyObject {
    func addToCartDidTapChoosePayment(quantity: Int, from origin: FlowOrigin)
    func addToCartDidTapCancel(from origin: FlowOrigin)
}

/// The purchase cover's root: how many of the item to buy.
@Observable
@MainActor
public final class AddToCartViewModel: ScreenViewModel {
    public nonisolated static let quantityRange = 1...10

    public let title = "Add to Cart"
    public let item: Item
    private var storedQuantity = 1
    /// The card chosen last, shown under the quantity; set by the coordinator.
    public internal(set) var chosenCardName: String?
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: AddToCartViewModelDelegate?

    public init(item: Item, origin: FlowOrigin = .detached) {
        self.item = item
        self.origin = origin
    }

    /// How many to buy, kept within ``quantityRange``.
    public var quantity: Int {
        get { storedQuantity }
        set { storedQuantity = min(max(newValue, Self.quantityRange.lowerBound), Self.quantityRange.upperBound) }
    }

    public var itemName: String { item.name }
    public var priceText: String { Money.format(item.price) }
    public var totalText: String { Money.format(item.price * quantity) }
    public var canIncrement: Bool { quantity < Self.quantityRange.upperBound }
    public var canDecrement: Bool { quantity > Self.quantityRange.lowerBound }

    public func increment() { quantity += 1 }
    public func decrement() { quantity -= 1 }

    /// "Choose payment method".
    public func choosePaymentTapped() {
        delegate?.addToCartDidTapChoosePayment(quantity: quantity, from: origin)
    }

    /// The "Cancel" button: the same as closing the cover (which asks first).
    public func cancelTapped() {
        delegate?.addToCartDidTapCancel(from: origin)
    }
}
