/// A card as a list row shows it (the wallet, the payment-method step).
public struct CardRow: Hashable, Sendable, Identifiable {
    public let id: String
    public let name: String
    public let detail: String

    /// A card's row, wherever cards are listed: its name, and its holder and expiry, which tell two
    /// cards of one brand apart (`Visa •••• 4242` / `Alex Doe, expires June 2030`).
    public init(_ card: Card) {
        id = card.id
        name = card.displayName
        // Translators: a card's row: %1$s is the name on the card, %2$s the month it expires, such as “June 2030”
        detail = localized("%1$s, expires %2$s", card.holder, card.expiryText)
    }
}
