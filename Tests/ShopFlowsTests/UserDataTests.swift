import Foundation
import Observation
import Synchronization
import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// The user's cards and account, kept between launches in `$XDG_DATA_HOME/shop`, and what
/// happens with files that cannot be read.
@MainActor
@Suite("User data")
struct UserDataTests {
    let now = Date(timeIntervalSince1970: 1_795_317_300)  // 2026-11-22T03:15:00Z
    /// Tokenizes the numbers of version 1 files.
    let processor = SimulatedPaymentProcessor(delay: .zero)

    func store() throws -> UserDataStore {
        UserDataStore(directory: try temporaryDirectory().appendingPathComponent("shop"))
    }

    /// Saves both parts of `app`'s data, as the running app does when they change.
    func save(_ app: AppCoordinator, to store: UserDataStore) throws {
        try store.save(app.wallet.contents)
        try store.save(app.account.contents)
    }

    func addCard(_ app: AppCoordinator) -> Card {
        app.wallet.add(holder: "Sam Roe", number: "4111111111111111", expiryMonth: 12, expiryYear: 2039)
    }

    @Test("the data directory follows XDG_DATA_HOME, else ~/.local/share")
    func defaultDirectory() {
        #expect(UserDataStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"]).path
                == "/x/data/shop")
        #expect(UserDataStore.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/.local/share/shop")
        #expect(UserDataStore.defaultDirectory(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/a"]).path
                == "/home/a/.local/share/shop")
        #expect(UserDataStore(environment: ["XDG_DATA_HOME": "/x/data"]).cardsFile.url.path == "/x/data/shop/cards.json")
        #expect(UserDataStore(environment: ["XDG_DATA_HOME": "/x/data"]).accountFile.url.path == "/x/data/shop/account.json")
    }

    @Test("cards, profile, sign-in and settings come back in a fresh app")
    func roundTrip() throws {
        let store = try store()
        let app = makeApp()
        app.wallet.remove(id: "c2")
        let added = addCard(app)
        app.account.name = "Sam Doe"
        app.account.email = "sam@example.org"
        app.account.isSignedIn = false
        app.account.orderUpdates = false
        app.account.newsletter = true
        try save(app, to: store)

        let fresh = makeApp()
        #expect(fresh.restore(from: store, now: now).isEmpty)
        #expect(fresh.wallet.cards == app.wallet.cards)
        #expect(fresh.wallet.card(id: added.id)?.holder == "Sam Roe")
        #expect(fresh.account.contents == app.account.contents)
        let profile = try #require((fresh.rootViewModel(of: .profile) as? ProfileViewModel))
        #expect(profile.name == "Signed Out" && !profile.canEdit)
        #expect(profile.subtitle == "Sign in to edit your profile and settings.")
    }

    @Test("a card added after a restart does not take the id of one removed before it")
    func idsAcrossRestarts() throws {
        let store = try store()
        let app = makeApp()
        app.wallet.remove(id: "c3")
        try save(app, to: store)

        let fresh = makeApp()
        fresh.restore(from: store, now: now)
        #expect(fresh.wallet.ids == ["c1", "c2"])
        #expect(addCard(fresh).id == "c4")
        #expect(fresh.open("shop://wallet/c3") != nil, "a link to the removed card opened something")
    }

    @Test("saved ids behind the cards' own are moved past them")
    func nextNumberBehindTheCards() throws {
        let store = try store()
        try store.save(Wallet.Contents(cards: ShopEnvironment.testing.cards, nextCardNumber: 2))
        let app = makeApp()
        app.restore(from: store, now: now)
        #expect(addCard(app).id == "c4")
    }

    @Test("the files are versioned JSON documents")
    func fileFormat() throws {
        let store = try store()
        let app = makeApp()
        try save(app, to: store)
        let cards = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: store.cardsFile.url)) as? [String: Any])
        #expect(cards["format"] as? String == "shop-cards")
        #expect(cards["version"] as? Int == 2)
        #expect(cards["nextCardNumber"] as? Int == 4)
        let first = try #require((cards["cards"] as? [[String: Any]])?.first)
        #expect((cards["cards"] as? [Any])?.count == 3)
        #expect(Set(first.keys) == ["id", "holder", "brand", "last4", "expiryMonth", "expiryYear", "token"])
        #expect(first["brand"] as? String == "visa" && first["last4"] as? String == "4242")
        #expect(first["token"] as? String == "tok_5f1c0a7e93b24d68a0c4e217")
        let account = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: store.accountFile.url)) as? [String: Any])
        #expect(account["format"] as? String == "shop-account")
        #expect(account["name"] as? String == "Alex Doe")
        #expect(account["newsletter"] as? Bool == false)
    }

    @Test("no files: the defaults, silently")
    func missingFiles() throws {
        let app = makeApp()
        #expect(app.restore(from: try store(), now: now).isEmpty)
        #expect(app.wallet.cards == ShopEnvironment.testing.cards)
        #expect(app.account.name == "Alex Doe" && app.account.isSignedIn)
    }

    @Test("a corrupt cards file is moved aside byte for byte, the wallet starts with the sample cards, the account still comes back, and it is reported once in plain words")
    func corruptCards() throws {
        let store = try store()
        let saved = makeApp()
        saved.account.name = "Sam Doe"
        try save(saved, to: store)
        let bytes = Data(#"{"format":"shop-cards","version":1,"cards":[{"id":"c1","hold"#.utf8)
        try bytes.write(to: store.cardsFile.url)

        let app = makeApp()
        let notices = app.restore(from: store, now: now)
        let notice = try #require(notices.first)
        #expect(notices.count == 1)
        #expect(notice.title == "Saved Cards Not Restored")
        let moved = store.directory.appendingPathComponent("cards.json.corrupt-20261122T031500Z")
        #expect(notice.message == "Shop could not make sense of your saved cards, so the wallet has the sample cards.\n\n"
                + "The old file was kept, under a new name, at:\n\(moved.path)")
        #expect(notice.detail.hasPrefix(store.cardsFile.url.path))
        #expect(try Data(contentsOf: moved) == bytes)
        #expect(!FileManager.default.fileExists(atPath: store.cardsFile.url.path))
        #expect(app.wallet.cards == ShopEnvironment.testing.cards)
        #expect(app.account.name == "Sam Doe")

        #expect(makeApp().restore(from: store, now: now).isEmpty, "reported twice")
    }

    @Test("an account file from another version is kept aside under that name")
    func unsupportedAccount() throws {
        let store = try store()
        let bytes = Data(#"{"format":"shop-account","version":7,"name":"Sam"}"#.utf8)
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try bytes.write(to: store.accountFile.url)
        let app = makeApp()
        let notice = try #require(app.restore(from: store, now: now).first)
        #expect(notice.title == "Saved Profile Not Restored")
        #expect(notice.message.hasPrefix("Your profile and settings were saved by another version of Shop"))
        #expect(notice.detail.contains("version 7"))
        let moved = store.directory.appendingPathComponent("account.json.unsupported-20261122T031500Z")
        #expect(try Data(contentsOf: moved) == bytes)
        #expect(app.account.name == "Alex Doe")
    }

    @Test("files that are not the expected document are corrupt", arguments: [
        #"[1, 2, 3]"#,
        #"{"format":"shop-account","version":1,"name":"A","email":"a@b.co","isSignedIn":true,"orderUpdates":true,"newsletter":false}"#,
        #"{"version":1,"cards":[],"nextCardNumber":1}"#,
        #"{"format":"shop-cards","version":1,"cards":[],"nextCardNumber":"five"}"#,
        #"{"format":"shop-cards","version":2,"cards":[],"nextCardNumber":"five"}"#,
        #"{"format":"shop-cards","version":1,"nextCardNumber":4,"cards":[{"id":"c1","holder":"A","number":"4242424242424242","expiryMonth":1,"expiryYear":2030},{"id":"c1","holder":"B","number":"4111111111111111","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":2,"nextCardNumber":4,"cards":[{"id":"c1","holder":"A","brand":"visa","last4":"4242","token":"tok_1","expiryMonth":1,"expiryYear":2030},{"id":"c1","holder":"B","brand":"visa","last4":"1111","token":"tok_2","expiryMonth":1,"expiryYear":2030}]}"#,
        // A version 1 number the form never took: its brand and last four would be made up.
        #"{"format":"shop-cards","version":1,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","number":"42","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":1,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","number":"4242 4242 4242 4242","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":1,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","number":"４２４２４２４２４２４２４２４２","expiryMonth":1,"expiryYear":2030}]}"#,
        // Version 2 cards with a last four, brand or token of another form.
        #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","brand":"visa","last4":"4242424242424242","token":"tok_1","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","brand":"visa","last4":"42a2","token":"tok_1","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","brand":"Visa","last4":"4242","token":"tok_1","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","brand":"visa","last4":"4242","token":"tok 1\n","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","brand":"visa","last4":"4242","token":"","expiryMonth":1,"expiryYear":2030}]}"#,
        // A version 2 card with a number instead of a token is not a version 2 card.
        #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A","number":"4242424242424242","expiryMonth":1,"expiryYear":2030}]}"#,
        // Numbers no wallet reaches, which would overflow when the next id is counted.
        #"{"format":"shop-cards","version":1,"cards":[],"nextCardNumber":9223372036854775807}"#,
        #"{"format":"shop-cards","version":1,"nextCardNumber":1,"cards":[{"id":"c9223372036854775807","holder":"A","number":"4242424242424242","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":2,"cards":[],"nextCardNumber":9223372036854775807}"#,
        #"{"format":"shop-cards","version":2,"nextCardNumber":1,"cards":[{"id":"c9223372036854775807","holder":"A","brand":"visa","last4":"4242","token":"tok_1","expiryMonth":1,"expiryYear":2030}]}"#,
        #"{"format":"shop-cards","version":1,"cards":[],"nextCardNumber":0}"#,
        #"{"format":"shop-cards","version":2,"cards":[],"nextCardNumber":0}"#,
    ])
    func notACardsDocument(_ text: String) throws {
        let store = try store()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: store.cardsFile.url)
        let loaded = store.load(now: now, processor: processor)
        #expect(loaded.wallet == nil)
        #expect(loaded.notices.map(\.title) == ["Saved Cards Not Restored"])
        #expect(FileManager.default.fileExists(atPath: store.directory.appendingPathComponent("cards.json.corrupt-20261122T031500Z").path))
    }

    @Test("saved names and emails follow the rules the forms check: one that breaks them makes its file damaged", arguments: [
        ("cards", #"{"format":"shop-cards","version":1,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A\u0007B","number":"4242424242424242","expiryMonth":1,"expiryYear":2030}]}"#),
        ("cards", #"{"format":"shop-cards","version":1,"nextCardNumber":2,"cards":[{"id":"c1","holder":"   ","number":"4242424242424242","expiryMonth":1,"expiryYear":2030}]}"#),
        ("cards", #"{"format":"shop-cards","version":1,"nextCardNumber":2,"cards":[{"id":"c1","holder":"\#(String(repeating: "n", count: 101))","number":"4242424242424242","expiryMonth":1,"expiryYear":2030}]}"#),
        ("cards", #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"A\u0007B","brand":"visa","last4":"4242","token":"tok_1","expiryMonth":1,"expiryYear":2030}]}"#),
        ("cards", #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"   ","brand":"visa","last4":"4242","token":"tok_1","expiryMonth":1,"expiryYear":2030}]}"#),
        ("cards", #"{"format":"shop-cards","version":2,"nextCardNumber":2,"cards":[{"id":"c1","holder":"\#(String(repeating: "n", count: 101))","brand":"visa","last4":"4242","token":"tok_1","expiryMonth":1,"expiryYear":2030}]}"#),
        ("account", #"{"format":"shop-account","version":1,"name":"Line\nbreak","email":"a@b.co","isSignedIn":true,"orderUpdates":true,"newsletter":false}"#),
        ("account", #"{"format":"shop-account","version":1,"name":"","email":"a@b.co","isSignedIn":true,"orderUpdates":true,"newsletter":false}"#),
        ("account", #"{"format":"shop-account","version":1,"name":"A","email":"a\u0001@b.co","isSignedIn":true,"orderUpdates":true,"newsletter":false}"#),
    ])
    func savedTextFollowsTheRules(_ part: String, _ text: String) throws {
        let store = try store()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: part == "cards" ? store.cardsFile.url : store.accountFile.url)
        let loaded = store.load(now: now, processor: processor)
        #expect(loaded.wallet == nil && loaded.account == nil)
        #expect(loaded.notices.map(\.title) == [part == "cards" ? "Saved Cards Not Restored" : "Saved Profile Not Restored"])
    }

    @Test("orders and the next order's number come back, so no number is given twice across launches")
    func ordersRoundTrip() throws {
        let store = try store()
        let app = makeApp()
        app.placeOrder(item: 1, quantity: 1, cardID: "c1")
        app.placeOrder(item: 2, quantity: 3, cardID: "c2")
        try store.save(app.orders.contents)
        #expect(try String(contentsOf: store.ordersFile.url, encoding: .utf8).contains(#""format" : "shop-orders""#))

        let fresh = makeApp()
        #expect(fresh.restore(from: store, now: now).isEmpty)
        #expect(fresh.orders.orders == app.orders.orders)
        #expect(fresh.placeOrder(item: 3, quantity: 1, cardID: "c1").number == "SHOP-1003")
    }

    @Test("a damaged orders file is set aside with a plain notice, and links to its orders say there is no such order", arguments: [
        #"{"format":"shop-orders","version":1,"nextNumber":1002,"orders":[{"number":"SHOP-1001","itemID":2,"itemName":"A","quantity":1,"total":100,"cardID":"c1","cardName":"V","placedAt":0},{"number":"SHOP-1001","itemID":2,"itemName":"A","quantity":1,"total":100,"cardID":"c1","cardName":"V","placedAt":0}]}"#,
        #"{"format":"shop-orders","version":1,"nextNumber":1002,"orders":[{"number":"ORDER-1","itemID":2,"itemName":"A","quantity":1,"total":100,"cardID":"c1","cardName":"V","placedAt":0}]}"#,
        #"{"format":"shop-orders","version":1,"nextNumber":1002,"orders":[{"number":"SHOP-1001","itemID":2,"itemName":"A","quantity":500,"total":100,"cardID":"c1","cardName":"V","placedAt":0}]}"#,
        #"{"format":"shop-orders","version":1,"nextNumber":9223372036854775807,"orders":[]}"#,
    ])
    func damagedOrders(_ text: String) throws {
        let store = try store()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: store.ordersFile.url)
        let app = makeApp()
        let notices = app.restore(from: store, now: now)
        #expect(notices.map(\.title) == ["Saved Orders Not Restored"])
        #expect(notices.first?.message.hasPrefix("Shop could not make sense of your saved orders") == true)
        #expect(app.orders.orders.isEmpty)
        #expect(app.open("shop://items/2/cart/buy/1/c1/summary/SHOP-1001")?.message.contains("order you placed") == true)
    }

    @Test("peeking reads without moving a damaged file or reporting it")
    func peek() throws {
        let store = try store()
        let app = makeApp()
        _ = addCard(app)
        try save(app, to: store)
        #expect(store.peek(processor: processor).wallet == app.wallet.contents)

        try Data("damaged".utf8).write(to: store.accountFile.url)
        let peeked = store.peek(processor: processor)
        #expect(peeked.account == nil && peeked.notices.isEmpty)
        #expect(try Data(contentsOf: store.accountFile.url) == Data("damaged".utf8))
    }

    @Test("a link to a card the user added resolves with their data")
    func resolveWithUserData() throws {
        let app = makeApp()
        let added = addCard(app)
        let loaded = UserDataStore.Loaded(wallet: app.wallet.contents)
        let json = try AppCoordinator.resolve("shop://wallet/\(added.id)", environment: .testing, userData: loaded)
        let snapshot = try ShopRoutes.archive.decodeTabs(from: json)
        #expect(snapshot["wallet"]?.root.links == [WalletLink.card(id: added.id)])
        #expect(throws: DeepLinkError.self) {
            try AppCoordinator.resolve("shop://wallet/\(added.id)", environment: .testing)
        }
    }

    @Test("every change of the user's data is observed, so the app can save it", arguments: [
        "add a card", "remove a card", "name", "email", "sign out", "order updates", "newsletter",
    ])
    func changesAreObserved(_ change: String) {
        let app = makeApp()
        let changed = Changed()
        withObservationTracking { _ = app.userData } onChange: { changed.mark() }
        switch change {
        case "add a card": _ = addCard(app)
        case "remove a card": app.wallet.remove(id: "c1")
        case "name": app.account.name = "Sam"
        case "email": app.account.email = "sam@example.org"
        case "sign out": app.account.isSignedIn = false
        case "order updates": app.account.orderUpdates = false
        default: app.account.newsletter = true
        }
        #expect(changed.value)
    }

    @Test("notices show in one alert: one with its own title, several together")
    func notices() throws {
        let first = RestorationNotice(title: "Saved Cards Not Restored", message: "Cards.", detail: "a")
        let second = RestorationNotice(title: "Previous Session Not Restored", message: "Session.", detail: "b")
        let app = makeApp()
        app.show([first])
        #expect(app.tabs[.items].alert?.title == "Saved Cards Not Restored")
        #expect(app.tabs[.items].alert?.message == "Cards.")
        app.tabs[.items].answerDialog("OK")
        app.show([first, second])
        #expect(app.tabs[.items].alert?.title == "Some Saved Data Not Restored")
        #expect(app.tabs[.items].alert?.message == "Cards.\n\nSession.", "notices of no file: each message")
        app.tabs[.items].answerDialog("OK")
        app.show([])
        #expect(app.tabs[.items].alert == nil)
    }
}

extension UserDataTests {
    @Test("every saved file damaged: one short message that names each part once and each folder once")
    func everyFileDamaged() throws {
        let data = try temporaryDirectory().appendingPathComponent("shop")
        let store = UserDataStore(directory: data)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        for name in ["cards.json", "account.json", "orders.json"] {
            try Data("{".utf8).write(to: data.appendingPathComponent(name))
        }
        let stateFile = try temporaryDirectory().appendingPathComponent("state.json")
        try Data("{".utf8).write(to: stateFile)
        let app = makeApp()
        var notices = app.restore(from: store, now: now)
        notices.append(try #require(app.restore(from: StateStore(fileURL: stateFile), now: now)))
        #expect(notices.count == 4)
        let (title, message) = try #require(RestorationNotice.combined(notices))
        #expect(title == "Some Saved Data Not Restored")
        #expect(message == """
            Shop could not read what it had saved of your cards, your profile and settings, your orders and where you \
            left off, so it started those afresh. It kept the old files, under new names, in \
            \(data.path) and \(stateFile.deletingLastPathComponent().path).
            """)
        #expect(!message.contains("does not affect"), "it contradicted itself")

        let payment = RestorationNotice(title: "Payment Cancelled", message: "Payment.", detail: "p")
        let withPayment = try #require(RestorationNotice.combined([notices[0], payment]))
        #expect(withPayment.message == """
            Shop could not read what it had saved of your cards, so it started those afresh. It kept the old file, \
            under a new name, in \(data.path).

            Payment.
            """)
    }
}

/// Set once an observed value changes.
final class Changed: Sendable {
    private let changed = Mutex(false)
    var value: Bool { changed.withLock { $0 } }
    func mark() { changed.withLock { $0 = true } }
}
