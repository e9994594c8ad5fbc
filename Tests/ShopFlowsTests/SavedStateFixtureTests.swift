import Foundation
import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// States that `shop` saved before its state format changed: format 1, written at Ctrl+Q by the
/// build of 2b36fb1 (Tests/Fixtures/SavedStates/v1, made once by make_v1.py there and never
/// again). Each one, with the user's data saved beside it, restores with no notice to the screens
/// it is named for; it must keep doing so after every change of the format.
@MainActor
@Suite("Saved state fixtures of format 1")
struct SavedStateFixtureTests {
    /// A presented window as a fixture holds it: by the values of its links, not their identities.
    struct SavedWindow: Hashable, Sendable, CustomStringConvertible {
        let style: PresentationStyle
        let link: AnyFlowLink
        let hostsNavigation: Bool
        let path: LinkList

        static func sheet(_ link: some Hashable & Sendable) -> SavedWindow {
            SavedWindow(style: .sheet, link: AnyFlowLink(link), hostsNavigation: false, path: [])
        }

        static func cover(_ link: some Hashable & Sendable, hostsNavigation: Bool = false, path: LinkList = []) -> SavedWindow {
            SavedWindow(style: .cover, link: AnyFlowLink(link), hostsNavigation: hostsNavigation, path: path)
        }

        var description: String {
            "\(style)(\(link))" + (hostsNavigation ? " with its stack \(path)" : "")
        }
    }

    /// A tab as a fixture holds it: its stack, and the windows presented over it, bottom first.
    struct SavedTab: Hashable, Sendable, CustomStringConvertible {
        var path: LinkList
        var presented: [SavedWindow]

        init(_ path: LinkList = [], presenting presented: [SavedWindow] = []) {
            self.path = path
            self.presented = presented
        }

        /// The tab as `flow` holds it.
        init(restored flow: FlowSnapshot) {
            path = flow.root.links
            presented = flow.levels.dropFirst().compactMap { level in
                level.presentation.map {
                    SavedWindow(style: $0.style, link: $0.link, hostsNavigation: $0.hostsNavigation, path: level.links)
                }
            }
        }

        var description: String {
            ([path.description] + presented.map(\.description)).joined(separator: " > ")
        }
    }

    /// One fixture and what it restores to.
    struct SavedStateFixture: Sendable, CustomTestStringConvertible {
        /// The file in v1/; or the folder, ending in "/", with state.json and the user's data
        /// files the app wrote with it (cards.json, account.json, orders.json).
        let name: String
        let selected: ShopTab
        /// The tabs away from their first screen; the others hold nothing.
        let tabs: [ShopTab: SavedTab]
        /// Whether the screen on top, and the user's data it shows, are what the fixture is named for.
        let shows: @MainActor (AppCoordinator) -> Bool

        var testDescription: String { name }
    }

    nonisolated static let directory = repositoryRoot().appendingPathComponent("Tests")
        .appendingPathComponent("Fixtures").appendingPathComponent("SavedStates").appendingPathComponent("v1")

    // MARK: The fixtures
    // The items and cards they name are in the sample data (Resources, which the app that saved
    // them read) and in the tests' environment: items 1–4, cards c1–c3; c4 is in the fixture's cards.json.

