import Foundation
import FlowLocale
import Testing
@testable import ShopFlows

/// Data, money and card rules.
@Suite("Models")
struct ModelTests {
    @Test("prices format as dollars grouped by thousands and cents", arguments: [
        (0, "$0.00"), (5, "$0.05"), (1299, "$12.99"), (64900, "$649.00"), (-250, "-$2.50"), (99999, "$999.99"),
        (119900, "$1,199.00"), (1_234_567_89, "$1,234,567.89"), (-100_000_00, "-$100,000.00"),
        (Int.min, "-$92,233,720,368,547,758.08"),
    ])
    func money(cents: Int, text: String) {
        #expect(Money.format(cents) == text)
    }

    @Test("prices follow the locale's way of writing money, in dollars")
    func moneyInGerman() {
        let german = LocaleFormat(
            decimalPoint: ",", thousandsSeparator: ".", grouping: [3],
            monetaryDecimalPoint: ",", monetaryThousandsSeparator: ".", monetaryGrouping: [3],
            symbolPrecedes: false, symbolSeparatedBySpace: true, monthNames: LocaleFormat.english.monthNames)
        #expect(Money.format(119900, in: german) == "1.199,00\u{00A0}$")
    }

    @Test("the Luhn check accepts real test numbers and rejects a changed digit", arguments: [
        ("4242424242424242", true), ("5555555555554444", true), ("4000000000000002", true),
        ("4111111111111111", true), ("4242424242424241", false), ("1234567812345678", false), ("", false),
    ])
    func luhn(number: String, valid: Bool) {
        #expect(CardValidation.passesLuhn(number) == valid)
    }

    @Test("expiry dates are valid through their month, and an error says what is wrong with one")
    func expiry() {
        let march2026 = Date(timeIntervalSince1970: 1_773_532_800)
        #expect(CardValidation.expiryError("03/26", now: march2026) == nil)
        #expect(CardValidation.expiryError(" 12/99 ", now: march2026) == nil)
        #expect(CardValidation.expiryError("02/26", now: march2026) == "This date has passed: the card expired at the end of 02/26")
        #expect(CardValidation.expiryError("13/20", now: march2026) == "There is no month 13: the month is 01 to 12")
        #expect(CardValidation.expiryError("00/27", now: march2026) == "There is no month 00: the month is 01 to 12")
        // As people type it: without the slash, or without the month's 0.
        #expect(CardValidation.expiryError("0326", now: march2026) == nil)
        #expect(CardValidation.expiryError("3/26", now: march2026) == nil)
        #expect(CardValidation.expiryError("1326", now: march2026) == "There is no month 13: the month is 01 to 12")
        #expect(CardValidation.expiryError("0226", now: march2026) == "This date has passed: the card expired at the end of 02/26")
        for text in ["3/2", "03/2026", "0a/26", "03-26", "", "０３/２６", "032", "03266", "٠٣٢٦", "٠٣/٢٦"] {
            #expect(CardValidation.expiryError(text, now: march2026) == "Use the form MM/YY, such as 04/29", "\(text)")
        }
    }

    @Test("cards show their brand, last four digits and expiry")
    func card() throws {
        let card = Card(id: "c9", holder: "A", number: "5555555555554444", expiryMonth: 6, expiryYear: 2030,
                        token: try #require(CardToken("tok_0123456789abcdef01234567")))
        #expect(card.brand == .mastercard && card.last4 == "4444")
        #expect(card.displayName == "Mastercard •••• 4444")
        #expect(card.expiryText == "June 2030")
    }

    @Test("a card's brand comes from its number's first digit", arguments: [
        ("4242424242424242", CardBrand.visa, "Visa"), ("5555555555554444", .mastercard, "Mastercard"),
        ("2223003122003222", .mastercard, "Mastercard"), ("378282246310005", .americanExpress, "American Express"),
        ("6011111111111117", .discover, "Discover"), ("9999999999999995", .other, "Card"), ("", .other, "Card"),
    ])
    func brand(number: String, brand: CardBrand, name: String) {
        #expect(CardBrand(number: number) == brand)
        #expect(brand.name == name)
    }

    @Test("a token is 1 to 128 ASCII letters, digits, _ or -", arguments: [
        ("tok_0123456789abcdef01234567", true), ("pm-1_A", true), (String(repeating: "a", count: 128), true),
        ("", false), (String(repeating: "a", count: 129), false), ("tok 1", false), ("tok\n1", false),
        ("tok_é", false), ("tok/1", false), ("\u{202E}tok", false),
    ])
    func tokenForm(value: String, valid: Bool) throws {
        #expect((CardToken(value) != nil) == valid)
        let json = try JSONEncoder().encode([value])
        #expect(((try? JSONDecoder().decode([CardToken].self, from: json)) != nil) == valid)
    }

    @Test("the wallet never gives a new card the id of a removed one")
    @MainActor
    func walletIDs() {
        let wallet = Wallet(cards: ShopEnvironment.testing.cards, processor: SimulatedPaymentProcessor(delay: .zero))
        func add() -> String { wallet.add(holder: "A", number: "4111111111111111", expiryMonth: 1, expiryYear: 2030).id }
        wallet.remove(id: "c1")
        #expect(add() == "c4")
        wallet.remove(id: "c4")
        #expect(add() == "c5")
        wallet.remove(id: "c2")
        wallet.remove(id: "c3")
        wallet.remove(id: "c5")
        #expect(wallet.cards.isEmpty)
        #expect(add() == "c6")
    }

    @Test("the real resources load: at least 12 items with symbolic icons, and sample cards")
    func resources() throws {
        let environment = try ShopEnvironment.load(resources: repositoryRoot().appendingPathComponent("Resources"))
        let items = environment.catalogue.items
        #expect(items.count >= 12)
        #expect(Set(items.map(\.id)).count == items.count)
        #expect(items.allSatisfy { $0.icon.hasSuffix("-symbolic") && $0.price > 0 && !$0.description.isEmpty })
        #expect(environment.cards.map(\.id) == ["c1", "c2", "c3"])
        #expect(environment.cards == ShopEnvironment.preview.cards, "wallet.json holds the sample cards, with their tokens")
    }

    @Test("every grammar example works with the real resources too")
    @MainActor
    func examplesWithRealData() throws {
        let environment = try ShopEnvironment.load(resources: repositoryRoot().appendingPathComponent("Resources"))
        for pattern in ShopRoutes.linkGrammar {
            let app = AppCoordinator(environment: environment)
            app.placeDocumentedOrder()
            #expect(app.open(pattern.example) == nil, "\(pattern.example)")
        }
    }

    @Test("missing resources are a load error naming the file")
    func missingResources() {
        #expect(throws: ShopEnvironment.LoadError.self) {
            try ShopEnvironment.load(resources: URL(fileURLWithPath: "/nonexistent"))
        }
    }
}
