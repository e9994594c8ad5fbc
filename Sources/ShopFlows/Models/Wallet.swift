import Observation

/// The user's cards: what the Wallet tab lists and the purchase flow pays with.
///
/// A card's id is never reused. Links, saved states and purchases name cards by id
/// (`shop://wallet/c4`), so an id given to a new card after its first card was removed would make
/// them show, or pay with, a card the user never meant. Ids count up from ``nextCardNumber``,
/// which is saved with the cards.
///
/// A card's number is given to the wallet once, when the card is added: the wallet exchanges it
/// for a token from the payment processor and keeps only what it shows (brand, last four digits,
/// expiry, holder) and the token. So neither its cards nor its ``contents`` hold a number.
@Observable
@MainActor
public final class Wallet {
    public private(set) var cards: [Card]
    /// The number in the next new card's id (`c5` when it is 5): one past every id ever given.
    public private(set) var nextCardNumber: Int
    /// Issues the tokens of added cards.
    @ObservationIgnored private let processor: any PaymentProcessor
    /// Told each card removed, once it is out: every window's wallet coordinator, which leaves it.
    @ObservationIgnored private var removalHandlers: [@MainActor (String) -> Void] = []
    /// Where the number of a new card's id comes from when other processes add cards to the same
    /// file (``UserDataSync``): given ``nextCardNumber``, it returns a number no process has
    /// given, and counts it as given. Without it the wallet counts on its own.
    @ObservationIgnored public var reserveNumber: (@MainActor (_ next: Int) -> Int)?

    /// A wallet with `cards`, whose added cards `processor` tokenizes; new ids start past theirs,
    /// and past `nextCardNumber` if given.
    public init(cards: [Card], nextCardNumber: Int = 1, processor: any PaymentProcessor) {
        self.cards = cards
        self.processor = processor
        self.nextCardNumber = Self.cardIDs.next(after: cards.map(\.id), saved: nextCardNumber)
    }

    public func card(id: String) -> Card? {
        cards.first { $0.id == id }
    }

    /// Every card id, for validating links.
    public var ids: Set<String> { Set(cards.map(\.id)) }

    /// Adds the card with `number` (digits only) under an id no card has had (`c1`, `c2`, …
    /// counting up) and returns it: the processor tokenizes the number, the card keeps its brand,
    /// last four digits and token, and the number goes no further.
    @discardableResult
    public func add(holder: String, number: String, expiryMonth: Int, expiryYear: Int) -> Card {
        let token = processor.tokenize(cardNumber: number)
        var reserved = reserveNumber?(nextCardNumber) ?? nextCardNumber
        let id = Self.cardIDs.issue(from: &reserved, avoiding: ids)
        nextCardNumber = max(nextCardNumber, reserved)
        let card = Card(id: id, holder: holder, number: number, expiryMonth: expiryMonth, expiryYear: expiryYear,
                        token: token)
        cards.append(card)
        return card
    }

    /// The card of `number` (digits) and expiry, if the wallet has it: the same brand, last four
    /// digits and expiry (all a wallet keeps of a number).
    public func card(number: String, expiryMonth: Int, expiryYear: Int) -> Card? {
        cards.first {
            $0.brand == CardBrand(number: number) && $0.last4 == String(number.suffix(4))
                && $0.expiryMonth == expiryMonth && $0.expiryYear == expiryYear
        }
    }

    /// Takes the card out of the wallet; returns it with its place, for ``putBack(_:)``.
    @discardableResult
    public func remove(id: String) -> RemovedCard? {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { return nil }
        let removed = RemovedCard(card: cards.remove(at: index), index: index)
        for handler in removalHandlers { handler(id) }
        return removed
    }

    /// Calls `handler` with the id of each card removed, once it is out of the wallet (a window
    /// showing it leaves it). Hold what it captures weakly: it stays for the wallet's life.
    public func whenRemoved(_ handler: @escaping @MainActor (String) -> Void) {
        removalHandlers.append(handler)
    }

    /// Puts a removed card back where it was (its id was never given to another card), unless a
    /// card with its id is in the wallet again.
    public func putBack(_ removed: RemovedCard) {
        guard card(id: removed.card.id) == nil else { return }
        cards.insert(removed.card, at: min(removed.index, cards.count))
    }

    /// A card taken out of the wallet, and where it was in the list.
    public struct RemovedCard: Hashable, Sendable {
        public let card: Card
        public let index: Int
    }

    // MARK: Saving

    /// What the wallet keeps between launches: its cards, and the number of the next card's id
    /// (without it, a restart would give a new card the id of the last one removed).
    public struct Contents: Hashable, Codable, Sendable {
        public var cards: [Card]
        public var nextCardNumber: Int

        public init(cards: [Card], nextCardNumber: Int) {
            self.cards = cards
            self.nextCardNumber = nextCardNumber
        }
    }

    /// What to save now.
    public var contents: Contents {
        Contents(cards: cards, nextCardNumber: nextCardNumber)
    }

    /// Puts back saved cards, or takes the cards as another process saved them: a card no longer
    /// there is removed as ``remove(id:)`` removes it (a window showing it leaves it). New ids
    /// still start past every card's id, whatever the saved contents say.
    public func restore(_ contents: Contents) {
        let gone = ids.subtracting(contents.cards.map(\.id))
        cards = contents.cards
        nextCardNumber = Self.cardIDs.next(after: contents.cards.map(\.id), saved: contents.nextCardNumber)
        for id in gone.sorted() {
            for handler in removalHandlers { handler(id) }
        }
    }

    /// Card ids: `c1` … `c1000000000`.
    nonisolated static let cardIDs = IdentifierSequence(prefix: "c", numbers: 1...1_000_000_000)
}
