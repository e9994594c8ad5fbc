/// A payment card in the wallet.
public struct Card: Hashable, Codable, Sendable, Identifiable {
    /// A short, link-safe identity such as `c1` (it appears in `shop://wallet/c1`).
    public let id: String
    public var holder: String
    /// The card number, digits only.
    public var number: String
    public var expiryMonth: Int
    /// The four-digit year.
    public var expiryYear: Int

    public init(id: String, holder: String, number: String, expiryMonth: Int, expiryYear: Int) {
        self.id = id
        self.holder = holder
        self.number = number
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
    }

    /// The network, guessed from the first digit as card forms do.
    public var brand: String {
        switch number.first {
        case "4": "Visa"
        case "5", "2": "Mastercard"
        case "3": "American Express"
        case "6": "Discover"
        default: "Card"
        }
    }

    public var last4: String { String(number.suffix(4)) }

    /// What lists show: `Visa •••• 4242`.
    public var displayName: String { "\(brand) •••• \(last4)" }

    /// The icon of a payment card, wherever the shop shows one (the app's own: the icon theme has
    /// none, and its smart-card icon looks like the catalogue's memory card).
    public static let iconName = "shop-payment-card-symbolic"

    /// `MM/YY`.
    public var expiryText: String {
        let month = expiryMonth < 10 ? "0\(expiryMonth)" : "\(expiryMonth)"
        let year = expiryYear % 100
        return "\(month)/\(year < 10 ? "0" : "")\(year)"
    }
}
