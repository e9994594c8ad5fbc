import FlowLocale

/// The rules for the text a person gives the shop as their data — their name, their email, the
/// name on a card — wherever it comes from: the form they type it in, and the file it was saved
/// to (a file that breaks them is damaged). Each returns what is wrong in words for the person
/// who typed it, in their language, or `nil`.
///
/// A name is one line a page shows: some text, at most ``maxNameLength`` characters, with no
/// control characters (tabs, line breaks, escape sequences), which a page could not show as a
/// line. Bidirectional marks and overrides are allowed (names are written right to left too):
/// pages remove overrides before they show text.
public enum TextRules {
    /// The most characters a name may have.
    public static let maxNameLength = 100
    /// The most characters an email address may have (RFC 5321's limit for a path).
    public static let maxEmailLength = 254

    /// What is wrong with `name`; `missing` says what to enter when it is empty or blank.
    public static func nameProblem(_ name: String, missing: @autoclosure () -> String) -> String? {
        if name.trimmingWhitespace.isEmpty { return missing() }
        if name.count > maxNameLength {
            return localized(plural: "A name has at most %d character", "A name has at most %d characters", count: maxNameLength)
        }
        if name.unicodeScalars.contains(where: isControl) {
            return localized("A name cannot hold tabs, line breaks or other control characters")
        }
        return nil
    }

    /// What is wrong with `email`.
    public static func emailProblem(_ email: String) -> String? {
        if email.count > maxEmailLength {
            return localized(plural: "An email address has at most %d character", "An email address has at most %d characters", count: maxEmailLength)
        }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        let valid = parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !email.contains(where: \.isWhitespace) && !email.unicodeScalars.contains(where: isControl)
        // Translators: name@example.com is an example address; keep example.com, which is reserved for examples
        return valid ? nil : localized("Enter an email address like name@example.com")
    }

    /// The most characters a form keeps of one field in a draft (``draftProblem(_:)``).
    public static let maxDraftFieldLength = 10_000

    /// What is wrong with the text of a form's fields kept as a draft, in words that follow
    /// "because", or `nil`. A draft keeps what was typed, even text the form refuses to save (an
    /// unfinished email, a pasted tab): it is refused only beyond what any field holds.
    public static func draftProblem(_ fields: [String]) -> String? {
        fields.contains { $0.count > maxDraftFieldLength }
            ? localized("a field holds more than %s characters", LocaleFormat.current.integer(maxDraftFieldLength)) : nil
    }

    /// Whether `scalar` is a control character (general category Cc): U+0000–U+001F and
    /// U+007F–U+009F, a set Unicode's stability policy keeps as it is. Read from the value, not
    /// the character's properties, which cost a lookup per letter of every key typed.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
