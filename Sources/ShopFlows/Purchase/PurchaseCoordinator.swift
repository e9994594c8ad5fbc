#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

@MainActor
public protocol PurchaseCoordinatorDelegate: AnyObject {
    /// The order is paid: `receipt` for `quantity` items. The purchase is over; its steps are to
    /// give way to the order's summary.
    func purchase(_ purchase: PurchaseCoordinator, didPay receipt: Receipt, quantity: Int)
    /// The user tapped "Done" on the summary.
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
    private let processor: any PaymentProcessor
    private let now: @Sendable () -> Date
    weak var delegate: PurchaseCoordinatorDelegate?

    /// The payment started last, so callers (the tour, tests) can await it.
    public private(set) var payment: Task<Void, Never>?
    /// Every result the payment-method step finished with, `nil` for "went back" (for tests).
    public private(set) var paymentMethodResults: [Card?] = []

    /// The payment under way: which attempt, and the buy step that shows it.
    private struct RunningPayment {
        let attempt: Int
        let task: Task<Void, Never>
        let entry: FlowID
        let viewModel: BuyItemViewModel
    }

    private var running: RunningPayment?
    private var attempts = 0
    /// The payment-method step on the stack, which finishes with the card the user picks.
    private var choosing: ResultHandle<Card>?

