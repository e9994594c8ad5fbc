import FlowLocale

/// A payment card in the wallet, kept as a wallet keeps one: what it shows — the brand, the last
/// four digits, the expiry and the holder — and the token the payment processor issued for it,
/// which is what a payment uses.
///
/// The card number is not here, nor the security code: the number goes to the processor once,
/// when the card is added (``Wallet/add(holder:number:expiryMonth:expiryYear:)``), and is dropped
/// there; the security code is checked by the form and never leaves it. Nothing that saves a card
/// can therefore write either.
public struct Card: Hashable, Codable, Sendable, Identifiable {
    /// A short, link-safe identity such as `c1` (it appears in `shop://wallet/c1`).
    public let id: String
    public var holder: String
    /// The card's network, decided from the number when the card was added.
    public var brand: CardBrand
    /// The last four digits of the number: all of it a wallet shows.
    public var last4: String
    public var expiryMonth: Int
    /// The four-digit year.
    public var expiryYear: Int
    /// What the payment processor issued for the card's number; a payment sends it instead of the
    /// number.
    public var token: CardToken

    public init(id: String, holder: String, brand: CardBrand, last4: String, expiryMonth: Int, expiryYear: Int,
                token: CardToken) {
        self.id = id
        self.holder = holder
        self.brand = brand
        self.last4 = last4
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
        self.token = token
    }

    /// The card of `number` (digits only), with the `token` a processor issued for it: its brand
    /// and last four digits are taken from the number, which the card does not keep.
    public init(id: String, holder: String, number: String, expiryMonth: Int, expiryYear: Int, token: CardToken) {
        self.init(id: id, holder: holder, brand: CardBrand(number: number), last4: String(number.suffix(4)),
                  expiryMonth: expiryMonth, expiryYear: expiryYear, token: token)
    }

    /// What lists show: `Visa •••• 4242`.
    public var displayName: String { "\(brand.name) •••• \(last4)" }

    /// The icon of a payment card, wherever the shop shows one (the app's own: the icon theme has
    /// none, and its smart-card icon looks like the catalogue's memory card).
    public static let iconName = "shop-payment-card-symbolic"

    /// The expiry as the user's locale names the month: `June 2030` (en_US), `Juni 2030` (de_DE).
    public var expiryText: String {
        LocaleFormat.current.monthAndYear(month: expiryMonth, year: expiryYear)
    }

    /// Whether `text` is what ``last4`` holds: four ASCII digits.
    static func isLast4(_ text: String) -> Bool {
        text.utf8.count == 4 && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

/// A card network. Saved by its raw value (`"visa"`), shown by its ``name``.
public enum CardBrand: String, Hashable, Codable, Sendable, CaseIterable {
    case visa
    case mastercard
    case americanExpress = "amex"
    case discover
    /// A number of no network the shop knows.
    case other = "card"

    /// The network of `number`, guessed from its first digit as card forms do.
    public init(number: String) {
        switch number.first {
        case "4": self = .visa
        case "5", "2": self = .mastercard
        case "3": self = .americanExpress
        case "6": self = .discover
        default: self = .other
        }
    }

    /// How lists name it: `Visa`, `Mastercard`, `American Express`, `Discover` (brands, never
    /// translated), `Card` (in the user's language).
    public var name: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .discover: "Discover"
        // Translators: a payment card of no network the shop knows, as lists name it: “Card •••• 1234”
        case .other: localized("Card")
        }
    }
}
