import Testing
@testable import FlowLocale

/// Numbers, money and months as a locale writes them.
@Suite("Locale formats")
struct LocaleFormatTests {
    /// de_DE's conventions, as glibc has them.
    static let german = LocaleFormat(
        decimalPoint: ",", thousandsSeparator: ".", grouping: [3],
        monetaryDecimalPoint: ",", monetaryThousandsSeparator: ".", monetaryGrouping: [3],
        symbolPrecedes: false, symbolSeparatedBySpace: true,
        monthNames: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                     "Oktober", "November", "Dezember"])

    @Test("money in American English: the symbol first, commas between thousands", arguments: [
        (0, "$0.00"), (5, "$0.05"), (119900, "$1,199.00"), (-250, "-$2.50"), (123456789, "$1,234,567.89"),
        (Int.min, "-$92,233,720,368,547,758.08"),
    ])
    func english(cents: Int, text: String) {
        #expect(LocaleFormat.english.money(cents: cents) == text)
    }

    @Test("money in German: points between thousands, a decimal comma, the symbol after a no-break space")
    func german() {
        #expect(Self.german.money(cents: 119900) == "1.199,00\u{00A0}$")
        #expect(Self.german.money(cents: 5) == "0,05\u{00A0}$")
        #expect(Self.german.integer(1234567) == "1.234.567")
        #expect(Self.german.monthAndYear(month: 3, year: 2030) == "März 2030")
    }

    @Test("grouping follows the locale's sizes, the last repeating", arguments: [
        ([3], ",", "1234567", "1,234,567"), ([3, 2], ",", "123456789", "12,34,56,789"),
        ([], ",", "1234567", "1234567"), ([3], "", "1234567", "1234567"), ([3], ",", "123", "123"),
    ])
    func grouping(sizes: [Int], separator: String, digits: String, expected: String) {
        #expect(LocaleFormat.grouped(digits, by: sizes, with: separator) == expected)
    }

    @Test("the C locale, without money data, writes as American English does")
    func cLocale() throws {
        let c = try #require(LocaleFormat(named: "C"))
        #expect(c == .english)
        #expect(c.money(cents: 119900) == "$1,199.00")
    }

    @Test("a locale that is not installed is nil, so the caller falls back")
    func missing() {
        #expect(LocaleFormat(named: "xx_NOWHERE.UTF-8") == nil)
    }

    @Test("a month outside 1–12 is written as numbers rather than crash")
    func badMonth() {
        #expect(LocaleFormat.english.monthAndYear(month: 13, year: 2030) == "13/2030")
        #expect(LocaleFormat.english.monthAndYear(month: 6, year: 2030) == "June 2030")
    }
}
