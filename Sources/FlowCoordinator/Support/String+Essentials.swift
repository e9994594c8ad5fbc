// What FoundationEssentials leaves out of Foundation's text API, for this package's modules.

extension String {
    /// The string without the Unicode scalars at either end that `isTrimmed` picks, as
    /// Foundation's `trimmingCharacters(in:)` trims: scalar by scalar, so a combining mark after a
    /// trimmed space stays.
    package func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        guard let first = unicodeScalars.firstIndex(where: { !isTrimmed($0) }),
              let last = unicodeScalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(unicodeScalars[first...last])
    }
}

extension Int {
    /// The number in decimal, with zeros in front up to `width` characters (a minus sign
    /// counts), as `String(format: "%02d")` writes it for a width of 2: "07", "-7", "123".
    package func zeroPadded(to width: Int) -> String {
        let sign = self < 0 ? "-" : ""
        let digits = String(magnitude)
        return sign + String(repeating: "0", count: Swift.max(0, width - sign.count - digits.count)) + digits
    }
}
