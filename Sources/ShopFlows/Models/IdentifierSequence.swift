/// Identifiers of one form — a prefix and a number, `c4` or `SHOP-1004` — handed out counting up
/// and never given twice. Links, saved states and summaries name things by them, so an id given
/// again after its first owner went would make them show another thing. Whoever holds the things
/// saves the next number with them (``next(after:saved:)``), and a number still in use is skipped.
struct IdentifierSequence: Sendable {
    let prefix: String
    /// The numbers it gives: far more than anyone needs, and far from where counting up could
    /// overflow. A saved file with numbers outside is damaged.
    let numbers: ClosedRange<Int>

    func id(_ number: Int) -> String { prefix + String(number) }

    /// The number of an id of this form, or `nil` for another form.
    func number(of id: String) -> Int? {
        id.hasPrefix(prefix) ? Int(id.dropFirst(prefix.count)) : nil
    }

    /// The next number to give: past every id in `ids` and at least `saved`.
    func next(after ids: some Sequence<String>, saved: Int) -> Int {
        let highest = ids.compactMap(number(of:)).max().map { min($0, numbers.upperBound) } ?? numbers.lowerBound - 1
        return max(saved, highest + 1)
    }

    /// Gives an id counting up from `next`, skipping the ones in `used`; `next` moves past it.
    func issue(from next: inout Int, avoiding used: Set<String>) -> String {
        var number = next
        while used.contains(id(number)) { number += 1 }
        next = number + 1
        return id(number)
    }

    /// Whether the numbers of `ids`, and `saved` as the next number, are numbers this sequence
    /// gives (a saved file's check). Ids of another form are refused unless `otherForms` allows
    /// them (a wallet's sample cards may be named otherwise).
    func accepts(_ ids: [String], saved: Int, otherForms: Bool = false) -> Bool {
        let counted = ids.map(number(of:))
        return counted.allSatisfy { $0.map(numbers.contains) ?? otherForms } && numbers.contains(saved)
    }
}
