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
    }

    private let processor: any PaymentProcessor
    private var running: Running?
    private var attempts = 0
    /// The payment started last, so callers (the tour, tests) can await it.
    private(set) var task: Task<Void, Never>?

    init(processor: any PaymentProcessor) {
        self.processor = processor
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
        let (amount, card, processor) = (viewModel.amount, viewModel.card, processor)
        let task = Task { [weak self] in
            let outcome: Result<Receipt, any Error>
            do {
                outcome = .success(try await processor.charge(amount, card: card))
            } catch {
                outcome = .failure(error)
            }
            guard let self, let payment = self.running, payment.attempt == attempt else { return }
            self.running = nil
            payment.viewModel.isProcessing = false
            ended(outcome)
        }
        running = Running(attempt: attempt, task: task, viewModel: viewModel)
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
        return true
    }
}
