/// A card as a list row shows it (the wallet, the payment-method step).
public struct CardRow: Hashable, Sendable, Identifiable {
    public let id: String
    public let name: String
    public let detail: String
}
