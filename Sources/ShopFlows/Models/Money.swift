import FlowLocale

/// Prices are whole cents, in US dollars; this turns them into text for the screen as the user's
/// locale writes money: `"$1,199.00"` in en_US, `"1.199,00 $"` in de_DE.
public enum Money {
    /// `119900` → `"$1,199.00"` (en_US, and the C locale): the locale's grouping, decimal sign and
    /// place of the currency symbol, which stays `$`.
    public static func format(_ cents: Int, in locale: LocaleFormat = .current) -> String {
        locale.money(cents: cents, symbol: "$")
    }
}
