import FlowCoordinator
import FlowLocale
import Observation

/// The payments running in any window of the app: what a quit now would cancel, and what a
/// launch after a crash or a `kill -9` must tell the person about.
///
/// A payment is written to the ``PaymentJournal`` as it starts, before the processor is asked,
/// and leaves it once its outcome is saved (``journalWritten(to:)``, after the user's data), so
/// a process that ends in the middle leaves its payments in the journal for the next launch.
@Observable
@MainActor
public final class PaymentsUnderWay {
    /// One payment: what the person was buying, for how much, with which card.
    public struct Payment: Hashable, Codable, Sendable, Identifiable {
        /// Unique among every process's payments (a real processor would take it as the
        /// charge's idempotency key, and be asked about it at the next launch).
        public let id: String
        /// The process paying: its payments are interrupted once it no longer runs.
        public let process: ProcessIdentity
        public let itemName: String
        public let quantity: Int
        /// In cents.
        public let amount: Int
        public let cardName: String

        /// “$258.00 for 2 × Studio Headphones with Visa •••• 4242”, in the user's language.
        public var description: String {
            // Translators: a payment: %1$s is the amount, %2$s how many, %3$s the item, %4$s the card, as in “$258.00 for 2 × Studio Headphones with Visa •••• 4242”
            localized("%1$s for %2$s × %3$s with %4$s", Money.format(amount), LocaleFormat.current.integer(quantity),
                      itemName, cardName)
        }
    }

    /// The payments under way, oldest first.
    public private(set) var running: [Payment] = []
    /// Where they are written; none (tests, previews) keeps them in memory only.
    @ObservationIgnored public var journal: PaymentJournal?
    @ObservationIgnored private var cancellers: [String: @MainActor () -> Void] = [:]
    @ObservationIgnored private var endHandlers: [@MainActor () -> Void] = []
    @ObservationIgnored private var started = 0
    /// What the journal holds of this process's payments, as last written.
    @ObservationIgnored private var journaled: [Payment] = []

    public init() {}

    /// A payment of `amount` cents for `quantity` × `itemName` with the card `cardName` starts;
    /// `cancel` stops it. It is in the journal when this returns.
    func begin(itemName: String, quantity: Int, amount: Int, cardName: String,
               cancel: @escaping @MainActor () -> Void) -> Payment {
        started += 1
        let process = ProcessIdentity.current
        let payment = Payment(id: "\(process.id)-\(process.started)-\(started)", process: process, itemName: itemName,
                              quantity: quantity, amount: amount, cardName: cardName)
        running.append(payment)
        cancellers[payment.id] = cancel
        if let journal { journalWritten(to: journal) }
        return payment
    }

    /// The payment ended (paid, declined or cancelled). It leaves the journal at the next save,
    /// after the order it may have placed.
    func end(_ payment: Payment) {
        guard let index = running.firstIndex(of: payment) else { return }
        running.remove(at: index)
        cancellers[payment.id] = nil
        for handler in endHandlers { handler() }
    }

    /// Cancels every payment under way (the person chose to quit anyway): nothing is charged.
    public func cancelAll() {
        for payment in running { cancellers[payment.id]?() }
    }

    /// Calls `handler` after each payment ends. Hold what it captures weakly.
    public func whenEnded(_ handler: @escaping @MainActor () -> Void) {
        endHandlers.append(handler)
    }

    /// Brings this process's payments in `journal` up to date, when they changed since last
    /// written; called after the user's data is saved, so an order is on disk before the payment
    /// that placed it leaves the journal. Says whether the journal is up to date.
    @discardableResult
    public func journalWritten(to journal: PaymentJournal) -> Bool {
        guard running != journaled else { return true }
        do {
            try journal.replace(paymentsOf: .current, with: running)
            journaled = running
            return true
        } catch {
            return false
        }
    }
}
