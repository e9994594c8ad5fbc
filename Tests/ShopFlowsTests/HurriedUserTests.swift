import Testing
import FlowCoordinator
@testable import ShopFlows

/// People click twice: every intent of every screen, reported a second time once its first time
/// has changed the screen, changes nothing more (the coordinator sees that the intent's screen is
/// no longer on top). The end-to-end suite does the same with real double clicks.
@MainActor
@Suite("Hurried users", .timeLimit(.minutes(1)))
struct HurriedUserTests {
    /// One intent: how to reach its screen, and the intent itself, read from the visible screen
    /// so the second call comes from the same (now covered or gone) view model.
    struct Intent: CustomTestStringConvertible, Sendable {
        let name: String
        let reach: @MainActor @Sendable (AppCoordinator) throws -> Void
        let intent: @MainActor @Sendable (AppCoordinator) throws -> @MainActor () -> Void

        var testDescription: String { name }
    }

    nonisolated static let intents: [Intent] = [
        Intent(name: "catalogue row", reach: { _ in }) { app in
            let model = try app.visible(ItemsViewModel.self)
            return { model.follow(.detail(itemID: 2)) }
        },
        Intent(name: "Add to Cart", reach: { try $0.visible(ItemsViewModel.self).follow(.detail(itemID: 2)) }) { app in
            let model = try app.visible(ItemDetailViewModel.self)
            return { model.addToCartTapped() }
        },
        Intent(name: "Choose Payment", reach: { _ = try $0.startPurchase() }) { app in
            let model = try app.visible(AddToCartViewModel.self)
            return { model.choosePaymentTapped() }
        },
        Intent(name: "a payment card", reach: { app in
            _ = try app.startPurchase()
            try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        }) { app in
            let model = try app.visible(PaymentMethodViewModel.self)
            return { model.cardChosen("c2") }
        },
        Intent(name: "Add Card in a purchase", reach: { app in
            _ = try app.startPurchase()
            try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        }) { app in
            let model = try app.visible(PaymentMethodViewModel.self)
            return { model.addCardTapped() }
        },
        Intent(name: "Done on the summary", reach: { app in
            app.open("shop://items/2/cart/buy/3/c1/summary/\(app.placeDocumentedOrder().number)")
        }) { app in
            let model = try app.visible(PurchaseSummaryViewModel.self)
            return { model.doneTapped() }
        },
        Intent(name: "a wallet card", reach: { $0.select(.wallet) }) { app in
            let model = try app.visible(WalletViewModel.self)
            return { model.follow(.card(id: "c1")) }
        },
        Intent(name: "Add Card", reach: { $0.select(.wallet) }) { app in
            let model = try app.visible(WalletViewModel.self)
            return { model.follow(.addCard) }
        },
        Intent(name: "Remove Card", reach: { app in
            app.select(.wallet)
            try app.visible(WalletViewModel.self).follow(.card(id: "c1"))
        }) { app in
            let model = try app.visible(CardDetailViewModel.self)
            return { model.removeTapped() }
        },
        Intent(name: "Settings", reach: { $0.select(.profile) }) { app in
            let model = try app.visible(ProfileViewModel.self)
            return { model.follow(.settings) }
        },
        Intent(name: "Edit", reach: { $0.select(.profile) }) { app in
            let model = try app.visible(ProfileViewModel.self)
            return { model.follow(.edit) }
        },
        Intent(name: "Sign Out", reach: { $0.select(.profile) }) { app in
            let model = try app.visible(ProfileViewModel.self)
            return { model.signOutTapped() }
        },
        Intent(name: "a pattern row", reach: { $0.select(.patterns) }) { app in
            let model = try app.visible(PatternsViewModel.self)
            return { model.exampleChosen(.abc) }
        },
        Intent(name: "content: First", reach: { $0.open("shop://patterns/content") }) { app in
            let model = try app.visible(ContentViewModel.self)
            return { model.firstTapped() }
        },
        Intent(name: "content: Sheet", reach: { $0.open("shop://patterns/content") }) { app in
            let model = try app.visible(ContentViewModel.self)
            return { model.sheetTapped() }
        },
        Intent(name: "content: String", reach: { $0.open("shop://patterns/content") }) { app in
            let model = try app.visible(ContentViewModel.self)
            return { model.stringTapped() }
        },
        Intent(name: "first: Second", reach: { $0.open("shop://patterns/content/first/Hello") }) { app in
            let model = try app.visible(FirstViewModel.self)
            return { model.secondTapped() }
        },
        Intent(name: "second: Third", reach: { $0.open("shop://patterns/content/second/4") }) { app in
            let model = try app.visible(SecondViewModel.self)
            return { model.thirdTapped() }
        },
        Intent(name: "third: Back to Content", reach: { $0.open("shop://patterns/content/third") }) { app in
            let model = try app.visible(ThirdViewModel.self)
            return { model.backToContentTapped() }
        },
        Intent(name: "A: Go to B", reach: { $0.open("shop://patterns/abc") }) { app in
            let model = try app.visible(ScreenAViewModel.self)
            return { model.goToBTapped() }
        },
        Intent(name: "A: Go to C", reach: { $0.open("shop://patterns/abc") }) { app in
            let model = try app.visible(ScreenAViewModel.self)
            return { model.goToCTapped() }
        },
        Intent(name: "B: Go to C", reach: { $0.open("shop://patterns/abc/b") }) { app in
            let model = try app.visible(ScreenBViewModel.self)
            return { model.goToCTapped() }
        },
        Intent(name: "C: Back to A", reach: { $0.open("shop://patterns/abc/b/c") }) { app in
            let model = try app.visible(ScreenCViewModel.self)
            return { model.backToATapped() }
        },
        Intent(name: "configuration: Push Link B", reach: { $0.open("shop://patterns/config") }) { app in
            let model = try app.visible(CreateConfigurationViewModel.self)
            return { model.pushTapped() }
        },
        Intent(name: "configuration: Cover", reach: { $0.open("shop://patterns/config") }) { app in
            let model = try app.visible(CreateConfigurationViewModel.self)
            return { model.showCoverTapped() }
        },
        Intent(name: "configuration: Start Child", reach: { $0.open("shop://patterns/config") }) { app in
            let model = try app.visible(CreateConfigurationViewModel.self)
            return { model.startChildTapped() }
        },
        Intent(name: "child: Next", reach: { $0.open("shop://patterns/config/child/1") }) { app in
            let model = try app.visible(ConfigChildViewModel.self)
            return { model.nextTapped() }
        },
        Intent(name: "child: Finish", reach: { $0.open("shop://patterns/config/child/2") }) { app in
            let model = try app.visible(ConfigChildViewModel.self)
            return { model.finishTapped() }
        },
    ]

