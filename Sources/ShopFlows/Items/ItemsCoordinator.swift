#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// The Items tab: catalogue (a sidebar: a wide window shows it beside the detail) → item detail
/// (the row chosen) → purchase (a cover run by a child
/// ``PurchaseCoordinator``) → once paid, the order's summary (a cover in place of the purchase's).
@MainActor
public final class ItemsCoordinator {
    public let level: FlowState
    let catalogue: Catalogue
    let wallet: Wallet
    let account: Account
    let orders: OrderBook
    let processor: any PaymentProcessor
    let paymentsUnderWay: PaymentsUnderWay
    let now: @Sendable () -> Date
    /// Opens a screen in a new window: the app's, which owns the windows.
    var openInNewWindow: (@MainActor (NavigationTarget) -> Void)?

    init(level: FlowState, catalogue: Catalogue, wallet: Wallet, account: Account, orders: OrderBook,
         processor: any PaymentProcessor, paymentsUnderWay: PaymentsUnderWay, now: @escaping @Sendable () -> Date) {
        self.level = level
        self.catalogue = catalogue
        self.wallet = wallet
        self.account = account
        self.orders = orders
        self.processor = processor
        self.paymentsUnderWay = paymentsUnderWay
        self.now = now
        registerScreens()
        // Signed out, a purchase does not pay with a card chosen before: back to choosing one.
        account.whenSignedOut { [weak self] in self?.activePurchase?.signedOut() }
    }

    // MARK: The purchase cover

    /// The purchase running in `level` (its cover, or the summary cover that replaced it), made
    /// as the cover appears (``startPurchase(in:)``) and released with it.
    public func purchase(for level: FlowState) -> PurchaseCoordinator? {
        level.presentation.flatMap { level.object(PurchaseCoordinator.self, for: $0.id) }
    }

    /// Makes the purchase of the cover `level`, which has just appeared — presented, restored or
    /// opened from a link: the one place a purchase is made. The item is the detail the cover is
    /// presented over; a cover whose link no purchase can show (a quantity outside 1…10 in a
    /// saved state) has none.
    func startPurchase(in level: FlowState) -> PurchaseCoordinator? {
        guard let presentation = level.presentation, let link = presentation.link.as(PurchaseLink.self),
              case .detail(let id)? = level.presenter?.topEntry?.link.as(ItemsLink.self),
              let item = catalogue.item(id: id), PurchaseCoordinator.canPresent(link, of: item) else { return nil }
        return level.object(for: presentation.id) {
            let purchase = PurchaseCoordinator(level: level, item: item, wallet: wallet, account: account, orders: orders,
                                               processor: processor, paymentsUnderWay: paymentsUnderWay, now: now)
            purchase.delegate = self
            return purchase
        }
    }

    /// The purchase on screen, if any.
    public var activePurchase: PurchaseCoordinator? {
        level.presented.flatMap(purchase(for:))
    }
}

extension ItemsCoordinator: ItemsViewModelDelegate {
    public func itemsDidOpenItemInNewWindow(_ id: Int, from origin: FlowOrigin) {
        guard catalogue.item(id: id) != nil else { return }
        openInNewWindow?(WindowCoordinator.target(.items, pushing: ItemsLink.detail(itemID: id)))
    }
}

extension ItemsCoordinator: PurchaseCoordinatorDelegate {
    /// Paid: the summary takes the purchase's place, as the only screen of a cover of its own,
    /// so nothing leads back to the steps of an order already paid.
    public func purchase(_ purchase: PurchaseCoordinator, didPlace order: Order) {
        level.present(PurchaseLink.summary(orderNumber: order.number, quantity: order.quantity, cardID: order.cardID),
                      style: .cover)
    }

    /// The summary closed (Done, its close button, Escape): back to the catalogue.
    public func purchaseDidComplete(_ purchase: PurchaseCoordinator) {
        level.popToRoot()
    }
}
