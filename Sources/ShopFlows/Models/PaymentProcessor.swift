/// Tokenizes and charges cards. Injected into the wallet and the purchase flow, so the app can
/// use a simulated one, the tour an instant one, and tests a fake they control.
///
/// The shop never keeps a card number: when a card is added, ``tokenize(cardNumber:)`` exchanges
/// the number for a token, and ``charge(_:card:)`` pays with that token. A real processor's
/// tokenizing is a request to its servers: it would be `async throws`, take the expiry and the
/// security code too (which it checks once, and nobody keeps), and the add-card sheet would wait
/// for it and show a refusal. The simulated processor answers at once, and never refuses.
///
/// `charge` must honour task cancellation: the purchase cancels it when the user leaves the buy
/// screen, closes the purchase cover (before asking whether to discard it, which then says that
/// nothing was charged) or presses Cancel Payment. A cancelled charge is not made: it throws
/// `CancellationError` (the simulated processor checks right before it charges), and the
/// purchase ignores whatever a cancelled charge returns.
public protocol PaymentProcessor: Sendable {
    /// A new token that stands for the card with `cardNumber` (digits only) in later charges.
    /// The caller keeps the token and drops the number.
    func tokenize(cardNumber: String) -> CardToken

    /// Charges `amount` cents to `card`'s token; the card's id and name are for the receipt and
    /// the messages.
    func charge(_ amount: Int, card: Card) async throws -> Receipt
}

/// Why a payment failed, in words for an alert (in the user's language).
public enum PaymentError: Error, Hashable, Sendable {
    case declined(card: String)

    public var message: String {
        switch self {
        // Translators: %s is a card as lists name it, such as “Visa •••• 0002”
        case .declined(let card): localized("Your bank declined %s. Choose another card to pay with.", card)
        }
    }
}
