import Foundation
import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// `shop://` links: every documented form opens and round-trips through `currentLink`;
/// malformed ones are typed errors, shown in an alert, leaving the state as it was.
@MainActor
@Suite("Deep links")
struct DeepLinkTests {
    @Test("every documented link opens, shows a real screen, and comes back from currentLink",
          arguments: ShopRoutes.linkGrammar)
    func roundTrip(pattern: ShopRoutes.Pattern) throws {
        let app = makeApp()
        app.placeDocumentedOrder()
        #expect(app.open(pattern.example) == nil)
        #expect(app.currentLink == pattern.example)
        if app.visibleScreen() is UnavailableViewModel { Issue.record("\(pattern.example) shows nothing") }
        #expect(app.tabs.selectedState.topmost.dialog == nil)
    }

    @Test("the grammar is read from the routes: every path at which a link may end, with an example of sample values")
    func grammarFromRoutes() {
        let router = DeepLinkRouter(scheme: "t", routes: [
            .literal("a", steps: [.selectTab("a")], children: [
                .literal("b", children: [
                    .parameter("text", String.self, steps: { [.push($0)] }, value: { $0.first?.link(as: String.self) }),
                ]),
            ]),
        ])
        #expect(ShopRoutes.grammar(of: router) == [
            ShopRoutes.Pattern(pattern: "t://a", example: "t://a"),
            ShopRoutes.Pattern(pattern: "t://a/b/{text}", example: "t://a/b/Hello"),
        ], "t://a/b stops early: it is not a form")
        let patterns = Set(ShopRoutes.linkGrammar.map(\.pattern))
        for early in ["shop://items/{item}/cart/buy", "shop://items/{item}/cart/buy/{quantity}",
                      "shop://patterns/content/first", "shop://patterns/config/child"] {
            #expect(!patterns.contains(early), "\(early) stops early")
        }
    }

    @Test("the grammar reaches every tab and every pattern screen")
    func grammarCoverage() {
        let patterns = Set(ShopRoutes.linkGrammar.map(\.pattern))
        for tab in ShopTab.allCases { #expect(patterns.contains("shop://\(tab.rawValue)")) }
        for path in ["content", "content/third", "content/string/{text}", "content/sheet/{item}",
                     "content/cover/{item}", "abc", "abc/b", "abc/b/c", "abc/c", "config", "config/a",
                     "config/b/{text}", "config/cover", "config/child/{step}"] {
            #expect(patterns.contains("shop://patterns/\(path)"), "missing \(path)")
        }
        #expect(Set(ShopRoutes.linkGrammar.map(\.example)).count == ShopRoutes.linkGrammar.count)
    }

    @Test("a child-step link builds the child's back stack, and every step has a link")
    func childStepsLink() throws {
        let app = makeApp()
        #expect(app.open("shop://patterns/config/child/3") == nil)
        #expect(app.tabs[.patterns].links == [PatternsLink.config, ConfigChildLink.step(number: 1),
                                              ConfigChildLink.step(number: 2), ConfigChildLink.step(number: 3)])
        #expect(app.currentLink == "shop://patterns/config/child/3")
        app.tabs[.patterns].pop()
        #expect(app.currentLink == "shop://patterns/config/child/2")
        #expect(app.open("shop://patterns/config/child/21") != nil)
    }

    @Test("a purchase link builds the back stack and the cover with the data each step needs, the card list under Buy")
    func purchaseLink() throws {
        let app = makeApp()
        #expect(app.open("shop://items/3/cart/buy/2/c2") == nil)
        #expect(app.tabs.selectedTab == .items)
        #expect(app.tabs[.items].links == [ItemsLink.detail(itemID: 3)])
        let cover = try #require(app.cover)
        #expect(cover.presentation?.style == .cover && cover.presentation?.hostsNavigation == true)
        #expect(cover.links == [PurchaseLink.paymentMethod, PurchaseLink.buy(quantity: 2, cardID: "c2")])
        let buy = try app.visible(BuyItemViewModel.self)
        #expect(buy.item.id == 3 && buy.quantity == 2 && buy.card.id == "c2")
    }

    @Test("a summary link shows the order it names, as it was placed")
    func summaryLink() throws {
        let app = makeApp()
        let order = app.placeOrder(item: 1, quantity: 2, cardID: "c1")
        #expect(app.open("shop://items/1/cart/buy/2/c1/summary/\(order.number)") == nil)
        let summary = try app.visible(PurchaseSummaryViewModel.self)
        #expect(summary.orderNumber == order.number)
        #expect(summary.itemName == "Mirrorless Camera")
        #expect(summary.totalText == "$1,298.00")
    }

    @Test("the orders link lists the orders, and an order's link opens it over the list")
    func ordersLink() throws {
        let app = makeApp()
        #expect(app.open("shop://orders") == nil)
        #expect(app.tabs.selectedTab == .profile)
        #expect(try app.visible(OrdersViewModel.self).isEmpty)
        #expect(app.open("shop://orders/SHOP-1001") != nil, "an order never placed")
        let order = app.placeOrder(item: 1, quantity: 2, cardID: "c1")
        #expect(app.open("shop://orders/\(order.number)") == nil)
        #expect(app.tabs[.profile].links == [ProfileLink.orders, ProfileLink.order(number: order.number)])
        #expect(try app.visible(OrderViewModel.self).order == order)
        try app.goBack()
        let list = try app.visible(OrdersViewModel.self)
        #expect(list.rows.map(\.title) == ["2 × Mirrorless Camera"])
        // An order placed while the list is open (in another window) joins it, newest first.
        let next = app.placeOrder(item: 2, quantity: 1, cardID: "c2")
        #expect(list.rows.map(\.number) == [next.number, order.number])
        list.follow(.order(number: order.number))
        #expect(try app.visible(OrderViewModel.self).order == order)
    }

    @Test("malformed links are typed errors naming the part at fault", arguments: [
        ("", DeepLinkError.empty),
        ("items/2", .malformed("items/2")),
        ("http://items", .wrongScheme(found: "http", expected: "shop")),
        ("shop://nowhere", .unknownRoute(segment: "nowhere", after: "shop://")),
        ("shop://items/99", .badParameter(name: "item", value: "99", expected: "an item id from the catalogue")),
        ("shop://items/abc", .badParameter(name: "item", value: "abc", expected: "an item id from the catalogue")),
        ("shop://items/2/cart/buy/11/c1", .badParameter(name: "quantity", value: "11", expected: "a quantity from 1 to 10")),
        ("shop://items/2/cart/buy/3/c9", .badParameter(name: "card", value: "c9", expected: "a card id from the wallet")),
        ("shop://items/2/cart/buy/3/c1/summary/bad order", .badParameter(
            name: "order", value: "bad order", expected: "an order number such as SHOP-1001")),
        ("shop://wallet/c9", .badParameter(name: "card", value: "c9", expected: "a card id from the wallet")),
        ("shop://profile/delete", .unknownRoute(segment: "delete", after: "shop://profile")),
        ("shop://patterns/config/child/0", .badParameter(name: "step", value: "0", expected: "a step number from 1 to 20")),
        ("shop://patterns/abc?x=1", .unsupportedQuery("?x=1")),
        ("shop://patterns/content/first/%zz", .badEncoding(segment: "%zz")),
    ])
    func malformed(link: String, expected: DeepLinkError) {
        let app = makeApp()
        #expect(app.open(link) == expected)
    }

    @Test("a link to a missing item keeps the state and shows an alert that says so")
    func malformedShowsAlert() throws {
        let app = makeApp()
        app.open("shop://wallet/c2")
        let recorder = FlowRecorder(app.tabs)
        let error = try #require(app.open("shop://items/99"))
        let alert = try #require(app.tabs[.wallet].alert)
        #expect(alert.title == "Cannot Open Link")
        #expect(error == .badParameter(name: "item", value: "99", expected: "an item id from the catalogue"))
        #expect(alert.message == "This item is not in the catalogue.")
        recorder.expect { $0[ShopTab.wallet].levels[0].dialog = alert } // apart from the alert, nothing moved
        app.tabs[.wallet].answerDialog("OK")
        recorder.expect { $0[ShopTab.wallet].levels[0].dialog = nil }
        recorder.finish()
    }

    @Test("the alert goes over the topmost window of the selected tab")
    func alertOverPresentation() throws {
        let app = makeApp()
        app.open("shop://wallet/add")
        app.open("shop://nope")
        #expect(app.tabs[.wallet].presented?.alert != nil)
        #expect(app.tabs[.wallet].presented != nil)
    }

    @Test("opening a link in another tab selects it and closes the old tab's windows")
    func switchesTab() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        #expect(app.open("shop://profile/settings") == nil)
        #expect(app.tabs.selectedTab == .profile)
        #expect(app.cover == nil)
        #expect(app.tabs[.items].links == [ItemsLink.detail(itemID: 2)])
    }

    @Test("a card added at run time is reachable by link")
    func newCardReachable() throws {
        let app = makeApp()
        #expect(app.open("shop://wallet/c4") != nil)
        app.wallet.add(holder: "A", number: "4111111111111111", expiryMonth: 1, expiryYear: 2030)
        #expect(app.open("shop://wallet/c4") == nil)
        #expect(try app.visible(CardDetailViewModel.self).card.id == "c4")
    }

    @Test("the routes are pure; the app checks items and cards against its model after the link is read")
    func modelChecksAfterParsing() throws {
        #expect(try ShopRoutes.router.resolve("shop://wallet/c9").steps.count == 2, "the routes know no cards")
        #expect(try ShopRoutes.router.resolve("shop://items/99/cart/buy/3/c9").steps.count == 5)
        let app = makeApp()
        #expect(app.open("shop://items/99/cart/buy/3/c1")
                == .badParameter(name: "item", value: "99", expected: "an item id from the catalogue"))
        #expect(app.open("shop://items/2/cart/buy/3/c9")
                == .badParameter(name: "card", value: "c9", expected: "a card id from the wallet"))
        #expect(app.open("shop://items/2/cart/buy/3/c1/summary/SHOP-9")
                == .badParameter(name: "order", value: "SHOP-9", expected: "the number of an order you placed"))
        _ = app.placeOrder(item: 2, quantity: 3, cardID: "c1")
        #expect(app.open("shop://items/2/cart/buy/3/c1/summary/SHOP-1001") == nil)
    }

    @Test("the grammar is a tree of pattern routes: no literal route per quantity, item or card")
    func noLiteralRoutesPerValue() {
        var count = 0
        func walk(_ routes: [DeepLinkRoute]) {
            for route in routes {
                count += 1
                if case .literal(let word) = route.segment {
                    #expect(Int(word) == nil && !makeApp().wallet.ids.contains(word), "literal route \(word)")
                }
                walk(route.children)
            }
        }
        walk(ShopRoutes.router.routes)
        // 45 routes; 171 when each quantity and each of three cards had literal routes of its own.
        #expect(count <= 50, "routes in the whole grammar")
    }

    @Test("a deep-linked cover gets its guard back (closing midway asks)")
    func deepLinkedCoverGuarded() throws {
        let app = makeApp()
        app.open("shop://items/2/cart/3/payment")
        let cover = try #require(app.cover)
        #expect(app.tabs[.items].userClosed(try #require(cover.presentation).id) == .refused)
        #expect(cover.confirmationDialog?.title == "Discard This Purchase?")
    }

    @Test("resolve returns the JSON of the state the link leads to, on a fresh app")
    func resolve() throws {
        let data = try AppCoordinator.resolve("shop://patterns/abc/b/c", environment: .testing)
        let snapshot = try ShopRoutes.archive.decodeTabs(from: data)
        #expect(snapshot.selectedTab == "patterns")
        #expect(snapshot["patterns"]?.root.links == [PatternsLink.abc, ABCLink.screenB, ABCLink.screenC])
        #expect(throws: DeepLinkError.self) { try AppCoordinator.resolve("shop://x", environment: .testing) }
    }

    @Test("every documented link resolves to a document that restores to the same link",
          arguments: ShopRoutes.linkGrammar.map(\.example))
    func resolveRestores(link: String) throws {
        let app = makeApp()
        let orders = app.placeDocumentedOrder() == app.orders.orders.last ? app.orders.contents : nil
        let data = try AppCoordinator.resolve(link, environment: .testing, userData: UserDataStore.Loaded(orders: orders))
        app.restore(from: try ShopRoutes.archive.decodeTabs(from: data))
        #expect(app.currentLink == link)
    }
}

@MainActor
@Suite("Deep links over what is shown")
struct DeepLinksOverShownTests {
    @Test("opening shop://items/3/cart on item 3's detail keeps that detail and its view model, and presents only the cover")
    func keepsTheDetail() throws {
        let app = makeApp()
        #expect(app.open("shop://items/3") == nil)
        guard let detail = app.visibleScreen() as? ItemDetailViewModel else { throw Expected("item 3's detail") }
        let entry = try #require(app.tabs[.items].topEntry)
        let before = app.tabs.snapshot()

        #expect(app.open("shop://items/3/cart") == nil)
        #expect(app.tabs[.items].path.entries == [entry])
        guard let same = app.viewModel(for: entry, in: app.tabs[.items]) as? ItemDetailViewModel else { throw Expected("the detail") }
        #expect(same === detail)
        let commands = NavigationPlanner.plan(from: before, to: app.tabs.snapshot())
        #expect(commands.count == 1)
        guard case .present? = commands.first else { Issue.record("\(commands)"); return }
    }
}
