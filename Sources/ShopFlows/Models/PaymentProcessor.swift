/// Charges a card. Injected into the purchase flow, so the app can use a simulated one, the tour
/// an instant one, and tests a fake they control.
///
/// `charge` must honour task cancellation: the purchase cancels it when the user leaves the buy
/// screen or the purchase cover goes.
public protocol PaymentProcessor: Sendable {
    func charge(_ amount: Int, card: Card) async throws -> Receipt
}

/// Why a payment failed, in words for an alert.
public enum PaymentError: Error, Hashable, Sendable {
    case declined(card: String)

    public var message: String {
        switch self {
        case .declined(let card): "\(card) was declined. Try again or choose another card."
        }
    }
}
