import Foundation
import FlowCoordinator

/// The Items tab: catalogue → item detail (push) → purchase (a cover run by a child
/// ``PurchaseCoordinator``) → once paid, the order's summary (a cover in place of the purchase's).
@MainActor
public final class ItemsCoordinator: TabCoordinator {
    public let state: FlowState
    private let catalogue: Catalogue
    private let wallet: Wallet
    private let processor: any PaymentProcessor
    private let now: @Sendable () -> Date

    init(state: FlowState, catalogue: Catalogue, wallet: Wallet, processor: any PaymentProcessor,
         now: @escaping @Sendable () -> Date) {
        self.state = state
        self.catalogue = catalogue
        self.wallet = wallet
        self.processor = processor
        self.now = now
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
        if let purchase = level.presenter.flatMap(purchase(for:)) {
            return purchase.addCard(for: level).map { .addCard($0.viewModel) }
        }
        return purchase(for: level)?.rootScreen()
    }

    func title(for link: AnyFlowLink) -> String? {
        if case .detail(let id)? = link.as(ItemsLink.self) { return catalogue.item(id: id)?.name ?? "Item" }
        return link.as(PurchaseLink.self).map(PurchaseCoordinator.title(for:))
    }

    // MARK: The purchase cover

    /// The purchase running in `level` (its cover, or the summary cover that replaced it), made
    /// the first time it is asked for (by presenting, by a page being built, or by adopting a
    /// restored cover), and released with the cover. The item is the detail the cover is
    /// presented over; a cover whose link no purchase can show (a quantity outside 1…10 in a
    /// saved state) has none.
    public func purchase(for level: FlowState) -> PurchaseCoordinator? {
        guard let presentation = level.presentation, let link = presentation.link.as(PurchaseLink.self),
              case .detail(let id)? = level.presenter?.topEntry?.link.as(ItemsLink.self),
              let item = catalogue.item(id: id), PurchaseCoordinator.canPresent(link, of: item) else { return nil }
        return level.object(for: presentation.id) {
            let purchase = PurchaseCoordinator(level: level, item: item, wallet: wallet, processor: processor, now: now)
            purchase.delegate = self
            return purchase
        }
    }

    /// The purchase on screen, if any.
    public var activePurchase: PurchaseCoordinator? {
        state.presented.flatMap(purchase(for:))
    }

    /// After a restore or a link: the purchase of a restored cover, with its guard, and the
    /// add-card sheet over it. A cover no purchase can show is dismissed, leaving the item.
    func adoptPresentations() {
        guard let cover = state.presented, cover.presentation?.link.as(PurchaseLink.self) != nil else { return }
        guard let purchase = purchase(for: cover) else {
            cover.dismiss()
            return
        }
        if let sheet = cover.presented, purchase.addCard(for: sheet) == nil { sheet.dismiss() }
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
        let cover = state.present(PurchaseLink.addToCart(quantity: 1), style: .cover, hostsNavigation: true)
        _ = purchase(for: cover)
    }
}

extension ItemsCoordinator: PurchaseCoordinatorDelegate {
    /// Paid: the summary takes the purchase's place, as the only screen of a cover of its own,
    /// so nothing leads back to the steps of an order already paid.
    public func purchase(_ purchase: PurchaseCoordinator, didPay receipt: Receipt, quantity: Int) {
        let summary = state.present(
            PurchaseLink.summary(orderNumber: receipt.orderNumber, quantity: quantity, cardID: receipt.cardID),
            style: .cover)
        _ = self.purchase(for: summary)
    }

    /// "Done": close the summary and go back to the catalogue.
    public func purchaseDidComplete(_ purchase: PurchaseCoordinator) {
        state.dismissPresented()
        state.popToRoot()
    }
}