    @Test("an intent reported twice changes the state once", arguments: intents)
    func twice(_ intent: Intent) throws {
        let app = makeApp()
        try intent.reach(app)
        let tap = try intent.intent(app)
        let before = app.tabs.snapshot()
        tap()
        let once = app.tabs.snapshot()
        #expect(once != before, "the first \(intent.name) changed nothing")
        tap()
        #expect(app.tabs.snapshot() == once, "a second \(intent.name) changed the state again")
    }

    @Test("Pay pressed again once the order is paid places no second order")
    func payTwice() async throws {
        let processor = ScriptedProcessor(approvals: [true])
        let app = makeApp(processor)
        _ = try app.startPurchase()
        try app.goToBuy()
        let buy = try app.visible(BuyItemViewModel.self)
        buy.payTapped()
        await app.finishPayment()
        buy.payTapped()
        await app.finishPayment()
        #expect(processor.charges.count == 1)
    }

    @Test("a closure-based close (the content sheet's Close) acts once")
    func closeTwice() throws {
        let app = makeApp()
        app.open("shop://patterns/content/sheet/Hello")
        let sheet = try #require(app.tabs[.patterns].presented)
        let model = try #require((app.rootViewModel(of: sheet) as? ContentItemViewModel))
        model.closeTapped()
        #expect(app.tabs[.patterns].presented == nil)
        app.open("shop://patterns/content/sheet/Again")
        model.closeTapped() // the old sheet's Close, late: the new sheet stays
        #expect(app.tabs[.patterns].presented != nil)
    }
}
