/// Text made safe to show, whatever it holds: a label or a window title may show text from a
/// link, a saved file or the user, and such text must never change how the text around it reads.
///
/// Bidirectional embedding and override controls (U+202A–U+202E) are removed, so
/// `invoice\u{202E}fdp.exe` shows as `invoicefdp.exe`, not as `invoiceexe.pdf`; so are isolates
/// (U+2066–U+2069) that do not close, and control characters other than line breaks and tabs
/// (escape sequences, NUL). Letters, the implicit direction marks of right-to-left text, and
/// isolates that close (which change nothing outside them: FlowLocale's `Placeholders` put a
/// name in one, so it keeps its own direction in a sentence of the other) stay.
public enum DisplayText {
    /// `text` without the characters that would change how it, or the text around it, reads.
    public static func safe(_ text: String) -> String {
        guard !isPlain(text), text.unicodeScalars.contains(where: isRemoved) else { return text }
        let scalars = Array(text.unicodeScalars)
        // The isolates that close: each initiator with the PDI that pops it.
        var closing = Set<Int>()
        var open: [Int] = []
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x2066...0x2068: open.append(index)
            case 0x2069: if let start = open.popLast() { closing.formUnion([start, index]) }
            case 0x0A, 0x0D, 0x2029: open.removeAll() // a paragraph ends every isolate
            default: break
            }
        }
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() where !isRemoved(scalar) || closing.contains(index) {
            kept.append(scalar)
        }
        return String(kept)
    }

    /// `text` on one line (a title): line breaks and tabs become spaces, and the rest as ``safe(_:)``.
    public static func line(_ text: String) -> String {
        String(safe(text).map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// `text` as assistive technologies are given it (an accessible name or description): as
    /// ``safe(_:)``, and without any bidirectional control, isolates that close too. A screen
    /// reader speaks the text, never lays it out, and the controls are nothing a person could
    /// hear or type: a name read out, or matched by a tool, must be the letters shown.
    public static func spoken(_ text: String) -> String {
        guard !isPlain(text), text.unicodeScalars.contains(where: { isBidiControl($0) || isRemoved($0) }) else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in safe(text).unicodeScalars where !isBidiControl(scalar) { kept.append(scalar) }
        return String(kept)
    }

    /// Whether `text` holds a bidirectional control that ``spoken(_:)`` removes.
    static func hasBidiControl(_ text: String) -> Bool {
        !isPlain(text) && text.unicodeScalars.contains(where: isBidiControl)
    }

    /// Whether `text` is printable ASCII, tabs and line breaks only, as most labels are: nothing
    /// in it is removed. Its UTF-8 bytes are read in place, eight at a time, without decoding a
    /// scalar.
    private static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte of 0x80 or more (not ASCII), below 0x20 (a control, or a tab or line
                // break, looked at one by one), or 0x7F (DEL): the word's bytes are looked at.
                let below = (word &- ones &* 0x20) & ~word & high
                let delete = ((word ^ (ones &* 0x7F)) &- ones) & ~(word ^ (ones &* 0x7F)) & high
                if word & high != 0 || below != 0 || delete != 0 { break }
                index += 8
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x7F || (byte < 0x20 && byte != 0x09 && byte != 0x0A) { return false }
                index += 1
            }
            return true
        }
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return false // printable ASCII, most text: no Unicode property lookup
        case 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x0A, 0x09: return false
        default: return scalar.properties.generalCategory == .control
        }
    }
}
