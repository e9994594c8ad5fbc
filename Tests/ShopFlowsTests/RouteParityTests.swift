import Testing
import FlowCoordinator
@testable import ShopFlows

/// A screen behaves the same however it came: reached by hand, opened from a link, or restored
/// from a saved state into a fresh app. Each flow with a guard, a result or a child coordinator
/// is tried all three ways; the registration of its link type is the one place that wires it.
@MainActor
@Suite("Screens reached by any route")
struct RouteParityTests {
    enum Route: String, CaseIterable, CustomTestStringConvertible {
        case byHand, deepLinked, restored
        var testDescription: String { rawValue }
    }

    /// An app showing what `byHand` reaches, by `route`.
    private func app(_ route: Route, link: String, byHand: (AppCoordinator) throws -> Void) throws -> AppCoordinator {
        let app = makeApp()
        switch route {
        case .byHand:
            try byHand(app)
            return app
        case .deepLinked:
            #expect(app.open(link) == nil)
            return app
        case .restored:
            try byHand(app)
            return try app.relaunched()
        }
    }

    @Test("the add-card sheet: its form, its guard and Save", arguments: Route.allCases)
    func addCard(_ route: Route) throws {
        let app = try app(route, link: "shop://wallet/add") { app in
            app.select(.wallet)
            try app.visible(WalletViewModel.self).follow(.addCard)
        }
        let form = try app.visible(AddCardViewModel.self)
        form.holderName = "Sam Lee"
        try app.closeTop()
        #expect(app.tabs[.wallet].presented?.dialog?.title == "Discard This Card?", "the guard asks")
        try app.answer("Keep Editing")
        form.number = "4242 4242 4242 4242"
        form.expiry = "12/30"
        form.securityCode = "123"
        form.saveTapped()
        #expect(app.tabs[.wallet].presented == nil)
        #expect(app.wallet.cards.contains { $0.holder == "Sam Lee" }, "the sheet's coordinator saved the card")
    }

    @Test("the edit-profile sheet: its form, its guard and Save", arguments: Route.allCases)
    func editProfile(_ route: Route) throws {
        let app = try app(route, link: "shop://profile/edit") { app in
            app.select(.profile)
            try app.visible(ProfileViewModel.self).follow(.edit)
        }
        let form = try app.visible(EditProfileViewModel.self)
        form.name = "Robin"
        try app.closeTop()
        #expect(app.tabs[.profile].presented?.dialog?.title == "Discard Your Changes?", "the guard asks")
        try app.answer("Keep Editing")
        form.saveTapped()
        #expect(app.tabs[.profile].presented == nil)
        #expect(app.account.name == "Robin")
    }

    @Test("the purchase: the card list hands its card back, and the cover's guard asks", arguments: Route.allCases)
    func purchase(_ route: Route) throws {
        let app = try app(route, link: "shop://items/2/cart/payment") { app in
            _ = try app.startPurchase()
            try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        }
        #expect(app.window.items.activePurchase != nil, "the cover's child coordinator")
        try app.visible(PaymentMethodViewModel.self).cardChosen("c2")
        let buy = try app.visible(BuyItemViewModel.self)
        #expect(buy.cardName == app.wallet.card(id: "c2")?.displayName, "the step's result reached the purchase")
        try app.closeTop()
        #expect(app.cover?.dialog?.title == "Discard This Purchase?")
        try app.answer("Discard")
        #expect(app.cover == nil)
    }

    @Test("the add-card sheet over a purchase: its form, its guard, and the new card in the list, chosen",
          arguments: [Route.byHand, .restored])
    func addCardOverPurchase(_ route: Route) throws {
        let app = try app(route, link: "") { app in
            _ = try app.startPurchase()
            try app.visible(AddToCartViewModel.self).choosePaymentTapped()
            try app.visible(PaymentMethodViewModel.self).addCardTapped()
        }
        let form = try app.visible(AddCardViewModel.self)
        form.holderName = "Kim Park"
        try app.closeTop()
        #expect(app.cover?.presented?.dialog?.title == "Discard This Card?")
        try app.answer("Keep Editing")
        form.number = "4242 4242 4242 4242"
        form.expiry = "12/30"
        form.securityCode = "123"
        form.saveTapped()
        #expect(app.cover?.presented == nil)
        let card = try #require(app.wallet.cards.first { $0.holder == "Kim Park" }, "the sheet's coordinator saved the card")
        #expect(try app.visible(BuyItemViewModel.self).card == card, "the card added is the one paid with")
        try app.goBack()
        let list = try app.visible(PaymentMethodViewModel.self)
        #expect(list.rows.count == app.wallet.cards.count, "\(list.rows) \(app.wallet.cards)")
    }
}
