import Observation

@MainActor
public protocol ItemDetailViewModelDelegate: AnyObject {
    func itemDetailDidTapAddToCart(_ item: Item)
}

/// An item's detail, with its "Add to cart" button.
@Observable
@MainActor
public final class ItemDetailViewModel: ScreenViewModel {
    public let item: Item
    public var title: String { item.name }
    public var priceText: String { Money.format(item.price) }
    public var description: String { item.description }
    public var icon: String { item.icon }
    @ObservationIgnored public weak var delegate: ItemDetailViewModelDelegate?

    public init(item: Item) {
        self.item = item
    }

    public func addToCartTapped() {
        delegate?.itemDetailDidTapAddToCart(item)
    }
}
