import Testing
import FlowCoordinator
@testable import ShopFlows

/// What a person reads when a restored or linked screen no longer leads anywhere: plain words
/// about what is gone, never Swift's description of a link.
@MainActor
@Suite("Unavailable screens")
struct UnavailableScreenTests {
    /// A saved state whose top screen leads nowhere, and the message it should show.
    struct Stale: Sendable, CustomTestStringConvertible {
        let name: String
        let message: String
        /// A card gone from the wallet, in the app that saved the state and the one restoring it.
        var removedCard: String?
        let make: @MainActor (AppCoordinator) -> Void
        var testDescription: String { name }
    }

    nonisolated static let stale: [Stale] = [
        Stale(name: "an item that left the catalogue", message: "This item is no longer available.") {
            $0.tabs[.items].push(ItemsLink.detail(itemID: 999))
        },
        Stale(name: "a card that left the wallet", message: "This card is no longer in your wallet.") {
            $0.select(.wallet)
            $0.tabs[.wallet].push(WalletLink.card(id: "c99"))
        },
        Stale(name: "a purchase paying with a card that left the wallet",
              message: "This card is no longer in your wallet.", removedCard: "c1") {
            $0.open("shop://items/2/cart/buy/3/c1")
        },
        Stale(name: "a card's page in the Items tab", message: "This page is no longer available.") {
            $0.tabs[.items].push(WalletLink.card(id: "c1"))
        },
        Stale(name: "settings in the Wallet tab", message: "This page is no longer available.") {
            $0.select(.wallet)
            $0.tabs[.wallet].push(ProfileLink.settings)
        },
        Stale(name: "a pattern screen in the Profile tab", message: "This page is no longer available.") {
            $0.select(.profile)
            $0.tabs[.profile].push(ABCLink.screenB)
        },
        Stale(name: "the edit-profile sheet over the Wallet tab", message: "This page is no longer available.") {
            $0.select(.wallet)
            $0.tabs[.wallet].present(ProfileLink.edit, style: .sheet)
        },
    ]

    /// Names of Swift types that could leak into a description of a link.
    nonisolated static let typeNames = ["ItemsLink", "PurchaseLink", "WalletLink", "ProfileLink", "PatternsLink", "ContentLink",
                            "ABCLink", "CreateConfigFlowLink", "ConfigChildLink", "AnyFlowLink", "String", "Optional"]

    nonisolated static func isPlain(_ text: String) -> Bool {
        !text.contains("(") && !typeNames.contains { text.contains($0) }
    }

    @Test("a restored screen that leads nowhere says what is gone, in plain words", arguments: stale)
    func restoredStaleScreen(_ stale: Stale) throws {
        let app = makeApp()
        allowingStaleLinks { stale.make(app) }
        let restored = makeApp()
        if let card = stale.removedCard { restored.wallet.remove(id: card) }
        restored.restore(from: app.tabs.snapshot())

        let screen = restored.visibleScreen()
        let unavailable = try #require(screen as? UnavailableViewModel, "shows \(type(of: screen))")
        #expect(unavailable.message == stale.message)
        #expect(Self.isPlain(restored.visibleTitle) && Self.isPlain(unavailable.message))

        // The header's title and the back button's tooltip come from the links alone.
        let level = restored.tabs.selectedState.topmost
        var titles = level.path.map { restored.title(for: $0) }
        titles.append(restored.title(ofRoot: level))
        #expect(titles.allSatisfy(Self.isPlain), "\(titles)")
    }

    @Test("a link to something gone says so in plain words", arguments: [
        ("shop://items/999", "This item is not in the catalogue."),
        ("shop://items/2/cart/buy/3/c99", "This card is not in your wallet."),
        ("shop://wallet/c99", "This card is not in your wallet."),
        ("shop://items/2/cart/buy/11/c1", "A purchase is for 1 to 10 items."),
    ])
    func linkToSomethingGone(link: String, message: String) throws {
        let app = makeApp()
        #expect(app.open(link) != nil)
        let alert = try #require(app.tabs.selectedState.topmost.alert)
        #expect(alert.message == message)
    }

    @Test("a link Shop cannot read says so without its parser's words", arguments: [
        "http://items", "shop://nowhere", "shop:items", "", "shop://items/%zz", "shop://items?x=1",
    ])
    func unreadableLink(link: String) throws {
        let app = makeApp()
        #expect(app.open(link) != nil)
        let alert = try #require(app.tabs.selectedState.topmost.alert)
        #expect(alert.title == "Cannot Open Link")
        let message = try #require(alert.message)
        #expect(message.hasPrefix("This link does not lead to a page of Shop"), "\(message)")
    }
}
