/// Prices are whole cents; this turns them into text for the screen.
public enum Money {
    /// `1299` → `"$12.99"`.
    public static func format(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)$\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
