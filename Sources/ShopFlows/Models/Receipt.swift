/// What a successful payment returns.
public struct Receipt: Hashable, Codable, Sendable {
    /// Upper-case letters, digits and dashes (it appears in summary links).
    public let orderNumber: String
    public let amount: Int
    public let cardID: String

    public init(orderNumber: String, amount: Int, cardID: String) {
        self.orderNumber = orderNumber
        self.amount = amount
        self.cardID = cardID
    }
}
