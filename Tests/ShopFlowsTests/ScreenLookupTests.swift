import Testing
import FlowCoordinator
@testable import ShopFlows

/// The contract with the GTK pages: `rootScreen(of:)` and `screen(for:in:)` give the right
/// screen for every link type, make each view model once, and release it when its entry leaves.
@MainActor
@Suite("Screens for pages")
struct ScreenLookupTests {
    @Test("each tab's root screen")
    func tabRoots() {
        let app = makeApp()
        if case .catalogue = app.rootScreen(of: .items) {} else { Issue.record("items") }
        if case .wallet = app.rootScreen(of: .wallet) {} else { Issue.record("wallet") }
        if case .profile = app.rootScreen(of: .profile) {} else { Issue.record("profile") }
        if case .patterns = app.rootScreen(of: .patterns) {} else { Issue.record("patterns") }
        #expect(ShopTab.allCases.map { app.title(ofRoot: $0) } == ["Items", "Wallet", "Profile", "Patterns"])
        #expect(ShopTab.allCases.map(\.title) == ["Items", "Wallet", "Profile", "Patterns"])
    }

    /// The case name of a screen, for comparing.
    static func name(_ screen: ShopScreen) -> String {
        String(String(describing: screen).prefix { $0 != "(" }).components(separatedBy: ".").last!
    }

    @Test("every documented link's top screen is the expected case", arguments: [
        ("shop://items/2", "itemDetail"),
        ("shop://items/2/cart", "addToCart"),
        ("shop://items/2/cart/payment", "paymentMethod"),
        ("shop://items/2/cart/buy/3/c1", "buyItem"),
        ("shop://items/2/cart/buy/3/c1/summary/SHOP-1", "purchaseSummary"),
        ("shop://wallet/c1", "cardDetail"),
        ("shop://wallet/add", "addCard"),
        ("shop://profile/edit", "editProfile"),
        ("shop://profile/settings", "settings"),
        ("shop://patterns/content", "patternContent"),
        ("shop://patterns/content/first/a", "patternFirst"),
        ("shop://patterns/content/second/1", "patternSecond"),
        ("shop://patterns/content/third", "patternThird"),
        ("shop://patterns/content/string/a", "plainString"),
        ("shop://patterns/content/sheet/a", "patternSheet"),
        ("shop://patterns/content/cover/a", "patternCover"),
        ("shop://patterns/abc", "screenA"),
        ("shop://patterns/abc/b", "screenB"),
        ("shop://patterns/abc/c", "screenC"),
        ("shop://patterns/config", "createConfig"),
        ("shop://patterns/config/a", "configLinkA"),
        ("shop://patterns/config/cover", "configLinkA"),
        ("shop://patterns/config/b/x", "configLinkB"),
        ("shop://patterns/config/child/1", "configChild"),
    ])
    func screenCase(link: String, expected: String) {
        let app = makeApp()
        #expect(app.open(link) == nil)
        #expect(Self.name(app.visibleScreen()) == expected)
    }

    @Test("titles from links alone match the view models' titles", arguments: ShopLinks.linkGrammar.map(\.example))
    func titlesMatch(link: String) {
        let app = makeApp()
        app.open(link)
        let level = app.tabs.selectedState.topmost
        if let top = level.topEntry {
            #expect(app.title(for: top) == app.screen(for: top, in: level).title)
        } else if level.presentation != nil {
            #expect(app.title(ofRoot: level) == app.rootScreen(of: level).title)
        }
    }

    @Test("asking twice gives the same view model")
    func sameViewModel() throws {
        let app = makeApp()
        app.open("shop://items/2/cart/payment")
        let cover = try #require(app.cover)
        let entry = try #require(cover.topEntry)
        #expect(app.screen(for: entry, in: cover).viewModel === app.screen(for: entry, in: cover).viewModel)
        #expect(app.rootScreen(of: cover).viewModel === app.rootScreen(of: cover).viewModel)
        #expect(app.rootScreen(of: .items).viewModel === app.rootScreen(of: .items).viewModel)
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
        weak var cart = app.cover.map { app.rootScreen(of: $0) }?.viewModel(as: AddToCartViewModel.self)
        #expect(purchase != nil && buy != nil && cart != nil)
        app.tabs[.items].dismissPresented()
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
        weak var coordinator = level.attachment(FirstCoordinator.self, for: entry.id)
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
        if case .unavailable = app.screen(for: entry, in: app.tabs[.wallet]) {} else { Issue.record("expected unavailable") }
    }

    @Test("tab(of:) finds the tab of a presented level")
    func tabOfLevel() throws {
        let app = makeApp()
        app.open("shop://profile/edit")
        #expect(app.tab(of: try #require(app.tabs[.profile].presented)) == .profile)
        #expect(app.tab(of: FlowState()) == nil)
    }
}
