import FlowCoordinator

/// The payments of one purchase: started by Pay on the buy step, ended by the processor's answer,
/// or cancelled (Cancel Payment, the buy step leaving, the purchase closing). Only the answer of
/// the payment still running is taken: one that was cancelled, or that a later one replaced,
/// comes to nothing. The buy step's view model shows whether one is running.
@MainActor
final class PaymentRun {
    private struct Running {
        let attempt: Int
        let task: Task<Void, Never>
        let viewModel: BuyItemViewModel
        let entry: PaymentsUnderWay.Payment
    }

    private let processor: any PaymentProcessor
    /// Every window's payments under way, which this one joins while it runs.
    private let underWay: PaymentsUnderWay
    private var running: Running?
    private var attempts = 0
    /// The payment started last, so callers (the tour, tests) can await it.
    private(set) var task: Task<Void, Never>?

    init(processor: any PaymentProcessor, underWay: PaymentsUnderWay) {
        self.processor = processor
        self.underWay = underWay
    }

    /// Charges what `viewModel` shows to its card, unless a payment runs already; `ended` gets the
    /// processor's answer if this payment is still the one running then. Returns the task, to
    /// cancel with the buy step.
    func start(for viewModel: BuyItemViewModel,
               ended: @escaping @MainActor (Result<Receipt, any Error>) -> Void) -> Task<Void, Never>? {
        guard !viewModel.isProcessing else { return nil }
        viewModel.isProcessing = true
        attempts += 1
        let attempt = attempts
        let (amount, card, processor, underWay) = (viewModel.amount, viewModel.card, processor, underWay)
        // In the journal before the processor is asked.
        let entry = underWay.begin(itemName: viewModel.item.name, quantity: viewModel.quantity, amount: amount,
                                   cardName: card.displayName, cancel: { [weak self] in _ = self?.cancel() })
        let task = Task { [weak self] in
            let outcome: Result<Receipt, any Error>
            do {
                outcome = .success(try await processor.charge(amount, card: card))
            } catch {
                outcome = .failure(error)
            }
            // After the order is placed, whatever became of this payment.
            defer { underWay.end(entry) }
            guard let self, let payment = self.running, payment.attempt == attempt else { return }
            self.running = nil
            payment.viewModel.isProcessing = false
            ended(outcome)
        }
        running = Running(attempt: attempt, task: task, viewModel: viewModel, entry: entry)
        self.task = task
        return task
    }

    /// Stops the payment under way, if any, and says whether there was one. The buy step shows
    /// Pay again at once; whatever the processor answers later is ignored, and by the processor's
    /// contract a cancelled charge is not made (``PaymentProcessor``).
    func cancel() -> Bool {
        guard let payment = running else { return false }
        running = nil
        payment.task.cancel()
        payment.viewModel.isProcessing = false
        underWay.end(payment.entry)
        return true
    }
}
