import FlowCoordinator
import Observation

/// An item's detail, with its "Add to cart" button.
@Observable
@MainActor
public final class ItemDetailViewModel: ScreenViewModel {
    public let item: Item
    public var priceText: String { Money.format(item.price) }
    public var description: String { item.description }
    public var icon: String { item.icon }
    @ObservationIgnored public let origin: FlowOrigin

    public init(item: Item, origin: FlowOrigin = .detached) {
        self.item = item
        self.origin = origin
    }

    public func addToCartTapped() {
        origin.follow(PurchaseLink.addToCart(quantity: 1))
    }
}
