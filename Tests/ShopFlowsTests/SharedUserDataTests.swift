import Foundation
import Testing
import FlowCoordinator
import FlowStorage
@testable import ShopFlows

/// Two instances of the app on one data folder (two login sessions): what each changes is kept,
/// what either removes stays removed, and no id or order number is given twice.
@MainActor
@Suite("User data shared by two instances")
struct SharedUserDataTests {
    /// An app and its sync on `folder`, as a launch makes them.
    func instance(_ folder: URL) -> (app: AppCoordinator, sync: UserDataSync) {
        let app = makeApp()
        let sync = UserDataSync(store: UserDataStore(directory: folder), app: app)
        #expect(sync.restore().isEmpty)
        return (app, sync)
    }

    func addCard(_ app: AppCoordinator, holder: String) -> Card {
        app.wallet.add(holder: holder, number: "4111111111111111", expiryMonth: 12, expiryYear: 2039)
    }

    func saved(_ folder: URL) -> Wallet.Contents? {
        UserDataStore(directory: folder).readWallet(processor: SimulatedPaymentProcessor(delay: .zero)).value
    }

    @Test("cards added in both are both kept, under two ids, and each instance shows the other's")
    func cardsAddedInBoth() throws {
        let folder = try temporaryDirectory()
        let a = instance(folder), b = instance(folder)
        let fromA = addCard(a.app, holder: "Ann")
        let fromB = addCard(b.app, holder: "Ben")  // before A saved: the id was reserved in the file
        #expect(fromA.id != fromB.id)
        #expect(a.sync.save().allSatisfy { $0.failure == nil })
        #expect(b.sync.save().allSatisfy { $0.failure == nil })
        #expect(b.app.wallet.card(id: fromA.id)?.holder == "Ann", "B's save took A's card")
        a.sync.refresh()
        #expect(a.app.wallet.card(id: fromB.id)?.holder == "Ben", "A did not take B's card")
        #expect(saved(folder)?.cards.suffix(2).map(\.holder) == ["Ann", "Ben"])
        #expect(a.app.wallet.contents == b.app.wallet.contents)
        #expect(a.sync.unsavedParts.isEmpty && b.sync.unsavedParts.isEmpty, "the two would write over each other for ever")
    }

    @Test("a card removed in one stays removed when the other, which still had it, saves")
    func removedStaysRemoved() throws {
        let folder = try temporaryDirectory()
        let a = instance(folder), b = instance(folder)
        let gone = try #require(a.app.wallet.cards.first).id
        a.app.wallet.remove(id: gone)
        _ = a.sync.save()
        _ = addCard(b.app, holder: "Ben")
        _ = b.sync.save()
        #expect(saved(folder)?.cards.contains { $0.id == gone } == false)
        #expect(b.app.wallet.card(id: gone) == nil)
        #expect(saved(folder)?.cards.last?.holder == "Ben")
    }

    @Test("a card the other instance removed leaves this one's wallet and the screen showing it")
    func removalShowsHere() throws {
        let folder = try temporaryDirectory()
        let a = instance(folder), b = instance(folder)
        let id = try #require(b.app.wallet.cards.last).id
        #expect(b.app.open("shop://wallet/\(id)") == nil)
        #expect(b.app.tabs[.wallet].path.contains { $0.link == AnyFlowLink(WalletLink.card(id: id)) })
        a.app.wallet.remove(id: id)
        _ = a.sync.save()
        b.sync.refresh()
        #expect(b.app.wallet.card(id: id) == nil)
        #expect(!b.app.tabs[.wallet].path.contains { $0.link == AnyFlowLink(WalletLink.card(id: id)) })
        #expect(b.sync.unsavedParts.isEmpty, "taking the other's change is not a change to save")
    }

    @Test("two orders, one placed in each, get two numbers and both are kept")
    func ordersFromBoth() throws {
        let folder = try temporaryDirectory()
        let a = instance(folder), b = instance(folder)
        let first = a.app.placeOrder(item: 2, quantity: 1, cardID: "c1")
        let second = b.app.placeOrder(item: 3, quantity: 2, cardID: "c1")
        #expect(first.number != second.number)
        _ = b.sync.save()
        _ = a.sync.save()
        let orders = try #require(UserDataStore(directory: folder).readOrders().value)
        #expect(Set(orders.orders.map(\.number)) == [first.number, second.number])
        #expect(a.app.orders.order(number: second.number) != nil)
    }

