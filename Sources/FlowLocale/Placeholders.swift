/// Fills a translated text's placeholders, the subset of C's printf that gettext's `c-format`
/// check understands: `%s` and `%d` take the next value, `%1$s`, `%2$d` … the value at that
/// position (so a translation can reorder them), and `%%` is a percent sign.
///
/// Every value arrives as text, formatted before (a number by ``LocaleFormat``), so nothing here
/// reads memory the way C's printf would: a placeholder without a value is left as it is.
public enum Placeholders {
    /// Whether values are isolated (U+2068 … U+2069, first strong isolate … pop directional
    /// isolate), so a name written left to right stays whole in a sentence written right to left:
    /// the app sets it when its language is written right to left. A text that then starts with a
    /// value starts with a right-to-left mark (U+200F) too, so the sentence, not the name, sets
    /// which way its line runs. Off by default.
    nonisolated(unsafe) public static var isolatesValues = false

    /// `text` with its placeholders replaced by `values`; in a plural form, `%d` is `count`.
    public static func fill(_ text: String, count: String? = nil, with values: [String]) -> String {
        var result = ""
        var next = 0
        var scalars = text.unicodeScalars[...]
        func value(at index: Int) -> String? {
            values.indices.contains(index) ? isolated(values[index]) : nil
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            var lookahead = scalars
            var digits = ""
            while let digit = lookahead.first, digit.properties.numericType == .decimal, digit.isASCII {
                digits.unicodeScalars.append(digit)
                lookahead.removeFirst()
            }
            var position: Int?
            if !digits.isEmpty, lookahead.first == "$", let number = Int(digits), number > 0 {
                position = number - 1
                lookahead.removeFirst()
            } else {
                lookahead = scalars
            }
            switch lookahead.first {
            case "%" where position == nil:
                result.append("%")
                scalars = lookahead.dropFirst()
            case "d" where count != nil && position == nil:
                result.append(count!)
                scalars = lookahead.dropFirst()
            case "s", "d":
                // In a plural form the count is the first value, so `%1$d` is the count and `%2$s`
                // the first further value.
                let index = position.map { count != nil ? $0 - 1 : $0 }
                let filled: String?
                if index == -1, let count { filled = count }
                else if let index { filled = value(at: index) }
                else { filled = value(at: next); next += 1 }
                if let filled {
                    result.append(filled)
                    scalars = lookahead.dropFirst()
                } else {
                    result.unicodeScalars.append(scalar)
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return isolatesValues && result.hasPrefix("\u{2068}") ? "\u{200F}" + result : result
    }

    private static func isolated(_ value: String) -> String {
        isolatesValues ? "\u{2068}\(value)\u{2069}" : value
    }
}
