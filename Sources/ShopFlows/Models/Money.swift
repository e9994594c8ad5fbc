/// Prices are whole cents; this turns them into text for the screen.
public enum Money {
    /// `129900` → `"$1,299.00"`: dollars grouped by thousands, and always two digits of cents.
    public static func format(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)$\(grouped(magnitude / 100)).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `1234567` → `"1,234,567"`: how the shop writes any count too.
    static func grouped(_ number: UInt) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