    nonisolated static let tabFixtures: [SavedStateFixture] = [
        SavedStateFixture(name: "items-catalogue.json", selected: .items, tabs: [:]) {
            $0.visibleScreen() is ItemsViewModel
        },
        SavedStateFixture(name: "items-detail.json", selected: .items, tabs: [
            .items: SavedTab([ItemsLink.detail(itemID: 2)]),
        ]) { $0.visibleScreen() is ItemDetailViewModel },
        SavedStateFixture(name: "wallet-card-detail.json", selected: .wallet, tabs: [
            .wallet: SavedTab([WalletLink.card(id: "c2")]),
        ]) { ($0.visibleScreen() as? CardDetailViewModel)?.card.id == "c2" },
        SavedStateFixture(name: "profile-settings.json", selected: .profile, tabs: [
            .profile: SavedTab([ProfileLink.settings]),
        ]) { $0.visibleScreen() is SettingsViewModel },
        SavedStateFixture(name: "patterns-content-first-second-third.json", selected: .patterns, tabs: [
            .patterns: SavedTab([PatternsLink.content, ContentLink.firstLink(text: "Hello"), ContentLink.secondLink(number: 5),
                                 ContentLink.thirdLink]),
        ]) { $0.visibleScreen() is ThirdViewModel },
        SavedStateFixture(name: "patterns-content-string.json", selected: .patterns, tabs: [
            .patterns: SavedTab([PatternsLink.content, "Hello"]),
        ]) { $0.visibleScreen() is StringScreenViewModel },
        SavedStateFixture(name: "patterns-content-sheet.json", selected: .patterns, tabs: [
            .patterns: SavedTab([PatternsLink.content], presenting: [.sheet(ContentLink.sheetLink(item: "Hello"))]),
        ]) { $0.visibleScreen() is ContentItemViewModel },
        SavedStateFixture(name: "patterns-content-cover.json", selected: .patterns, tabs: [
            .patterns: SavedTab([PatternsLink.content], presenting: [.cover(ContentLink.coverLink(item: "Hello"))]),
        ]) { $0.visibleScreen() is ContentItemViewModel },
        SavedStateFixture(name: "patterns-abc-b-c.json", selected: .patterns, tabs: [
            .patterns: SavedTab([PatternsLink.abc, ABCLink.screenB, ABCLink.screenC]),
        ]) { $0.visibleScreen() is ScreenCViewModel },
        SavedStateFixture(name: "patterns-config-link-b.json", selected: .patterns, tabs: [
            .patterns: SavedTab([PatternsLink.config, CreateConfigFlowLink.flowLinkB("Parameter")]),
        ]) { $0.visibleScreen() is ConfigLinkBViewModel },
        SavedStateFixture(name: "patterns-config-sheet-link-a.json", selected: .patterns, tabs: [
            .patterns: SavedTab([PatternsLink.config], presenting: [.sheet(CreateConfigFlowLink.flowLinkA)]),
        ]) { $0.visibleScreen() is ConfigLinkAViewModel },
        SavedStateFixture(name: "patterns-config-cover-link-a.json", selected: .patterns, tabs: [
            .patterns: SavedTab([PatternsLink.config], presenting: [.cover(CreateConfigFlowLink.flowLinkA)]),
        ]) { $0.visibleScreen() is ConfigLinkAViewModel },
        SavedStateFixture(name: "all-tabs-deep-with-purchase.json", selected: .items, tabs: [
            .items: SavedTab([ItemsLink.detail(itemID: 4)],
                             presenting: [.cover(PurchaseLink.addToCart(quantity: 2), hostsNavigation: true)]),
            .wallet: SavedTab([WalletLink.card(id: "c3")]),
            .profile: SavedTab([ProfileLink.settings]),
            .patterns: SavedTab([PatternsLink.abc, ABCLink.screenB, ABCLink.screenC]),
        ]) { $0.visibleScreen() is AddToCartViewModel },
    ]

    nonisolated static let purchaseFixtures: [SavedStateFixture] = [
        SavedStateFixture(name: "purchase-add-to-cart.json", selected: .items, tabs: [
            .items: SavedTab([ItemsLink.detail(itemID: 2)],
                             presenting: [.cover(PurchaseLink.addToCart(quantity: 3), hostsNavigation: true)]),
        ]) { $0.visibleScreen() is AddToCartViewModel },
        SavedStateFixture(name: "purchase-payment-method.json", selected: .items, tabs: [
            .items: SavedTab([ItemsLink.detail(itemID: 2)],
                             presenting: [.cover(PurchaseLink.addToCart(quantity: 3), hostsNavigation: true,
                                                 path: [PurchaseLink.paymentMethod])]),
        ]) { $0.visibleScreen() is PaymentMethodViewModel },
        SavedStateFixture(name: "purchase-buy.json", selected: .items, tabs: [
            .items: SavedTab([ItemsLink.detail(itemID: 2)],
                             presenting: [.cover(PurchaseLink.addToCart(quantity: 3), hostsNavigation: true,
                                                 path: [PurchaseLink.paymentMethod, PurchaseLink.buy(quantity: 3, cardID: "c1")])]),
        ]) { $0.visibleScreen() is BuyItemViewModel },
        SavedStateFixture(name: "purchase-summary/", selected: .items, tabs: [
            .items: SavedTab([ItemsLink.detail(itemID: 2)],
                             presenting: [.cover(PurchaseLink.summary(orderNumber: "SHOP-1001", quantity: 3, cardID: "c1"))]),
        ]) { ($0.visibleScreen() as? PurchaseSummaryViewModel)?.orderNumber == "SHOP-1001" },
        // Paid with a card added on the way, in the purchase's own add-card sheet.
        SavedStateFixture(name: "purchase-summary-new-card/", selected: .items, tabs: [
            .items: SavedTab([ItemsLink.detail(itemID: 2)],
                             presenting: [.cover(PurchaseLink.summary(orderNumber: "SHOP-1001", quantity: 3, cardID: "c4"))]),
        ]) { app in
            let summary = app.visibleScreen() as? PurchaseSummaryViewModel
            return summary?.orderNumber == "SHOP-1001" && summary?.cardName == "Visa •••• 1111" && app.wallet.card(id: "c4") != nil
        },
    ]

    nonisolated static let sheetFixtures: [SavedStateFixture] = [
        SavedStateFixture(name: "sheet-add-card-wallet.json", selected: .wallet, tabs: [
            .wallet: SavedTab(presenting: [.sheet(WalletLink.addCard)]),
        ]) { $0.visibleScreen() is AddCardViewModel },
        SavedStateFixture(name: "sheet-add-card-purchase.json", selected: .items, tabs: [
            .items: SavedTab([ItemsLink.detail(itemID: 2)], presenting: [
                .cover(PurchaseLink.addToCart(quantity: 3), hostsNavigation: true, path: [PurchaseLink.paymentMethod]),
                .sheet(WalletLink.addCard),
            ]),
        ]) { $0.visibleScreen() is AddCardViewModel },
        SavedStateFixture(name: "sheet-edit-profile.json", selected: .profile, tabs: [
            .profile: SavedTab(presenting: [.sheet(ProfileLink.edit)]),
        ]) { $0.visibleScreen() is EditProfileViewModel },
    ]

