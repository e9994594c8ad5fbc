/// Charges a card. Injected into the purchase flow, so the app can use a simulated one, the tour
/// an instant one, and tests a fake they control.
///
/// `charge` must honour task cancellation: the purchase cancels it when the user leaves the buy
/// screen, closes the purchase cover (before asking whether to discard it, which then says that
/// nothing was charged) or presses Cancel Payment. A cancelled charge is not made: it throws
/// `CancellationError` (the simulated processor checks right before it charges), and the
/// purchase ignores whatever a cancelled charge returns.
public protocol PaymentProcessor: Sendable {
    func charge(_ amount: Int, card: Card) async throws -> Receipt
}

/// Why a payment failed, in words for an alert.
public enum PaymentError: Error, Hashable, Sendable {
    case declined(card: String)

    public var message: String {
        switch self {
        case .declined(let card): "Your bank declined \(card). Choose another card to pay with."
        }
    }
}
