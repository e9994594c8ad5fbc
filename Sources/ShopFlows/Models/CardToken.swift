/// An opaque reference to a card, issued by a payment processor in exchange for the card's
/// number (``PaymentProcessor/tokenize(cardNumber:)``). Only that processor can charge it, so the
/// wallet keeps it where it would otherwise keep the number. The simulated processor's tokens are
/// `tok_` and 24 hexadecimal digits; any processor's are 1 to 128 ASCII letters, digits, `_` or
/// `-` (a saved one of any other form makes the file damaged).
public struct CardToken: Hashable, Codable, Sendable {
    public let value: String

    /// `value` as a token, or `nil` when it is not of a token's form.
    public init?(_ value: String) {
        guard Self.isValid(value) else { return nil }
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(String.self)
        guard Self.isValid(value) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a card token")
        }
        self.value = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    static func isValid(_ value: String) -> Bool {
        (1...128).contains(value.utf8.count) && value.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
            default: false
            }
        }
    }
}
