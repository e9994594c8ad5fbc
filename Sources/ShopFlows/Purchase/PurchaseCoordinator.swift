#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

@MainActor
public protocol PurchaseCoordinatorDelegate: AnyObject {
    /// The order is paid and placed. The purchase is over; its steps are to give way to the
    /// order's summary.
    func purchase(_ purchase: PurchaseCoordinator, didPlace order: Order)
    /// The user left the paid order's summary, by Done or by closing its cover.
    func purchaseDidComplete(_ purchase: PurchaseCoordinator)
}

/// Runs one purchase in its full-screen cover — add to cart → payment method → buy, on the
/// cover's own stack — and then the paid order's summary, in the cover that replaces it.
///
/// It is a child coordinator: the Items coordinator presents the cover and attaches this
/// coordinator to it (`level.object(for: presentation.id)`), so it lives exactly as long as the
/// cover and is recreated on demand for a cover that came back from a saved state or a link.
///
/// What the user chooses lives in the navigation state: the quantity in the cover's link
/// (``PurchaseLink/addToCart(quantity:)``), the card in the buy step's. Once paid, the purchase
/// offers only its summary: the Items coordinator replaces this cover with a summary cover,
/// which has no steps under it, so a paid order can never be paid again.
@MainActor
public final class PurchaseCoordinator {
    /// The cover this purchase runs in.
    public private(set) weak var level: FlowState?
    public let item: Item
    private let wallet: Wallet
    private let account: Account
    private let orders: OrderBook
    let payments: PaymentRun
    private let now: @Sendable () -> Date
    weak var delegate: PurchaseCoordinatorDelegate?

    /// The payment started last, so callers (the tour, tests) can await it.
    public var payment: Task<Void, Never>? { payments.task }
    /// Every result the payment-method step finished with, `nil` for "went back" (for tests).
    public private(set) var paymentMethodResults: [Card?] = []

    /// The payment-method step on the stack, which finishes with the card the user picks.
    private var choosing: ResultHandle<Card>?

    init(level: FlowState, item: Item, wallet: Wallet, account: Account, orders: OrderBook, processor: any PaymentProcessor,
         paymentsUnderWay: PaymentsUnderWay, now: @escaping @Sendable () -> Date) {
        self.level = level
        self.item = item
        self.wallet = wallet
        self.account = account
        self.orders = orders
        payments = PaymentRun(processor: processor, underWay: paymentsUnderWay)
        self.now = now
        if let cover = level.presentation?.id {
            level.setLeaveGuard(for: cover) { [weak self] in self?.userWantsToClose() ?? .allow }
        }
    }

    /// Whether a purchase of `item` can show `link` as its cover: a quantity a purchase may buy,
    /// whose total is computable. A cover that fails this (a damaged saved state) is not shown.
    static func canPresent(_ link: PurchaseLink, of item: Item) -> Bool {
        guard link.quantityViolation == nil, let quantity = link.quantity else { return false }
        return item.total(for: quantity) != nil
    }

    /// The cover's link.
    var coverLink: PurchaseLink? { level?.presentation?.link.as(PurchaseLink.self) }

    /// Whether this is a paid order's summary: closing it needs no confirmation.
    public var isCompleted: Bool {
        if case .summary? = coverLink { true } else { false }
    }

    /// The quantity the user chose, as the cover's link keeps it.
    public var quantity: Int { coverLink?.quantity ?? 1 }

    // MARK: Screens

    /// What a screen of the cover gets as it appears, however it came (pushed, restored, opened
    /// from a link): the payment-method step hands its card back to this purchase, a buy step
    /// tells Add to Cart which card was chosen, to show on the way back, and closing a paid
    /// order's summary, however the user closes it, ends the purchase as Done does.
    func screenAppeared(_ link: PurchaseLink, _ screen: FlowScreen) {
        switch link {
        case .paymentMethod:
            choosing = screen.onResult(Card.self) { [weak self] leaving in self?.paymentMethodFinished(leaving) }
        case .buy(_, let cardID):
            if let card = wallet.card(id: cardID) { addToCartViewModel.chosenCardName = card.displayName }
        case .summary where screen.entry == nil:
            // The user closed it, over the item it was bought from. Not when a link opened
            // elsewhere replaced the summary, the item with it: that link decides where to be.
            let owner = screen.level.presentation?.owner
            screen.onResult(Void.self) { [weak self, weak presenter = screen.level.presenter] leaving in
                guard let self, leaving.reason == .user, owner != nil, presenter?.topEntry?.id == owner else { return }
                delegate?.purchaseDidComplete(self)
            }
        case .addToCart, .summary:
            break
        }
    }

