import Testing
import FlowCoordinator
@testable import ShopFlows

/// The contract with the GTK pages: `rootViewModel(of:)` and `viewModel(for:in:)` give the right
/// screen for every link type, make each view model once, and release it when its entry leaves.
@MainActor
@Suite("Screens for pages")
struct ScreenLookupTests {
    @Test("each tab's root screen")
    func tabRoots() {
        let app = makeApp()
        if !(app.rootViewModel(of: .items) is ItemsViewModel) { Issue.record("items") }
        if !(app.rootViewModel(of: .wallet) is WalletViewModel) { Issue.record("wallet") }
        if !(app.rootViewModel(of: .profile) is ProfileViewModel) { Issue.record("profile") }
        if !(app.rootViewModel(of: .patterns) is PatternsViewModel) { Issue.record("patterns") }
        #expect(ShopTab.allCases.map { app.title(ofRoot: $0) } == ["Items", "Wallet", "Profile", "Patterns"])
        #expect(ShopTab.allCases.map(\.title) == ["Items", "Wallet", "Profile", "Patterns"])
    }

    /// The type name of a screen's view model, for comparing.
    static func name(_ screen: any ScreenViewModel) -> String {
        String(describing: type(of: screen))
    }

    @Test("every documented link's top screen is the expected case", arguments: [
        ("shop://items/2", "ItemDetailViewModel"),
        ("shop://items/2/cart", "AddToCartViewModel"),
        ("shop://items/2/cart/payment", "PaymentMethodViewModel"),
        ("shop://items/2/cart/buy/3/c1", "BuyItemViewModel"),
        ("shop://items/2/cart/buy/3/c1/summary/SHOP-1001", "PurchaseSummaryViewModel"),
        ("shop://wallet/c1", "CardDetailViewModel"),
        ("shop://wallet/add", "AddCardViewModel"),
        ("shop://profile/edit", "EditProfileViewModel"),
        ("shop://profile/settings", "SettingsViewModel"),
        ("shop://patterns/content", "ContentViewModel"),
        ("shop://patterns/content/first/a", "FirstViewModel"),
        ("shop://patterns/content/second/1", "SecondViewModel"),
        ("shop://patterns/content/third", "ThirdViewModel"),
        ("shop://patterns/content/string/a", "StringScreenViewModel"),
        ("shop://patterns/content/sheet/a", "ContentItemViewModel"),
        ("shop://patterns/content/cover/a", "ContentItemViewModel"),
        ("shop://patterns/abc", "ScreenAViewModel"),
        ("shop://patterns/abc/b", "ScreenBViewModel"),
        ("shop://patterns/abc/c", "ScreenCViewModel"),
        ("shop://patterns/config", "CreateConfigurationViewModel"),
        ("shop://patterns/config/a", "ConfigLinkAViewModel"),
        ("shop://patterns/config/cover", "ConfigLinkAViewModel"),
        ("shop://patterns/config/b/x", "ConfigLinkBViewModel"),
        ("shop://patterns/config/child/1", "ConfigChildViewModel"),
    ])
    func screenCase(link: String, expected: String) {
        let app = makeApp()
        app.placeDocumentedOrder()
        #expect(app.open(link) == nil)
        #expect(Self.name(app.visibleScreen()) == expected)
    }

    @Test("a screen's title has one source, its registration: named, and \"Not Available\" exactly for an unavailable screen",
          arguments: ShopRoutes.linkGrammar.map(\.example))
    func titlesComeFromRegistrations(link: String) {
        let app = makeApp()
        app.open(link)
        let title = app.visibleTitle
        #expect(!title.isEmpty)
        #expect((app.visibleScreen() is UnavailableViewModel) == (title == UnavailableViewModel.title), "\(link): \(title)")
    }

    @Test("asking twice gives the same view model")
    func sameViewModel() throws {
        let app = makeApp()
        app.open("shop://items/2/cart/payment")
        let cover = try #require(app.cover)
        let entry = try #require(cover.topEntry)
        #expect(app.viewModel(for: entry, in: cover) === app.viewModel(for: entry, in: cover))
        #expect(app.rootViewModel(of: cover) === app.rootViewModel(of: cover))
        #expect(app.rootViewModel(of: .items) === app.rootViewModel(of: .items))
    }

    @Test("a pushed screen's view model is released when its entry is popped")
    func releasedOnPop() throws {
        let app = makeApp()
        app.open("shop://items/2")
        weak var detail = try app.visible(ItemDetailViewModel.self)
        #expect(detail != nil)
        try app.goBack()
        #expect(detail == nil)
    }

    @Test("the purchase coordinator and its view models are released when the cover goes")
    func releasedWithCover() async throws {
        let app = makeApp()
        weak var purchase = try app.startPurchase()
        try app.goToBuy()
        weak var buy = try app.visible(BuyItemViewModel.self)
        weak var cart = app.cover.map { app.rootViewModel(of: $0) } as? AddToCartViewModel
        #expect(purchase != nil && buy != nil && cart != nil)
        app.tabs[.items].closePresented()
        #expect(purchase == nil)
        #expect(buy == nil)
        #expect(cart == nil)
    }

    @Test("a child coordinator and its view model are released with their entry")
    func childCoordinatorReleased() throws {
        let app = makeApp()
        app.open("shop://patterns/content/first/x")
        let level = app.tabs[.patterns]
        let entry = try #require(level.topEntry)
        weak var first = try app.visible(FirstViewModel.self)
        weak var coordinator = level.object(FirstCoordinator.self, for: entry.id)
        #expect(coordinator != nil)
        level.pop()
        #expect(first == nil && coordinator == nil)
    }

    @Test("card detail and add-card view models are released when they leave")
    func walletReleased() throws {
        let app = makeApp()
        app.open("shop://wallet/c1")
        weak var detail = try app.visible(CardDetailViewModel.self)
        app.open("shop://wallet/add")
        #expect(detail == nil)
        weak var form = try app.visible(AddCardViewModel.self)
        try app.closeTop()
        #expect(form == nil)
    }

    @Test("an entry of a link type no coordinator knows shows the unavailable screen")
    func unknownLinkType() throws {
        let app = makeApp()
        app.tabs[.wallet].push(ContentLink.thirdLink)
        let entry = try #require(app.tabs[.wallet].topEntry)
        if !(app.viewModel(for: entry, in: app.tabs[.wallet]) is UnavailableViewModel) { Issue.record("expected unavailable") }
    }

    @Test("tab(of:) finds the tab of a presented level")
    func tabOfLevel() throws {
        let app = makeApp()
        app.open("shop://profile/edit")
        #expect(app.tab(of: try #require(app.tabs[.profile].presented)) == .profile)
        #expect(app.tab(of: FlowState()) == nil)
    }
}
