import CLocale

/// How a locale writes numbers, amounts of money and months, read from the C library's locale
/// data (no ICU): `$1,199.00` in en_US, `1.199,00 $` in de_DE, the currency staying the one given.
///
/// ``current`` is the locale of the environment (`LC_ALL`, `LC_NUMERIC`, `LC_MONETARY`, `LC_TIME`,
/// `LANG`). The C and POSIX locales define no money format; there, and for a locale not installed,
/// the format is American English's, the language the program is written in.
public struct LocaleFormat: Sendable, Hashable {
    /// What separates a plain number's whole part from its fraction: "." in en_US, "," in de_DE.
    public var decimalPoint: String
    /// What separates a plain number's groups of digits: "," in en_US, "." in de_DE; "" for none.
    public var thousandsSeparator: String
    /// Sizes of the digit groups from the right, the last one repeating (`[3]`; `[3, 2]` in Hindi).
    public var grouping: [Int]
    /// ``decimalPoint`` for amounts of money, which some locales write differently.
    public var monetaryDecimalPoint: String
    /// ``thousandsSeparator`` for amounts of money.
    public var monetaryThousandsSeparator: String
    /// ``grouping`` for amounts of money.
    public var monetaryGrouping: [Int]
    /// Whether the currency symbol comes before the amount ("$1.00") or after it ("1,00 $").
    public var symbolPrecedes: Bool
    /// Whether a space (a no-break one) separates the currency symbol from the amount.
    public var symbolSeparatedBySpace: Bool
    /// The months' names standing alone, January first.
    public var monthNames: [String]

    /// American English: what the C locale and a missing locale fall back to.
    public static let english = LocaleFormat(
        decimalPoint: ".", thousandsSeparator: ",", grouping: [3],
        monetaryDecimalPoint: ".", monetaryThousandsSeparator: ",", monetaryGrouping: [3],
        symbolPrecedes: true, symbolSeparatedBySpace: false,
        monthNames: ["January", "February", "March", "April", "May", "June", "July", "August",
                     "September", "October", "November", "December"])

    /// A locale's conventions given one by one (for tests, or a locale the C library lacks).
    public init(decimalPoint: String, thousandsSeparator: String, grouping: [Int],
                monetaryDecimalPoint: String, monetaryThousandsSeparator: String, monetaryGrouping: [Int],
                symbolPrecedes: Bool, symbolSeparatedBySpace: Bool, monthNames: [String]) {
        self.decimalPoint = decimalPoint
        self.thousandsSeparator = thousandsSeparator
        self.grouping = grouping
        self.monetaryDecimalPoint = monetaryDecimalPoint
        self.monetaryThousandsSeparator = monetaryThousandsSeparator
        self.monetaryGrouping = monetaryGrouping
        self.symbolPrecedes = symbolPrecedes
        self.symbolSeparatedBySpace = symbolSeparatedBySpace
        self.monthNames = monthNames
    }

    /// The environment's locale, read once.
    public static let current = LocaleFormat(named: "") ?? .english

    /// The locale `name` ("de_DE.UTF-8"; "" for the environment's) as the C library has it, or
    /// `nil` when it is not installed. One without money data (C, POSIX) gives ``english``.
    public init?(named name: String) {
        guard let locale = flow_locale_new(name) else { return nil }
        defer { freelocale(locale) }
        let text = { (pointer: UnsafePointer<CChar>?) in pointer.map { String(cString: $0) } ?? "" }
        let groups = { (pointer: UnsafePointer<CChar>?) -> [Int] in
            // C's grouping string: sizes as chars, CHAR_MAX (or the end) meaning no more grouping.
            guard let pointer else { return [] }
            var sizes: [Int] = []
            var index = 0
            while pointer[index] > 0, pointer[index] < CChar.max {
                sizes.append(Int(pointer[index]))
                index += 1
            }
            return sizes
        }
        let monetaryDecimalPoint = text(flow_mon_decimal_point(locale))
        guard !monetaryDecimalPoint.isEmpty else {
            self = .english
            return
        }
        let decimalPoint = text(flow_decimal_point(locale))
        self.init(
            decimalPoint: decimalPoint.isEmpty ? "." : decimalPoint,
            thousandsSeparator: text(flow_thousands_sep(locale)),
            grouping: groups(flow_grouping(locale)),
            monetaryDecimalPoint: monetaryDecimalPoint,
            monetaryThousandsSeparator: text(flow_mon_thousands_sep(locale)),
            monetaryGrouping: groups(flow_mon_grouping(locale)),
            symbolPrecedes: flow_p_cs_precedes(locale) == 1,
            symbolSeparatedBySpace: flow_p_sep_by_space(locale) == 1,
            monthNames: (1...12).map { text(flow_month_name(Int32($0), locale)) })
    }

    /// `1234567` → `"1,234,567"` (en_US), `"1.234.567"` (de_DE).
    public func integer(_ number: Int) -> String {
        (number < 0 ? "-" : "") + Self.grouped(String(number.magnitude), by: grouping, with: thousandsSeparator)
    }

    /// `119900` cents → `"$1,199.00"` (en_US), `"1.199,00 $"` (de_DE): the amount as the locale
    /// writes money, with `symbol` where the locale puts its own currency's.
    public func money(cents: Int, symbol: String = "$") -> String {
        let whole = Self.grouped(String(cents.magnitude / 100), by: monetaryGrouping, with: monetaryThousandsSeparator)
        let fraction = cents.magnitude % 100
        let amount = "\(whole)\(monetaryDecimalPoint)\(fraction < 10 ? "0" : "")\(fraction)"
        let space = symbolSeparatedBySpace ? "\u{00A0}" : ""
        let signed = symbolPrecedes ? "\(symbol)\(space)\(amount)" : "\(amount)\(space)\(symbol)"
        return cents < 0 ? "-\(signed)" : signed
    }

    /// Month `month` (1–12) of `year`: `"June 2030"` (en_US), `"Juni 2030"` (de_DE).
    public func monthAndYear(month: Int, year: Int) -> String {
        guard monthNames.indices.contains(month - 1) else { return "\(month)/\(year)" }
        return "\(monthNames[month - 1]) \(year)"
    }

    /// `digits` with `separator` between groups of the sizes in `grouping`, from the right.
    static func grouped(_ digits: String, by grouping: [Int], with separator: String) -> String {
        guard let last = grouping.last, !separator.isEmpty else { return digits }
        var groups: [Substring] = []
        var rest = Substring(digits)
        var index = 0
        while !rest.isEmpty {
            let size = index < grouping.count ? grouping[index] : last
            groups.insert(rest.suffix(size), at: 0)
            rest = rest.dropLast(size)
            index += 1
        }
        return groups.joined(separator: separator)
    }
}