    /// The view model of a screen of the cover: its own screen (add to cart, or a paid order's
    /// summary) or a step pushed on its stack. `nil` for one that cannot be shown as it says.
    func screen(_ link: PurchaseLink, _ screen: FlowScreen) -> AnyObject? {
        guard let level, screen.level === level else { return nil }
        switch (link, screen.entry) {
        case (.addToCart, nil):
            return addToCartViewModel
        case (.summary(let number, let quantity, let cardID), nil):
            // Only an order the user placed, as the link names it: a summary never shows an
            // order that was not paid.
            guard let order = orders.order(number: number), order.itemID == item.id,
                  order.quantity == quantity, order.cardID == cardID else { return nil }
            let viewModel = PurchaseSummaryViewModel(order: order, origin: screen.origin)
            viewModel.delegate = self
            return viewModel
        case (.paymentMethod, _?):
            let viewModel = PaymentMethodViewModel(wallet: wallet, account: account, item: item, quantity: quantity,
                                                   origin: screen.origin)
            viewModel.delegate = self
            return viewModel
        case (.buy(let quantity, let cardID), _?):
            // Only an order that can be paid as it says; otherwise the app shows that the page
            // is no longer available (a removed card, a quantity from a damaged saved state).
            guard link.quantityViolation == nil, let amount = item.total(for: quantity),
                  let card = wallet.card(id: cardID) else { return nil }
            let viewModel = BuyItemViewModel(item: item, quantity: quantity, card: card, amount: amount,
                                             origin: screen.origin)
            viewModel.delegate = self
            return viewModel
        default:
            return nil
        }
    }

    /// The add-to-cart view model, attached to the cover itself (it lives as long as the cover).
    var addToCartViewModel: AddToCartViewModel {
        guard let level, let id = level.presentation?.id else { return AddToCartViewModel(item: item) }
        return level.object(for: id) {
            let viewModel = AddToCartViewModel(item: item, quantity: { [weak self] in self?.quantity ?? 1 },
                                               origin: level.rootOrigin)
            viewModel.delegate = self
            return viewModel
        }
    }

    /// Where each screen of a purchase is, and its title: the cover that runs the steps, the
    /// steps pushed on it, and the paid order's summary in a cover of its own.
    static func destination(
        of link: PurchaseLink, onAppear: @escaping @MainActor (FlowScreen) -> Void,
        viewModel: @escaping @MainActor (FlowScreen) -> AnyObject?
    ) -> FlowDestination {
        switch link {
        case .addToCart:
            .presented(localized("Add to Cart"), as: .cover, hostsNavigation: true, onAppear: onAppear, viewModel: viewModel)
        case .paymentMethod:
            .pushedInPresentation(localized("Payment Method"), onAppear: onAppear, viewModel: viewModel)
        // Translators: the title of the step that confirms and pays an order
        case .buy:
            .pushedInPresentation(localized("Buy"), onAppear: onAppear, viewModel: viewModel)
        case .summary:
            .presented(localized("Purchase Summary"), as: .cover, onAppear: onAppear, viewModel: viewModel)
        }
    }

    // MARK: Choosing a card: a step that returns a typed result

    /// The person signed out: a purchase at its buy step, not paying yet, goes back to choosing
    /// a card, which asks to sign in first. A payment under way goes on.
    func signedOut() {
        guard let level, let top = level.topEntry, case .buy? = top.link.as(PurchaseLink.self) else { return }
        if let buy = level.viewModel(for: top) as? BuyItemViewModel, !buy.canPay { return }
        level.pop()
    }

    /// The card comes back to the purchase, which goes on to Buy with it. The step the card came
    /// from goes back under Buy, so Back from Buy returns to the cards, where the person was.
    private func paymentMethodFinished(_ leaving: Leaving<Card>) {
        paymentMethodResults.append(leaving.result)
        // `nil`: the user went back without choosing; stay on add to cart.
        guard let card = leaving.result, let level else { return }
        addToCartViewModel.chosenCardName = card.displayName
        var path = level.path
        path.append(PurchaseLink.paymentMethod)
        path.append(PurchaseLink.buy(quantity: quantity, cardID: card.id))
        level.path = path
    }

