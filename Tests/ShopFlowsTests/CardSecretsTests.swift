import Foundation
import Testing
import FlowCoordinator
import FlowTestSupport
@testable import ShopFlows

/// A card's number and security code never reach the disk: the wallet keeps the brand, the last
/// four digits, the expiry, the holder and the processor's token, and an older `cards.json` that
/// kept numbers is read, rewritten without them.
@MainActor
@Suite("Card secrets")
struct CardSecretsTests {
    let now = Date(timeIntervalSince1970: 1_795_317_300)  // 2026-11-22T03:15:00Z

    func store() throws -> UserDataStore {
        UserDataStore(directory: try temporaryDirectory().appendingPathComponent("shop"))
    }

    /// Runs of five digits or more of `number` that `text` holds (the last four may be kept).
    /// Tokens are left out: they are random hexadecimal, which holds five decimal digits in a row
    /// now and then ("01111" in one clean-clone run), and are no part of a number.
    func digitRuns(of number: String, in text: String) -> [String] {
        let digits = Array(number)
        guard digits.count >= 5 else { return [] }
        let scanned = text.replacing(/tok_[0-9a-f]{24}/, with: "")
        return (0...(digits.count - 5)).map { String(digits[$0..<$0 + 5]) }.filter { scanned.contains($0) }
    }

    @Test("an added card keeps no number: not in the saved cards, not in the card itself")
    func addedCardKeepsNoNumber() throws {
        let store = try store()
        let app = makeApp()
        let number = "4000056655665556"
        let card = app.wallet.add(holder: "Sam Roe", number: number, expiryMonth: 12, expiryYear: 2039)
        #expect(card.displayName == "Visa •••• 5556")
        try store.save(app.wallet.contents)
        let saved = try String(contentsOf: store.cardsFile.url, encoding: .utf8)
        #expect(saved.contains(#""last4" : "5556""#), "\(saved)")
        #expect(!saved.contains(number))
        #expect(!saved.contains(String(number.suffix(12))))
        #expect(!saved.contains(String(number.prefix(12))))
        #expect(digitRuns(of: number, in: saved).isEmpty, "\(saved)")
        #expect(digitRuns(of: number, in: String(reflecting: app.wallet.cards)).isEmpty, "the card still holds its number")
        let encoded = String(decoding: try JSONEncoder().encode(app.wallet.contents), as: UTF8.self)
        #expect(digitRuns(of: number, in: encoded).isEmpty, "\(encoded)")
    }

    /// The numbers in the version 1 fixture, which a migrated file must not keep.
    static let fixtureNumbers = ["4242424242424242", "4000000000000002", "4111111111111111", "378282246310005",
                                 "2223003122003222", "6011111111111117"]

    func fixture() throws -> Data {
        try Data(contentsOf: repositoryRoot().appendingPathComponent("Tests/Fixtures/UserData/cards-v1.json"))
    }

