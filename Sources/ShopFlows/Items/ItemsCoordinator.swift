import FlowCoordinator

/// The Items tab: catalogue → item detail (push) → purchase (a cover run by a child
/// ``PurchaseCoordinator``).
@MainActor
public final class ItemsCoordinator: TabCoordinator {
    public let state: FlowState
    private let catalogue: Catalogue
    private let wallet: Wallet
    private let processor: any PaymentProcessor

    init(state: FlowState, catalogue: Catalogue, wallet: Wallet, processor: any PaymentProcessor) {
        self.state = state
        self.catalogue = catalogue
        self.wallet = wallet
        self.processor = processor
    }

    /// The root screen lives as long as the tab.
    private lazy var catalogueViewModel: CatalogueViewModel = {
        let viewModel = CatalogueViewModel(catalogue: catalogue, origin: state.rootOrigin)
        viewModel.delegate = self
        return viewModel
    }()

    func rootScreen() -> ShopScreen {
        .catalogue(catalogueViewModel)
    }

    func screen(for entry: FlowEntry, in level: FlowState) -> ShopScreen? {
        if case .detail(let id)? = entry.link.as(ItemsLink.self), let item = catalogue.item(id: id) {
            return .itemDetail(level.object(for: entry.id) {
                let viewModel = ItemDetailViewModel(item: item, origin: level.origin(of: entry.id))
                viewModel.delegate = self
                return viewModel
            })
        }
        return purchase(for: level)?.screen(for: entry)
    }

    func rootScreen(of level: FlowState) -> ShopScreen? {
        purchase(for: level)?.rootScreen()
    }

    func title(for link: AnyFlowLink) -> String? {
        if case .detail(let id)? = link.as(ItemsLink.self) { return catalogue.item(id: id)?.name ?? "Item" }
        return link.as(PurchaseLink.self).map(PurchaseCoordinator.title(for:))
    }

    // MARK: The purchase cover

    /// The purchase running in `level`, made the first time it is asked for (by presenting, by a
    /// page being built, or by adopting a restored cover), and released with the cover. The item
    /// is the detail the cover is presented over.
    public func purchase(for level: FlowState) -> PurchaseCoordinator? {
        guard let presentation = level.presentation, presentation.link.as(PurchaseLink.self) != nil,
              case .detail(let id)? = level.presenter?.topEntry?.link.as(ItemsLink.self),
              let item = catalogue.item(id: id) else { return nil }
        return level.object(for: presentation.id) {
            let purchase = PurchaseCoordinator(level: level, item: item, wallet: wallet, processor: processor)
            purchase.delegate = self
            return purchase
        }
    }

    /// The purchase on screen, if any.
    public var activePurchase: PurchaseCoordinator? {
        state.presented.flatMap(purchase(for:))
    }

    func adoptPresentations() {
        guard let cover = state.presented, cover.presentation?.link.as(PurchaseLink.self) != nil else { return }
        if purchase(for: cover) == nil { cover.dismiss() }
    }
}

extension ItemsCoordinator: CatalogueViewModelDelegate {
    public func catalogueDidSelectItem(_ id: Int, from origin: FlowOrigin) {
        guard origin.isFrontmost, catalogue.item(id: id) != nil else { return }
        state.push(ItemsLink.detail(itemID: id))
    }
}

extension ItemsCoordinator: ItemDetailViewModelDelegate {
    public func itemDetailDidTapAddToCart(_ item: Item, from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        let cover = state.present(PurchaseLink.addToCart, style: .cover, hostsNavigation: true)
        _ = purchase(for: cover)
    }
}

extension ItemsCoordinator: PurchaseCoordinatorDelegate {
    /// "Done": close the cover and go back to the catalogue.
    public func purchaseDidComplete(_ purchase: PurchaseCoordinator) {
        state.dismissPresented()
        state.popToRoot()
    }
}