    nonisolated static let userDataFixtures: [SavedStateFixture] = [
        SavedStateFixture(name: "wallet-added-card-detail/", selected: .wallet, tabs: [
            .wallet: SavedTab([WalletLink.card(id: "c4")]),
        ]) { ($0.visibleScreen() as? CardDetailViewModel)?.card.id == "c4" },
        SavedStateFixture(name: "profile-edited-settings/", selected: .profile, tabs: [
            .profile: SavedTab([ProfileLink.settings]),
        ]) { app in
            (app.visibleScreen() as? SettingsViewModel)?.newsletter == true && app.account.name == "Sam Doe"
        },
    ]

    /// The Create Configuration example's child flow at each of its steps (``ConfigChildLink/steps``).
    nonisolated static let configChildFixtures: [SavedStateFixture] = (1...20).map { step in
        let steps = (1...step).map { AnyFlowLink(ConfigChildLink.step(number: $0)) }
        return SavedStateFixture(name: "config-child-step-\(step).json", selected: .patterns, tabs: [
            .patterns: SavedTab(LinkList([AnyFlowLink(PatternsLink.config)] + steps)),
        ]) { ($0.visibleScreen() as? ConfigChildViewModel)?.number == step }
    }

    nonisolated static let fixtures = tabFixtures + purchaseFixtures + sheetFixtures + userDataFixtures + configChildFixtures

    // MARK: Tests

    @Test("every fixture in v1/ is in the table, and every one of the table is there")
    func everyFixture() throws {
        let entries = try FileManager.default.contentsOfDirectory(at: Self.directory, includingPropertiesForKeys: [.isDirectoryKey])
        let names = try entries.map { url in
            try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true ? url.lastPathComponent + "/" : url.lastPathComponent
        }
        #expect(Set(names) == Set(Self.fixtures.map(\.name)))
        #expect(Self.fixtures.count == Set(Self.fixtures.map(\.name)).count, "a fixture is in the table twice")
    }

    @Test("a state saved in format 1 restores, with no notice, to the screens it holds", arguments: fixtures)
    func restores(_ fixture: SavedStateFixture) throws {
        // A copy: a file that cannot be read is moved aside.
        let folder = try copy(fixture)
        let stateFile = folder.appendingPathComponent("state.json")
        let header = try JSONDecoder().decode(Header.self, from: Data(contentsOf: stateFile))
        #expect(header.format == "flow-coordinator-state" && header.version == 1, "the fixture is not of format 1")

        let app = makeApp()
        if fixture.name.hasSuffix("/") {
            let notices = app.restore(from: UserDataStore(directory: folder))
            #expect(notices.isEmpty, "\(notices.map(\.detail))")
        }
        let notice = app.restore(from: StateStore(fileURL: stateFile))
        #expect(notice == nil, "\(notice?.detail ?? "")")
        #expect(FileManager.default.fileExists(atPath: stateFile.path), "the file was set aside")

        let restored = app.tabs.snapshot()
        #expect(restored.selectedTab == fixture.selected.rawValue)
        for tab in ShopTab.allCases {
            let flow = try #require(restored[tab.rawValue], "no \(tab.rawValue) tab")
            #expect(SavedTab(restored: flow) == fixture.tabs[tab, default: SavedTab()], "the \(tab.rawValue) tab")
        }

        // Every page of every tab is one the app shows, none of them the page that says it is not available.
        for tab in ShopTab.allCases {
            for level in app.tabs[tab].chain {
                var screens = [level.presentation == nil ? app.rootViewModel(of: tab) : app.rootViewModel(of: level)]
                screens += level.path.map { app.viewModel(for: $0, in: level) }
                for screen in screens where screen is UnavailableViewModel {
                    Issue.record("a page of the \(tab.rawValue) tab is not available: \((screen as? UnavailableViewModel)?.message ?? "")")
                }
            }
        }
        let top = app.visibleScreen()
        let shows = fixture.shows(app)
        #expect(shows, "the page on top is \(type(of: top)), titled \(app.visibleTitle)")
    }

    /// What a state file says it is.
    private struct Header: Decodable {
        let format: String
        let version: Int
    }

    /// The fixture copied to a fresh folder: state.json, and the user's data files of a folder fixture.
    private func copy(_ fixture: SavedStateFixture) throws -> URL {
        let source = Self.directory.appendingPathComponent(fixture.name)
        let folder = try temporaryDirectory()
        if fixture.name.hasSuffix("/") {
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
        } else {
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("state.json"))
        }
        return folder
    }
}
