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

    /// The two numbers of an expiry written `MM/YY`, whatever their range, or `nil` for text of
    /// another form.
    private static func expiryNumbers(_ text: String) -> (month: Int, year: Int)? {
        let parts = text.trimmingWhitespace.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let month = Int(parts[0]), let year = Int(parts[1]) else { return nil }
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
            return localized("There is no month %s: the month is 01 to 12", String(text.trimmingWhitespace.prefix(2)))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let today = calendar.dateComponents([.year, .month], from: now)
        if (2000 + shortYear, month) < (today.year!, today.month!) {
            // Translators: %s is the expiry as typed, such as 01/20
            return localized("This date has passed: the card expired at the end of %s", text.trimmingWhitespace)
        }
        return nil
    }

    public static func cvcError(_ text: String) -> String? {
        // Translators: CVC is the security code on the back of a card
        text.count == 3 && text.allSatisfy({ $0.isASCII && $0.isNumber }) ? nil : localized("The CVC is 3 digits")
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