    init(level: FlowState, item: Item, wallet: Wallet, processor: any PaymentProcessor,
         now: @escaping @Sendable () -> Date) {
        self.level = level
        self.item = item
        self.wallet = wallet
        self.processor = processor
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
    private var coverLink: PurchaseLink? { level?.presentation?.link.as(PurchaseLink.self) }

    /// Whether this is a paid order's summary: closing it needs no confirmation.
    public var isCompleted: Bool {
        if case .summary? = coverLink { true } else { false }
    }

    /// The quantity the user chose, as the cover's link keeps it.
    public var quantity: Int { coverLink?.quantity ?? 1 }

    // MARK: Screens

    /// What a screen of the cover gets as it appears, however it came (pushed, restored, opened
    /// from a link): the payment-method step hands its card back to this purchase, and a buy
    /// step tells Add to Cart which card was chosen, to show on the way back.
    func screenAppeared(_ link: PurchaseLink, _ screen: FlowScreen) {
        switch link {
        case .paymentMethod:
            choosing = screen.onResult(Card.self) { [weak self] dismissal in self?.paymentMethodFinished(dismissal) }
        case .buy(_, let cardID):
            if let card = wallet.card(id: cardID) { addToCartViewModel.chosenCardName = card.displayName }
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
        case (.summary(let orderNumber, let quantity, let cardID), nil):
            guard let total = item.total(for: quantity) else { return nil }
            let viewModel = PurchaseSummaryViewModel(
                orderNumber: orderNumber, item: item, quantity: quantity, total: total,
                card: wallet.card(id: cardID), origin: screen.origin)
            viewModel.delegate = self
            return viewModel
        case (.paymentMethod, _?):
            let viewModel = PaymentMethodViewModel(wallet: wallet, origin: screen.origin)
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
    private var addToCartViewModel: AddToCartViewModel {
        guard let level, let id = level.presentation?.id else { return AddToCartViewModel(item: item) }
        return level.object(for: id) {
            let viewModel = AddToCartViewModel(item: item, quantity: { [weak self] in self?.quantity ?? 1 },
                                               origin: level.rootOrigin)
            viewModel.delegate = self
            return viewModel
        }
    }

    static func title(for link: PurchaseLink) -> String {
        switch link {
        case .addToCart: "Add to Cart"
        case .paymentMethod: "Payment Method"
        case .buy: "Buy"
        case .summary: "Purchase Summary"
        }
    }

    // MARK: Choosing a card: a step that returns a typed result

    private func paymentMethodFinished(_ dismissal: Dismissal<Card>) {
        paymentMethodResults.append(dismissal.result)
        // `nil`: the user went back without choosing; stay on add to cart.
        guard let card = dismissal.result, let level else { return }
        addToCartViewModel.chosenCardName = card.displayName
        level.push(PurchaseLink.buy(quantity: quantity, cardID: card.id))
    }

    // MARK: Paying

    /// Charges the card of the buy step on top. The task is attached to that entry, so it is
    /// cancelled when the entry leaves for any reason (back, cover closed, link, restore).
    func startPayment() {
        guard let level, let entry = level.topEntry,
              case .buy(let quantity, let cardID)? = entry.link.as(PurchaseLink.self),
              let card = wallet.card(id: cardID),
              let viewModel = level.attachment(BuyItemViewModel.self, for: entry.id),
              !viewModel.isProcessing else { return }
        viewModel.isProcessing = true
        attempts += 1
        let attempt = attempts
        let amount = viewModel.amount
        let processor = processor
        let task = Task { [weak self] in
            let outcome: Result<Receipt, any Error>
            do {
                outcome = .success(try await processor.charge(amount, card: card))
            } catch {
                outcome = .failure(error)
            }
            self?.paymentEnded(outcome, attempt: attempt, quantity: quantity)
        }
        running = RunningPayment(attempt: attempt, task: task, entry: entry.id, viewModel: viewModel)
        payment = task
        level.cancel(task, whenLeaving: entry.id)
    }

    /// Takes the outcome of the payment still running; one that was cancelled, or whose buy
    /// step has gone, comes to nothing.
    private func paymentEnded(_ outcome: Result<Receipt, any Error>, attempt: Int, quantity: Int) {
        guard let payment = running, payment.attempt == attempt else { return }
        running = nil
        payment.viewModel.isProcessing = false
        guard let level, level.path.contains(payment.entry) else { return }
        switch outcome {
        case .success(let receipt):
            delegate?.purchase(self, didPay: receipt, quantity: quantity)
        case .failure(is CancellationError):
            break
        case .failure(let error):
            showPaymentFailed(error)
        }
    }

    /// Stops the payment under way, if any, and says whether there was one. The buy step shows
    /// Pay again at once; whatever the processor answers later is ignored, and by the processor's
    /// contract a cancelled charge is not made (``PaymentProcessor``).
    private func cancelPayment() -> Bool {
        guard let payment = running else { return false }
        running = nil
        payment.task.cancel()
        payment.viewModel.isProcessing = false
        return true
    }

    private enum FailureAction { case retry, cancel }

    private func showPaymentFailed(_ error: any Error) {
        let message = (error as? PaymentError)?.message ?? "The payment could not be completed."
        level?.show(DialogState<FailureAction>(
            alert: "Payment Failed", message: message,
            buttons: [DialogButton("Retry", action: .retry), .cancel("Cancel", action: .cancel)]
        )) { [weak self] action in
            if action == .retry { self?.startPayment() }
        }
    }

    // MARK: Leaving midway

    /// Whether closing would lose a choice the user made: a quantity other than the one the
    /// purchase starts with, or a card (a buy step on the stack, or one the user went back from).
    private var hasChoices: Bool {
        guard let level else { return false }
        return quantity != 1 || addToCartViewModel.chosenCardName != nil
            || level.path.contains { if case .buy? = $0.link.as(PurchaseLink.self) { true } else { false } }
    }

    /// The cover's leave guard, asked whenever the user would leave it: its Close button, Escape,
    /// Ctrl+W, Cancel, another tab, a link opened from outside. A paid order's summary and an
    /// untouched purchase close at once. Otherwise a payment under way is cancelled first — so
    /// nothing can be paid, nor fail, behind the question — and the question says so; what the
    /// user asked for happens only if they discard.
    private func userWantsToClose() -> LeaveDecision {
        guard level != nil, !isCompleted, hasChoices else { return .allow }
        let cancelled = cancelPayment()
        let lost = "The quantity and payment method you chose will be lost."
        return .ask(LeaveQuestion(
            "Discard this purchase?",
            message: cancelled ? "The payment was cancelled and nothing was charged. \(lost)" : lost,
            keep: "Keep Buying"))
    }
}

extension PurchaseCoordinator: AddToCartViewModelDelegate {
    /// Keeps the quantity in the cover's link, where the view model reads it.
    public func addToCartDidChooseQuantity(_ quantity: Int, from origin: FlowOrigin) {
        guard origin.isFrontmost, PurchaseLink.quantities.contains(quantity), item.total(for: quantity) != nil,
              let level, let id = level.presentation?.id, case .addToCart? = coverLink else { return }
        level.replaceLink(of: id, with: PurchaseLink.addToCart(quantity: quantity))
    }

    public func addToCartDidTapChoosePayment(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        level?.push(PurchaseLink.paymentMethod)
    }

    /// "Cancel" inside the cover does what the window's close button does, guard included.
    public func addToCartDidTapCancel(from origin: FlowOrigin) {
        guard origin.isFrontmost, let level, let id = level.presentation?.id else { return }
        level.root.userClosed(id)
    }
}

extension PurchaseCoordinator: PaymentMethodViewModelDelegate {
    public func paymentMethodDidSelect(_ card: Card, from origin: FlowOrigin) {
        guard origin.isFrontmost, let choosing, choosing.id == origin.entry else { return }
        choosing.finish(with: card)
    }

    /// Opens the Wallet's add-card sheet over the cover; a saved card joins the list.
    public func paymentMethodDidTapAddCard(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        level?.present(WalletLink.addCard, style: .sheet)
    }
}

extension PurchaseCoordinator: BuyItemViewModelDelegate {
    public func buyItemDidTapPay(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        startPayment()
    }

    public func buyItemDidTapCancelPayment(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        _ = cancelPayment()
    }
}

extension PurchaseCoordinator: PurchaseSummaryViewModelDelegate {
    public func purchaseSummaryDidTapDone(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        delegate?.purchaseDidComplete(self)
    }
}
