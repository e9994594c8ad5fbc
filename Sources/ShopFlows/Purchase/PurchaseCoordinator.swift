import FlowCoordinator

@MainActor
public protocol PurchaseCoordinatorDelegate: AnyObject {
    /// The user tapped "Done" on the summary.
    func purchaseDidComplete(_ purchase: PurchaseCoordinator)
}

/// Runs one purchase inside its full-screen cover: add to cart → payment method → buy →
/// summary, on the cover's own stack.
///
/// It is a child coordinator: the Items coordinator presents the cover and attaches this
/// coordinator to it (`level.object(for: presentation.id)`), so it lives exactly as long as the
/// cover and is recreated on demand for a cover that came back from a saved state or a link.
@MainActor
public final class PurchaseCoordinator {
    /// The cover this purchase runs in.
    public private(set) weak var level: FlowState?
    public let item: Item
    private let wallet: Wallet
    private let processor: any PaymentProcessor
    weak var delegate: PurchaseCoordinatorDelegate?

    /// The payment running now or last, so callers (the tour, tests) can await it.
    public private(set) var payment: Task<Void, Never>?
    /// The receipt of the payment that succeeded.
    public private(set) var receipt: Receipt?
    /// Every result the payment-method step finished with, `nil` for "went back" (for tests).
    public private(set) var paymentMethodResults: [Card?] = []

    init(level: FlowState, item: Item, wallet: Wallet, processor: any PaymentProcessor) {
        self.level = level
        self.item = item
        self.wallet = wallet
        self.processor = processor
        // Closing the cover midway asks first; once paid (the summary on top) it just closes.
        level.confirmLeaving(when: { [weak self] in !(self?.isCompleted ?? true) },
                             title: "Discard this purchase?",
                             message: "The quantity and payment method you chose will be lost.", keep: "Keep Buying")
        // A restored cover has lost the callbacks its entries were pushed with; reconnect them.
        for entry in level.path where entry.link == AnyFlowLink(PurchaseLink.paymentMethod) {
            level.setDismissHandler(for: entry.id) { [weak self] (dismissal: Dismissal<Card>) in
                self?.paymentMethodFinished(dismissal)
            }
        }
    }

    /// Whether the order is paid: the summary is on top, so closing needs no confirmation.
    public var isCompleted: Bool {
        if case .summary? = level?.topEntry?.link.as(PurchaseLink.self) { true } else { false }
    }

    // MARK: Screens

    /// The cover's root screen: add to cart.
    func rootScreen() -> ShopScreen {
        .addToCart(addToCartViewModel)
    }

    /// The add-to-cart view model, attached to the cover itself (it lives as long as the cover).
    private var addToCartViewModel: AddToCartViewModel {
        guard let level, let id = level.presentation?.id else { return AddToCartViewModel(item: item) }
        return level.object(for: id) {
            let viewModel = AddToCartViewModel(item: item, origin: level.rootOrigin)
            viewModel.delegate = self
            return viewModel
        }
    }

    /// The screen of an entry pushed onto the cover's stack.
    func screen(for entry: FlowEntry) -> ShopScreen? {
        guard let level, let link = entry.link.as(PurchaseLink.self) else { return nil }
        switch link {
        case .addToCart:
            return nil
        case .paymentMethod:
            return .paymentMethod(level.object(for: entry.id) {
                let viewModel = PaymentMethodViewModel(wallet: wallet, origin: level.origin(of: entry.id))
                viewModel.delegate = self
                return viewModel
            })
        case .buy(let quantity, let cardID):
            guard let card = wallet.card(id: cardID) else { return nil }
            return .buyItem(level.object(for: entry.id) {
                let viewModel = BuyItemViewModel(item: item, quantity: quantity, card: card, origin: level.origin(of: entry.id))
                viewModel.delegate = self
                return viewModel
            })
        case .summary(let orderNumber):
            // The quantity and card are in the buy step below the summary.
            guard let index = level.path.index(of: entry.id),
                  case .buy(let quantity, let cardID)? = level.path[..<index].last?.link.as(PurchaseLink.self)
            else { return nil }
            return .purchaseSummary(level.object(for: entry.id) {
                let viewModel = PurchaseSummaryViewModel(
                    orderNumber: orderNumber, item: item, quantity: quantity, card: wallet.card(id: cardID),
                    origin: level.origin(of: entry.id))
                viewModel.delegate = self
                return viewModel
            })
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
        level.push(PurchaseLink.buy(quantity: addToCartViewModel.quantity, cardID: card.id))
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
        let amount = item.price * quantity
        let processor = processor
        let task = Task { [weak self] in
            let outcome: Result<Receipt, any Error>
            do {
                outcome = .success(try await processor.charge(amount, card: card))
            } catch {
                outcome = .failure(error)
            }
            self?.paymentEnded(outcome, entry: entry.id, viewModel: viewModel)
        }
        payment = task
        level.attach(CancelOnRelease(task), to: entry.id)
    }

    private func paymentEnded(_ outcome: Result<Receipt, any Error>, entry: FlowID, viewModel: BuyItemViewModel) {
        viewModel.isProcessing = false
        // Cancelled, or the buy step is gone: nothing to show.
        guard !Task.isCancelled, let level, level.path.contains(entry) else { return }
        switch outcome {
        case .success(let receipt):
            self.receipt = receipt
            level.push(PurchaseLink.summary(orderNumber: receipt.orderNumber))
        case .failure(is CancellationError):
            break
        case .failure(let error):
            showPaymentFailed(error)
        }
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

    /// The cover's leave guard: a paid order closes freely; otherwise ask, and close only if the
    /// user confirms (programmatically, which is never refused).
}

extension PurchaseCoordinator: AddToCartViewModelDelegate {
    public func addToCartDidTapChoosePayment(quantity: Int, from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        level?.push(PurchaseLink.paymentMethod) { [weak self] (dismissal: Dismissal<Card>) in
            self?.paymentMethodFinished(dismissal)
        }
    }

    /// "Cancel" inside the cover does what the window's close button does, guard included.
    public func addToCartDidTapCancel(from origin: FlowOrigin) {
        guard origin.isFrontmost, let level, let id = level.presentation?.id else { return }
        level.root.userClosed(id)
    }
}

extension PurchaseCoordinator: PaymentMethodViewModelDelegate {
    public func paymentMethodDidSelect(_ card: Card, from origin: FlowOrigin) {
        guard origin.isFrontmost, let level,
              let entry = level.path.last(where: { $0.link == AnyFlowLink(PurchaseLink.paymentMethod) }) else { return }
        level.finish(entry.id, with: card)
    }
}

extension PurchaseCoordinator: BuyItemViewModelDelegate {
    public func buyItemDidTapPay(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        startPayment()
    }

    public func buyItemDidTapCancelPayment(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        payment?.cancel()
    }
}

extension PurchaseCoordinator: PurchaseSummaryViewModelDelegate {
    public func purchaseSummaryDidTapDone(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        delegate?.purchaseDidComplete(self)
    }
}
