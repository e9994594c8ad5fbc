/// A payment processor for the demo: it waits a moment, then approves every card except the
/// ones it is told to decline (by default the sample card `c3`, so the failure path can be seen).
public final class SimulatedPaymentProcessor: PaymentProcessor {
    /// The sample card the demo declines.
    public static let declinedSampleCardID = "c3"

    public let delay: Duration
    public let declinedCardIDs: Set<String>

    public init(delay: Duration = .milliseconds(800), declinedCardIDs: Set<String> = [declinedSampleCardID]) {
        self.delay = delay
        self.declinedCardIDs = declinedCardIDs
    }

    public func charge(_ amount: Int, card: Card) async throws -> Receipt {
        // `Task.sleep` throws `CancellationError` when the purchase is abandoned mid-way.
        if delay > .zero { try await Task.sleep(for: delay) } else { await Task.yield() }
        try Task.checkCancellation()
        if declinedCardIDs.contains(card.id) { throw PaymentError.declined(card: card.displayName) }
        return Receipt(amount: amount, cardID: card.id)
    }
}