    @Test("a cards.json of version 1, with card numbers, is read and saved again as version 2 without them")
    func migratesVersion1() throws {
        let store = try store()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try fixture().write(to: store.cardsFile.url)

        let app = makeApp()
        #expect(app.restore(from: store, now: now).isEmpty)
        #expect(app.wallet.cards.map(\.id) == ["c1", "c3", "c4", "c5", "c6", "c7"])
        #expect(app.wallet.cards.map(\.displayName) == ["Visa •••• 4242", "Visa •••• 0002", "Visa •••• 1111",
                                                        "American Express •••• 0005", "Mastercard •••• 3222",
                                                        "Discover •••• 1117"])
        #expect(app.wallet.cards.map(\.holder) == ["Alex Doe", "Alex Doe", "Sam Roe", "Zoë Berg", "Lee Chan", "Ana Diaz"])
        #expect(app.wallet.cards.map(\.expiryText) == ["December 2029", "March 2031", "December 2039", "July 2031", "January 2032", "November 2033"])
        #expect(app.wallet.nextCardNumber == 8)

        try store.save(app.wallet.contents)
        let saved = try String(contentsOf: store.cardsFile.url, encoding: .utf8)
        let document = try #require(JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        for number in Self.fixtureNumbers {
            #expect(digitRuns(of: number, in: saved).isEmpty, "\(number) in \(saved)")
        }
        #expect(!saved.contains(#""number""#))
        let tokens = app.wallet.cards.map(\.token.value)
        #expect(Set(tokens).count == 6, "each card has its own token: \(tokens)")
        #expect(tokens.allSatisfy { $0.hasPrefix("tok_") && $0.count == 28 }, "\(tokens)")
        for token in tokens { #expect(saved.contains(token)) }
    }

    // MARK: Tokens

    /// Fills the add-card form of the Wallet tab and saves it.
    func addThroughTheForm(_ app: AppCoordinator, number: String, securityCode: String) throws -> Card {
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.addCard)
        let form = try app.visible(AddCardViewModel.self)
        form.holderName = "Sam Roe"
        form.number = number
        form.expiry = "12/39"
        form.securityCode = securityCode
        form.saveTapped()
        #expect(app.tabs[.wallet].presented == nil, "the form did not save")
        return try #require(app.wallet.cards.last)
    }

    @Test("a card added through the form keeps the token the processor issued for its number, and neither the number nor the security code")
    func formTokenizes() throws {
        let processor = ScriptedProcessor(approvals: [])
        let app = makeApp(processor)
        let card = try addThroughTheForm(app, number: "4000 0566 5566 5556", securityCode: "737")
        #expect(processor.tokens.all.map(\.number) == ["4000056655665556"], "the processor got the number, digits only")
        #expect(card.token == processor.tokens.all.first?.token)
        #expect(card == Card(id: "c4", holder: "Sam Roe", brand: .visa, last4: "5556", expiryMonth: 12, expiryYear: 2039,
                             token: CardToken("tok_test_1")!))
        let store = try store()
        try store.save(app.wallet.contents)
        let saved = try String(contentsOf: store.cardsFile.url, encoding: .utf8)
        #expect(digitRuns(of: "4000056655665556", in: saved).isEmpty, "\(saved)")
        #expect(!saved.contains("737"), "\(saved)")
    }

    @Test("a payment charges the card's token: the one the processor issued when the card was added")
    func chargeUsesToken() async throws {
        let processor = ScriptedProcessor(approvals: [true])
        let app = makeApp(processor)
        let card = try addThroughTheForm(app, number: "4000 0566 5566 5556", securityCode: "737")
        let purchase = try app.startPurchase(item: 3)
        try app.goToBuy(quantity: 1, cardID: card.id)
        try app.visible(BuyItemViewModel.self).payTapped()
        await purchase.payment?.value
        #expect(processor.charges.map(\.cardID) == [card.id])
        #expect(processor.charges.map(\.token) == [CardToken("tok_test_1")!])
        #expect(processor.charges.first?.token == processor.tokens.all.first?.token)
        #expect(app.orders.orders.first?.cardName == "Visa •••• 5556")
    }

    @Test("the sample cards carry tokens, each its own")
    func sampleTokens() {
        let tokens = ShopEnvironment.testing.cards.map(\.token.value)
        #expect(tokens == ["tok_5f1c0a7e93b24d68a0c4e217", "tok_9b3e72d04c1a5f86e2d0b739", "tok_c04a8e6f1d2b7395a6e8f012"])
    }

    @Test("the simulated processor's tokens are tok_ and 24 hexadecimal digits, random, and the same from the same seed")
    func simulatedTokens() {
        let system = SimulatedPaymentProcessor(delay: .zero)
        let many = (0..<200).map { _ in system.tokenize(cardNumber: "4242424242424242").value }
        #expect(Set(many).count == 200)
        for token in many {
            #expect(token.hasPrefix("tok_") && token.count == 28, "\(token)")
            #expect(token.dropFirst(4).allSatisfy { $0.isHexDigit && !$0.isUppercase }, "\(token)")
            #expect(!token.contains("4242424242424242"))
        }
        let seeded = { SimulatedPaymentProcessor(delay: .zero, randomNumbers: SeededGenerator(seed: 7)) }
        let first = seeded(), second = seeded()
        let a = [first.tokenize(cardNumber: "4111111111111111"), first.tokenize(cardNumber: "4111111111111111")]
        let b = [second.tokenize(cardNumber: "5555555555554444"), second.tokenize(cardNumber: "4242424242424242")]
        #expect(a == b, "the tokens depend on the generator only, never on the number")
        #expect(a[0] != a[1])
    }

    // MARK: Versions

    @Test("loading an upgraded file says to save it at once; a current one does not")
    func upgradedFlag() throws {
        let store = try store()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try fixture().write(to: store.cardsFile.url)
        let processor = ScriptedProcessor(approvals: [])
        let loaded = store.load(now: now, processor: processor)
        #expect(loaded.cardsUpgraded && loaded.notices.isEmpty)
        #expect(processor.tokens.all.map(\.number) == Self.fixtureNumbers, "one token per card, in order")
        #expect(loaded.wallet?.cards.map(\.token) == processor.tokens.all.map(\.token))

        try store.save(try #require(loaded.wallet))
        let again = store.load(now: now, processor: processor)
        #expect(!again.cardsUpgraded)
        #expect(again.wallet == loaded.wallet)
        #expect(processor.tokens.all.count == 6, "a current file is not tokenized again")
    }

    @Test("peeking at a version 1 file upgrades it in memory and leaves the file as it is")
    func peekLeavesVersion1() throws {
        let store = try store()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try fixture().write(to: store.cardsFile.url)
        let peeked = store.peek(processor: SimulatedPaymentProcessor(delay: .zero))
        #expect(peeked.wallet?.cards.count == 6)
        #expect(try Data(contentsOf: store.cardsFile.url) == fixture())
    }

    @Test("a cards file of a version this build does not know is set aside with the plain notice", arguments: [0, 3, 99])
    func unknownVersion(_ version: Int) throws {
        let store = try store()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        let bytes = Data(#"{"format":"shop-cards","version":\#(version),"nextCardNumber":2,"cards":[]}"#.utf8)
        try bytes.write(to: store.cardsFile.url)
        let app = makeApp()
        let notices = app.restore(from: store, now: now)
        #expect(notices.map(\.title) == ["Saved Cards Not Restored"])
        #expect(notices.first?.message.hasPrefix("Your cards were saved by another version of Shop, so the wallet has the sample cards.") == true)
        #expect(notices.first?.detail.contains("shop-cards version \(version); this build reads version 2") == true)
        let moved = store.directory.appendingPathComponent("cards.json.unsupported-20261122T031500Z")
        #expect(try Data(contentsOf: moved) == bytes)
        #expect(app.wallet.cards == ShopEnvironment.testing.cards)
    }
}
