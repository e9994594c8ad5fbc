import Observation

/// The user's cards: what the Wallet tab lists and the purchase flow pays with.
@Observable
@MainActor
public final class Wallet {
    public private(set) var cards: [Card]

    public init(cards: [Card]) {
        self.cards = cards
    }

    public func card(id: String) -> Card? {
        cards.first { $0.id == id }
    }

    /// Every card id, for validating links.
    public var ids: Set<String> { Set(cards.map(\.id)) }

    /// Adds a card with a fresh id (`c1`, `c2`, … the first unused) and returns it.
    @discardableResult
    public func add(holder: String, number: String, expiryMonth: Int, expiryYear: Int) -> Card {
        let used = ids
        let id = (1...).lazy.map { "c\($0)" }.first { !used.contains($0) }!
        let card = Card(id: id, holder: holder, number: number, expiryMonth: expiryMonth, expiryYear: expiryYear)
        cards.append(card)
        return card
    }

    public func remove(id: String) {
        cards.removeAll { $0.id == id }
    }
}
