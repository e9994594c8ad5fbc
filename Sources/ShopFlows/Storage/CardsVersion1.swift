import FlowCoordinator
import FlowStorage

/// `cards.json` as builds before card tokens wrote it (`"version" : 1`): each card with its full
/// number.
///
/// ```json
/// { "format" : "shop-cards", "version" : 1, "nextCardNumber" : 5,
///   "cards" : [ { "id" : "c1", "holder" : "Alex Doe", "number" : "4242424242424242",
///                 "expiryMonth" : 12, "expiryYear" : 2029 } ] }
/// ```
///
/// Read only to be upgraded: each card keeps its id, holder and expiry, takes its brand and last
/// four digits from its number and a token from the payment processor, and the number is
/// dropped. The app then saves the cards at once as the current version, so the file that held
/// the numbers is replaced.
struct CardsVersion1: Decodable {
    static let version = 1

    struct Card: Decodable {
        let id: String
        let holder: String
        let number: String
        let expiryMonth: Int
        let expiryYear: Int
    }

    let cards: [Card]
    let nextCardNumber: Int

    /// The cards as the wallet keeps them now, each number exchanged for a token by `processor`.
    /// A number that is not 12 to 19 ASCII digits (no version wrote one) makes the file damaged.
    func upgraded(tokenizingWith processor: any PaymentProcessor) throws(DocumentFile.Problem) -> Wallet.Contents {
        guard cards.allSatisfy({ Self.isCardNumber($0.number) }) else {
            throw DocumentFile.Problem(.corrupt, "a card number that is not 12 to 19 digits")
        }
        let upgraded = cards.map { card in
            ShopFlows.Card(id: card.id, holder: card.holder, number: card.number, expiryMonth: card.expiryMonth,
                           expiryYear: card.expiryYear, token: processor.tokenize(cardNumber: card.number))
        }
        return Wallet.Contents(cards: upgraded, nextCardNumber: nextCardNumber)
    }

    private static func isCardNumber(_ text: String) -> Bool {
        (12...19).contains(text.utf8.count) && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