    // MARK: Paying

    /// Charges the card of the buy step on top. The task is attached to that entry, so it is
    /// cancelled when the entry leaves for any reason (back, cover closed, link, restore).
    func startPayment() {
        guard let level, let entry = level.topEntry, case .buy? = entry.link.as(PurchaseLink.self),
              let viewModel = level.object(BuyItemViewModel.self, for: entry.id),
              wallet.card(id: viewModel.card.id) != nil,
              let task = payments.start(for: viewModel, ended: { [weak self] outcome in
                  self?.paymentEnded(outcome, entry: entry.id, viewModel: viewModel)
              }) else { return }
        level.cancel(task, whenLeaving: entry.id)
    }

    /// The answer to the payment still running; its buy step must still be on the stack.
    private func paymentEnded(_ outcome: Result<Receipt, any Error>, entry: FlowID, viewModel: BuyItemViewModel) {
        guard let level, level.path.contains(entry) else { return }
        switch outcome {
        case .success(let receipt):
            let order = orders.place(item: item, quantity: viewModel.quantity, total: receipt.amount,
                                     card: viewModel.card, at: now())
            delegate?.purchase(self, didPlace: order)
        case .failure(is CancellationError):
            break
        case .failure(let error):
            showPaymentFailed(error)
        }
    }

    private enum FailureAction { case chooseAnotherCard, cancel }

    /// A declined card will be declined again: the way on is another card, which the alert
    /// offers (back to the cards, under Buy), or staying on Buy.
    private func showPaymentFailed(_ error: any Error) {
        let message = (error as? PaymentError)?.message ?? localized("The payment could not be completed.")
        level?.show(DialogState<FailureAction>(
            alert: localized("Payment Failed"), message: message,
            buttons: [.cancel(action: .cancel), DialogButton(localized("Choose Another Card"), action: .chooseAnotherCard)]
        )) { [weak self] action in
            guard action == .chooseAnotherCard, let level = self?.level,
                  case .buy? = level.topEntry?.link.as(PurchaseLink.self) else { return }
            level.pop()
        }
    }
}

extension PurchaseCoordinator: AddToCartViewModelDelegate {
    /// Keeps the quantity in the cover's link, where the view model reads it.
    public func addToCartDidChooseQuantity(_ quantity: Int, from origin: FlowOrigin) {
        guard PurchaseLink.quantities.contains(quantity), item.total(for: quantity) != nil,
              let level, let id = level.presentation?.id, case .addToCart? = coverLink else { return }
        level.replaceLink(of: id, with: PurchaseLink.addToCart(quantity: quantity))
    }

    /// "Cancel" inside the cover does what the window's close button does, guard included.
    public func addToCartDidTapCancel(from origin: FlowOrigin) {
        guard let level, let id = level.presentation?.id else { return }
        level.root.userClosed(id)
    }
}

extension PurchaseCoordinator: PaymentMethodViewModelDelegate {
    public func paymentMethodDidChoose(_ card: Card, from origin: FlowOrigin) {
        guard let choosing, choosing.id == origin.entry else { return }
        choosing.finish(with: card)
    }

    /// Signed out, the cards are hidden here too: ask to sign in.
    public func paymentMethodDidTapSignIn(from origin: FlowOrigin) {
        guard let level else { return }
        AccountQuestions.signIn(account, on: level)
    }

    /// A card was added over the payment step (the Wallet's add-card sheet, which the step opens
    /// over the cover) over the payment step: a person who added a card to pay with it has
    /// chosen it. Over any other step (a sheet restored over a later one), it is only listed.
    func cardAdded(_ card: Card) {
        guard let choosing, choosing.id == level?.topEntry?.id else { return }
        choosing.finish(with: card)
    }
}

extension PurchaseCoordinator: BuyItemViewModelDelegate {
    public func buyItemDidTapPay(from origin: FlowOrigin) {
        startPayment()
    }

    public func buyItemDidTapCancelPayment(from origin: FlowOrigin) {
        _ = payments.cancel()
    }
}

extension PurchaseCoordinator: PurchaseSummaryViewModelDelegate {
    /// "Done" closes the summary as its close button does: one way out, one outcome.
    public func purchaseSummaryDidTapDone(from origin: FlowOrigin) {
        guard let level, let id = level.presentation?.id else { return }
        level.root.userClosed(id)
    }
}