    @Test("a setting changed in one does not undo the name changed in the other")
    func accountFields() throws {
        let folder = try temporaryDirectory()
        let a = instance(folder), b = instance(folder)
        a.app.account.name = "Ann Lee"
        _ = a.sync.save()
        b.app.account.newsletter = true
        _ = b.sync.save()
        let account = try #require(UserDataStore(directory: folder).readAccount().value)
        #expect(account.name == "Ann Lee" && account.newsletter)
        a.sync.refresh()
        #expect(a.app.account.newsletter)
    }

    @Test("a change not saved yet survives taking the other's; a quit would lose only it")
    func unsavedSurvivesRefresh() throws {
        let folder = try temporaryDirectory()
        let a = instance(folder), b = instance(folder)
        b.app.account.orderUpdates = false
        _ = b.sync.save()
        a.app.account.name = "Ann Lee"
        #expect(a.sync.unsavedParts == [.account])
        a.sync.refresh()
        #expect(a.app.account.name == "Ann Lee" && !a.app.account.orderUpdates)
        #expect(a.sync.unsavedParts == [.account])
        _ = a.sync.save()
        #expect(a.sync.unsavedParts.isEmpty)
    }

    @Test("merging: mine's changes since base applied to theirs")
    func merge() {
        func card(_ id: String, _ holder: String = "A") -> Card {
            Card(id: id, holder: holder, number: "4242424242424242", expiryMonth: 1, expiryYear: 2040,
                 token: CardToken("tok_\(id)")!)
        }
        let base = Wallet.Contents(cards: [card("c1"), card("c2"), card("c3")], nextCardNumber: 4)
        let mine = Wallet.Contents(cards: [card("c1", "B"), card("c3"), card("c5")], nextCardNumber: 6)
        let theirs = Wallet.Contents(cards: [card("c1"), card("c2"), card("c4")], nextCardNumber: 5)
        let merged = Wallet.Contents.merged(base: base, mine: mine, theirs: theirs)
        // c3 removed there stays removed; c2 removed here stays removed; c1 changed here; c5
        // added here comes after their cards.
        #expect(merged.cards.map(\.id) == ["c1", "c4", "c5"])
        #expect(merged.cards.first?.holder == "B")
        #expect(merged.nextCardNumber == 6)
        #expect(Wallet.Contents.merged(base: base, mine: base, theirs: theirs) == theirs)
        #expect(Wallet.Contents.merged(base: base, mine: mine, theirs: base) == mine, "nothing changed there: mine, as it is")
        let putBack = Wallet.Contents(cards: [card("c1"), card("c3"), card("c2")], nextCardNumber: 4)
        #expect(Wallet.Contents.merged(base: base, mine: putBack, theirs: base) == putBack, "the order here is kept (Undo puts a card back at its place)")
    }
}

extension SharedUserDataTests {
    @Test("a file damaged while the app runs is moved aside at the next save, said once, and never written over")
    func damagedWhileRunning() throws {
        let folder = try temporaryDirectory()
        let a = instance(folder)
        _ = addCard(a.app, holder: "Ann")
        _ = a.sync.save()
        let cards = folder.appendingPathComponent("cards.json")
        try Data("{ not json".utf8).write(to: cards)
        a.sync.refresh()  // a damaged file is not taken
        #expect(a.app.wallet.cards.last?.holder == "Ann")
        _ = addCard(a.app, holder: "Ben")
        #expect(a.sync.save().allSatisfy { $0.failure == nil })
        let notices = a.sync.takeDamagedFiles()
        #expect(notices.map(\.title) == ["Damaged File Set Aside"])
        #expect(notices.first?.message.hasPrefix("Something other than Shop changed the file with your cards, and Shop cannot read it now. Your cards are saved as Shop shows them.\n\nThe old file was kept") == true)
        #expect(a.sync.takeDamagedFiles().isEmpty, "said twice")
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("cards.json.corrupt-") }
        #expect(aside.count == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent(aside[0]), encoding: .utf8) == "{ not json")
        #expect(saved(folder)?.cards.suffix(2).map(\.holder) == ["Ann", "Ben"])
    }
}
