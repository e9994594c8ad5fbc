import FlowCoordinator
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules of the add-card form, as pure functions returning an error message (in the user's
/// language) or `nil`.
public enum CardValidation {
    /// Digits of `text`, ignoring spaces and dashes; `nil` when anything else is in it.
    public static func digits(of text: String) -> String? {
        let kept = text.filter { $0 != " " && $0 != "-" }
        return kept.allSatisfy(\.isASCII) && kept.allSatisfy(\.isNumber) ? kept : nil
    }

    /// The Luhn checksum every card number satisfies.
    public static func passesLuhn(_ digits: String) -> Bool {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        var sum = 0
        for (index, character) in digits.reversed().enumerated() {
            var value = Int(String(character))!
            if index % 2 == 1 {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
        }
        return sum % 10 == 0
    }

    public static func holderError(_ text: String) -> String? {
        TextRules.nameProblem(text, missing: localized("Enter the name on the card"))
    }

    public static func numberError(_ text: String) -> String? {
        guard let digits = digits(of: text), !digits.isEmpty else { return localized("Enter the card number (digits only)") }
        guard (12...19).contains(digits.count) else { return localized("A card number has 12 to 19 digits") }
        return passesLuhn(digits) ? nil : localized("This card number is not valid")
    }

    /// Whether a card number is American Express's (34 or 37): 15 digits, grouped 4-6-5, with a
    /// security code of 4 digits.
    public static func isAmericanExpress(_ text: String) -> Bool {
        guard let digits = digits(of: text) else { return false }
        return digits.hasPrefix("34") || digits.hasPrefix("37")
    }

    /// A card number as the card prints it: its digits in groups of four (American Express's 4, 6
    /// and 5). Text with anything but digits, spaces and dashes stays as it is.
    public static func groupedNumber(_ text: String) -> String {
        guard let digits = digits(of: text), !digits.isEmpty else { return text }
        let sizes = isAmericanExpress(digits) ? [4, 6] : Array(repeating: 4, count: digits.count / 4)
        var groups: [Substring] = []
        var rest = Substring(digits)
        for size in sizes where rest.count > size {
            groups.append(rest.prefix(size))
            rest = rest.dropFirst(size)
        }
        groups.append(rest)
        return groups.joined(separator: " ")
    }

    /// An expiry in the form `MM/YY`, from what a person types for it: `01/30`, `0130`, `1/30`,
    /// `01 / 30`; `nil` for text of no such form.
    public static func normalizedExpiry(_ text: String) -> String? {
        let kept = text.filter { $0 != " " }
        let isDigits: (Substring) -> Bool = { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        let parts = kept.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1 where parts[0].count == 4 && isDigits(parts[0]):
            return "\(parts[0].prefix(2))/\(parts[0].suffix(2))"
        case 2 where (1...2).contains(parts[0].count) && parts[1].count == 2 && isDigits(parts[0]) && isDigits(parts[1]):
            return "\(parts[0].count == 1 ? "0" : "")\(parts[0])/\(parts[1])"
        default:
            return nil
        }
    }

    /// The two numbers of an expiry (``normalizedExpiry(_:)``), whatever their range, or `nil`
    /// for text of another form.
    private static func expiryNumbers(_ text: String) -> (month: Int, year: Int)? {
        guard let expiry = normalizedExpiry(text) else { return nil }
        let parts = expiry.split(separator: "/")
        guard let month = Int(parts[0]), let year = Int(parts[1]) else { return nil }
        return (month, year)
    }

    /// Month and four-digit year of `MM/YY`, or `nil` (another form, or no such month).
    public static func parseExpiry(_ text: String) -> (month: Int, year: Int)? {
        guard let (month, year) = expiryNumbers(text), (1...12).contains(month) else { return nil }
        return (month, 2000 + year)
    }

    /// An expiry is valid through the end of its month. The error says what is wrong: the form,
    /// a month that does not exist, or a date that has passed.
    public static func expiryError(_ text: String, now: Date) -> String? {
        guard let (month, shortYear) = expiryNumbers(text) else {
            // Translators: MM/YY is how the expiry is typed, two digits of month, a slash, two digits of year
            return localized("Use the form MM/YY, such as 04/29")
        }
        guard (1...12).contains(month) else {
            // Translators: %s is the two digits typed for the month, such as 13
            return localized("There is no month %s: the month is 01 to 12", String(normalizedExpiry(text)?.prefix(2) ?? ""))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let today = calendar.dateComponents([.year, .month], from: now)
        if (2000 + shortYear, month) < (today.year!, today.month!) {
            // Translators: %s is the expiry as typed, such as 01/20
            return localized("This date has passed: the card expired at the end of %s", normalizedExpiry(text) ?? text)
        }
        return nil
    }

    /// The security code of the card `number`: 3 digits, or 4 on an American Express card.
    public static func securityCodeError(_ text: String, number: String) -> String? {
        let american = isAmericanExpress(number)
        if text.count == (american ? 4 : 3), text.allSatisfy({ $0.isASCII && $0.isNumber }) { return nil }
        return american ? localized("The security code of an American Express card is 4 digits")
            : localized("The security code is 3 digits")
    }
}

extension String {
    /// Without the spaces and tabs at either end (newlines stay), as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims: U+0009, U+0020, U+00A0, U+1680,
    /// U+2000…U+200B, U+202F, U+205F and U+3000.
    var trimmingWhitespace: String {
        trimmingScalars { scalar in
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
    }
}
