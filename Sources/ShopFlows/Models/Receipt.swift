/// What a successful payment returns: how much was charged to which card. The shop then records
/// the order (``OrderBook/place(item:quantity:total:card:at:)``), which gives it its number.
public struct Receipt: Hashable, Codable, Sendable {
    /// What was charged, in cents.
    public let amount: Int
    public let cardID: String

    public init(amount: Int, cardID: String) {
        self.amount = amount
        self.cardID = cardID
    }
}
