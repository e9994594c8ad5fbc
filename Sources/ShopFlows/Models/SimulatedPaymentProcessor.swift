import Synchronization

/// A payment processor for the demo: it issues random tokens (`tok_` and 24 hexadecimal digits),
/// and to charge one it waits a moment, then approves every card except the ones it is told to
/// decline (by default the sample card `c3`, so the failure path can be seen).
public final class SimulatedPaymentProcessor: PaymentProcessor {
    /// The sample card the demo declines.
    public static let declinedSampleCardID = "c3"

    public let delay: Duration
    public let declinedCardIDs: Set<String>
    /// Where tokens come from: the system's generator, or one a test makes deterministic.
    private let randomNumbers: Mutex<any RandomNumberGenerator & Sendable>

    public init(delay: Duration = .milliseconds(800), declinedCardIDs: Set<String> = [declinedSampleCardID],
                randomNumbers: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) {
        self.delay = delay
        self.declinedCardIDs = declinedCardIDs
        self.randomNumbers = Mutex(randomNumbers)
    }

    /// `tok_` and 96 random bits in hexadecimal; nothing of the number is in it.
    public func tokenize(cardNumber: String) -> CardToken {
        let (high, low) = randomNumbers.withLock { generator in (generator.next() as UInt64, generator.next() as UInt32) }
        return CardToken("tok_" + Self.hex(high, digits: 16) + Self.hex(UInt64(low), digits: 8))!
    }

    public func charge(_ amount: Int, card: Card) async throws -> Receipt {
        // `Task.sleep` throws `CancellationError` when the purchase is abandoned mid-way.
        if delay > .zero { try await Task.sleep(for: delay) } else { await Task.yield() }
        try Task.checkCancellation()
        if declinedCardIDs.contains(card.id) { throw PaymentError.declined(card: card.displayName) }
        return Receipt(amount: amount, cardID: card.id)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
