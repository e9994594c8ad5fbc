import Testing
import FlowCoordinator
@testable import ShopFlows

/// The purchase cover: add to cart → payment method (a typed result) → buy (async, cancellable,
/// with a failure alert) → summary, and the discard confirmation.
@MainActor
@Suite("Purchase cover", .timeLimit(.minutes(1)))
struct PurchaseFlowTests {
    @Test("the quantity stays within 1…10 and the total follows it")
    func quantityRange() throws {
        let app = makeApp()
        _ = try app.startPurchase(item: 2)
        let cart = try app.visible(AddToCartViewModel.self)
        cart.decrement()
        #expect(cart.quantity == 1)
        #expect(!cart.canDecrement)
        cart.quantity = 15
        #expect(cart.quantity == 10)
        #expect(!cart.canIncrement)
        cart.quantity = 3
        #expect(cart.totalText == "$387.00")
    }

    @Test("Choose payment method pushes the card list on the cover's own stack")
    func choosePaymentPushes() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        #expect(try #require(app.cover).links == anyLinks(PurchaseLink.paymentMethod))
        #expect(app.tabs[.items].links == anyLinks(ItemsLink.detail(itemID: 2)))
        let list = try app.visible(PaymentMethodViewModel.self)
        #expect(list.rows.map(\.id) == ["c1", "c2", "c3"])
    }

    @Test("the chosen card comes back as the step's result and the buy step is pushed with it")
    func chosenCardComesBack() throws {
        let app = makeApp()
        let purchase = try app.startPurchase()
        try app.goToBuy(quantity: 4, cardID: "c2")
        let cover = try #require(app.cover)
        #expect(cover.links == anyLinks(PurchaseLink.buy(quantity: 4, cardID: "c2")))
        #expect(purchase.paymentMethodResults.map { $0?.id } == ["c2"])
        let buy = try app.visible(BuyItemViewModel.self)
        #expect(buy.quantity == 4)
        #expect(buy.card.id == "c2")
        #expect(buy.totalText == "$516.00")
    }

    @Test("going back from the card list delivers nil and pushes nothing")
    func backDeliversNil() throws {
        let app = makeApp()
        let purchase = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        let cover = try #require(app.cover)
        #expect(app.tabs[.items].userWentBack(from: try #require(cover.topEntry).id) == .applied)
        #expect(purchase.paymentMethodResults.count == 1)
        #expect(purchase.paymentMethodResults.first! == nil)
        #expect(cover.path.isEmpty)
        #expect(app.visibleScreen().viewModel(as: AddToCartViewModel.self)?.chosenCardName == nil)
    }

    @Test("back from buy returns to add to cart, which shows the chosen card and keeps the quantity")
    func backFromBuyKeepsCart() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.goToBuy(quantity: 5, cardID: "c1")
        try app.goBack()
        let cart = try app.visible(AddToCartViewModel.self)
        #expect(cart.quantity == 5)
        #expect(cart.chosenCardName == "Visa •••• 4242")
    }

    @Test("paying pushes the summary with the receipt's order number")
    func paySucceeds() async throws {
        let processor = ScriptedProcessor(approvals: [true])
        let app = makeApp(processor)
        let purchase = try app.startPurchase(item: 3)
        try app.goToBuy(quantity: 2, cardID: "c1")
        try app.visible(BuyItemViewModel.self).payTapped()
        #expect(try app.visible(BuyItemViewModel.self).isProcessing)
        await purchase.payment?.value
        let cover = try #require(app.cover)
        #expect(cover.links == anyLinks(PurchaseLink.buy(quantity: 2, cardID: "c1"), PurchaseLink.summary(orderNumber: "T-1")))
        #expect(processor.charges.map(\.amount) == [17800])
        let summary = try app.visible(PurchaseSummaryViewModel.self)
        #expect(summary.orderNumber == "T-1")
        #expect(summary.itemName == "Mechanical Keyboard")
        #expect(summary.quantity == 2)
        #expect(summary.totalText == "$178.00")
        #expect(summary.cardName == "Visa •••• 4242")
        #expect(purchase.isCompleted)
    }

    @Test("a declined payment shows an alert with Retry (default) and Cancel (cancel)")
    func failureShowsAlert() async throws {
        let app = makeApp(ScriptedProcessor(approvals: [false]))
        let purchase = try app.startPurchase()
        try app.goToBuy()
        try app.visible(BuyItemViewModel.self).payTapped()
        await purchase.payment?.value
        let cover = try #require(app.cover)
        let alert = try #require(cover.alert)
        #expect(alert.title == "Payment Failed")
        #expect(alert.message?.contains("declined") == true)
        #expect(alert.buttons.map(\.label) == ["Retry", "Cancel"])
        #expect(alert.buttons.map(\.role) == [.default, .cancel])
        #expect(cover.links.count == 1)
        #expect(try app.visible(BuyItemViewModel.self).isProcessing == false)
    }

    @Test("Retry charges again, and a success then shows the summary")
    func retryRunsAgain() async throws {
        let processor = ScriptedProcessor(approvals: [false, true])
        let app = makeApp(processor)
        let purchase = try app.startPurchase()
        try app.goToBuy()
        try app.visible(BuyItemViewModel.self).payTapped()
        await purchase.payment?.value
        try app.answer("Retry")
        await purchase.payment?.value
        #expect(processor.charges.count == 2)
        #expect(app.cover?.alert == nil)
        #expect(app.visibleScreen().viewModel(as: PurchaseSummaryViewModel.self)?.orderNumber == "T-2")
    }

    @Test("Cancel on the failure alert stays on the buy step, without charging again")
    func cancelAlertStays() async throws {
        let processor = ScriptedProcessor(approvals: [false])
        let app = makeApp(processor)
        let purchase = try app.startPurchase()
        try app.goToBuy()
        try app.visible(BuyItemViewModel.self).payTapped()
        await purchase.payment?.value
        try app.answer("Cancel")
        #expect(app.cover?.dialog == nil)
        #expect(processor.charges.count == 1)
        #expect(app.visibleScreen().viewModel(as: BuyItemViewModel.self) != nil)
    }

    @Test("the simulated processor declines the sample card c3 and approves the others")
    func simulatedDeclinesSampleCard() async throws {
        let processor = SimulatedPaymentProcessor(delay: .zero)
        let card = Card(id: "c3", holder: "A", number: "4000000000000002", expiryMonth: 1, expiryYear: 2031)
        await #expect(throws: PaymentError.declined(card: card.displayName)) {
            try await processor.charge(100, card: card)
        }
        let other = Card(id: "c1", holder: "A", number: "4242424242424242", expiryMonth: 1, expiryYear: 2031)
        let receipt = try await processor.charge(100, card: other)
        #expect(receipt.amount == 100)
        #expect(ShopLinks.isOrderNumber(receipt.orderNumber))
    }

    @Test("closing the cover midway is refused and asks to discard (Discard destructive, Keep Buying cancel)")
    func closeMidwayAsks() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        let cover = try #require(app.cover)
        #expect(app.tabs[.items].userClosed(try #require(cover.presentation).id) == .refused)
        let dialog = try #require(cover.confirmationDialog)
        #expect(dialog.title == "Discard this purchase?")
        #expect(dialog.buttons.map(\.label) == ["Discard", "Keep Buying"])
        #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
        #expect(app.cover === cover)
    }

    @Test("Keep Buying keeps the cover where it was")
    func keepBuying() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.goToBuy()
        try app.closeTop()
        try app.answer("Keep Buying")
        #expect(app.cover?.links == anyLinks(PurchaseLink.buy(quantity: 1, cardID: "c1")))
        #expect(app.cover?.dialog == nil)
    }

    @Test("Discard dismisses the cover programmatically, leaving the item detail")
    func discard() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.goToBuy()
        try app.closeTop()
        try app.answer("Discard")
        #expect(app.cover == nil)
        #expect(app.tabs[.items].links == anyLinks(ItemsLink.detail(itemID: 2)))
    }

    @Test("the Cancel button inside the cover asks just like closing the window")
    func cancelButtonAsks() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).cancelTapped()
        #expect(app.cover?.confirmationDialog?.title == "Discard this purchase?")
    }

    @Test("once paid, closing the cover is allowed without a question")
    func closeAfterPaying() async throws {
        let app = makeApp()
        let purchase = try app.startPurchase()
        try app.goToBuy()
        try app.visible(BuyItemViewModel.self).payTapped()
        await purchase.payment?.value
        let id = try #require(app.cover?.presentation?.id)
        #expect(app.tabs[.items].userClosed(id) == .applied)
        #expect(app.cover == nil)
    }

    @Test("programmatic dismissal is never refused, even midway")
    func programmaticDismissal() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.goToBuy()
        app.tabs[.items].dismissPresented()
        #expect(app.cover == nil)
        #expect(app.tabs[.items].dialog == nil)
    }

    @Test("an in-flight payment is cancelled when the cover is discarded")
    func cancelledOnDiscard() async throws {
        let processor = SuspendingProcessor()
        let app = makeApp(processor)
        let purchase = try app.startPurchase()
        try app.goToBuy()
        try app.visible(BuyItemViewModel.self).payTapped()
        await processor.waitForCalls()
        try app.closeTop()
        try app.answer("Discard")
        await purchase.payment?.value
        #expect(processor.cancellations == 1)
        #expect(app.cover == nil)
    }

    @Test("an in-flight payment is cancelled when the user goes back from the buy step")
    func cancelledOnBack() async throws {
        let processor = SuspendingProcessor()
        let app = makeApp(processor)
        let purchase = try app.startPurchase()
        try app.goToBuy()
        let buy = try app.visible(BuyItemViewModel.self)
        buy.payTapped()
        await processor.waitForCalls()
        try app.goBack()
        await purchase.payment?.value
        #expect(processor.cancellations == 1)
        #expect(buy.isProcessing == false)
        #expect(app.cover?.alert == nil)
    }

    @Test("an in-flight payment is cancelled when a deep link replaces the state")
    func cancelledOnDeepLink() async throws {
        let processor = SuspendingProcessor()
        let app = makeApp(processor)
        let purchase = try app.startPurchase()
        try app.goToBuy()
        try app.visible(BuyItemViewModel.self).payTapped()
        await processor.waitForCalls()
        #expect(app.open("shop://wallet") == nil)
        await purchase.payment?.value
        #expect(processor.cancellations == 1)
    }

    @Test("Cancel while processing stops the payment without an alert")
    func cancelPaymentButton() async throws {
        let processor = SuspendingProcessor()
        let app = makeApp(processor)
        let purchase = try app.startPurchase()
        try app.goToBuy()
        let buy = try app.visible(BuyItemViewModel.self)
        buy.payTapped()
        await processor.waitForCalls()
        buy.cancelPaymentTapped()
        await purchase.payment?.value
        #expect(processor.cancellations == 1)
        #expect(!buy.isProcessing)
        #expect(app.cover?.dialog == nil)
        #expect(app.cover?.links.count == 1)
    }

    @Test("a deep-linked card list still returns the chosen card (its callback is reconnected)")
    func restoredPaymentMethodDelivers() throws {
        let app = makeApp()
        #expect(app.open("shop://items/2/cart/payment") == nil)
        let cart = try #require(app.cover.map { app.rootScreen(of: $0) }?.viewModel(as: AddToCartViewModel.self))
        cart.quantity = 2
        try app.visible(PaymentMethodViewModel.self).cardSelected("c2")
        #expect(app.cover?.links == anyLinks(PurchaseLink.buy(quantity: 2, cardID: "c2")))
    }
}
