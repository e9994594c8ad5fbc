import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// The purchase cover: add to cart → payment method (a typed result) → buy (async, cancellable,
/// with a failure alert) → summary, and the discard confirmation.
@MainActor
@Suite("Purchase cover", .timeLimit(.minutes(1)))
struct PurchaseFlowTests {
    @Test("the quantity stays within 1…10, the total follows it, and the cover's link keeps it")
    func quantityRange() throws {
        let app = makeApp()
        _ = try app.startPurchase(item: 2)
        let cart = try app.visible(AddToCartViewModel.self)
        cart.decrement()
        #expect(cart.quantity == 1)
        #expect(!cart.canDecrement)
        for _ in 1...15 { cart.increment() }
        #expect(cart.quantity == 10)
        #expect(!cart.canIncrement)
        for _ in 1...7 { cart.decrement() }
        #expect(cart.totalText == "$387.00")
        #expect(app.tabs[.items].coverItem(as: PurchaseLink.self) == .addToCart(quantity: 3))
    }

    @Test("a quantity asked for from a screen no longer on top changes nothing")
    func quantityFromCoveredScreen() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        let cart = try app.visible(AddToCartViewModel.self)
        cart.choosePaymentTapped()
        cart.increment()
        #expect(cart.quantity == 1)
        #expect(app.tabs[.items].coverItem(as: PurchaseLink.self) == .addToCart(quantity: 1))
    }

    @Test("Choose payment method pushes the card list on the cover's own stack")
    func choosePaymentPushes() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        #expect(try #require(app.cover).links == [PurchaseLink.paymentMethod])
        #expect(app.tabs[.items].links == [ItemsLink.detail(itemID: 2)])
        let list = try app.visible(PaymentMethodViewModel.self)
        #expect(list.rows.map(\.id) == ["c1", "c2", "c3"])
    }

    @Test("the chosen card comes back as the step's result and the buy step is pushed with it, over the card list")
    func chosenCardComesBack() throws {
        let app = makeApp()
        let purchase = try app.startPurchase()
        try app.goToBuy(quantity: 4, cardID: "c2")
        let cover = try #require(app.cover)
        #expect(cover.links == [PurchaseLink.paymentMethod, PurchaseLink.buy(quantity: 4, cardID: "c2")])
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
        #expect((app.visibleScreen() as? AddToCartViewModel)?.chosenCardName == nil)
    }

    @Test("back from buy returns to the card list it was chosen in, then to add to cart, which shows the chosen card and keeps the quantity")
    func backFromBuyKeepsCart() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.goToBuy(quantity: 5, cardID: "c1")
        try app.goBack()
        _ = try app.visible(PaymentMethodViewModel.self)
        try app.goBack()
        let cart = try app.visible(AddToCartViewModel.self)
        #expect(cart.quantity == 5)
        #expect(cart.chosenCardName == "Visa •••• 4242")
    }

    @Test("paying places the order and replaces the purchase with its summary, alone in its cover")
    func paySucceeds() async throws {
        let processor = ScriptedProcessor(approvals: [true])
        let app = makeApp(processor)
        let purchase = try app.startPurchase(item: 3)
        try app.goToBuy(quantity: 2, cardID: "c1")
        try app.visible(BuyItemViewModel.self).payTapped()
        #expect(try app.visible(BuyItemViewModel.self).isProcessing)
        await purchase.payment?.value
        let cover = try #require(app.cover)
        #expect(app.tabs[.items].coverItem(as: PurchaseLink.self) == .summary(orderNumber: "SHOP-1001", quantity: 2, cardID: "c1"))
        let order = try #require(app.orders.order(number: "SHOP-1001"))
        #expect(app.orders.orders == [order])
        #expect(order.itemID == 3 && order.quantity == 2 && order.total == 17800 && order.cardName == "Visa •••• 4242")
        #expect(cover.path.isEmpty)
        #expect(cover.presentation?.hostsNavigation == false)
        #expect(processor.charges.map(\.amount) == [17800])
        let summary = try app.visible(PurchaseSummaryViewModel.self)
        #expect(summary.orderNumber == "SHOP-1001")
        #expect(summary.message == "Order SHOP-1001 is on its way.")
        #expect(summary.itemName == "Mechanical Keyboard")
        #expect(summary.quantity == 2)
        #expect(summary.totalText == "$178.00")
        #expect(summary.cardName == "Visa •••• 4242")
        #expect(try #require(app.window.items.activePurchase).isCompleted)
        #expect(purchase.level == nil, "the purchase that paid went with its cover")
    }

    @Test("a declined card shows an alert that offers another card (default), or Cancel (cancel): retrying the same card would fail again")
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
        #expect(alert.message == "Your bank declined Visa •••• 4242. Choose another card to pay with.")
        #expect(alert.buttons.map(\.label) == ["Cancel", "Choose Another Card"])
        #expect(alert.buttons.map(\.role) == [.cancel, .default])
        #expect(cover.links.count == 2)
        #expect(try app.visible(BuyItemViewModel.self).isProcessing == false)
    }

    @Test("Choose Another Card goes back to the cards, and paying with another one shows the summary")
    func chooseAnotherCard() async throws {
        let processor = ScriptedProcessor(approvals: [false, true])
        let app = makeApp(processor)
        let purchase = try app.startPurchase()
        try app.goToBuy(cardID: "c1")
        try app.visible(BuyItemViewModel.self).payTapped()
        await purchase.payment?.value
        try app.answer("Choose Another Card")
        #expect(app.cover?.links == [PurchaseLink.paymentMethod])
        try app.visible(PaymentMethodViewModel.self).cardChosen("c2")
        try app.visible(BuyItemViewModel.self).payTapped()
        await purchase.payment?.value
        #expect(processor.charges.map(\.cardID) == ["c1", "c2"])
        #expect(app.cover?.alert == nil)
        #expect((app.visibleScreen() as? PurchaseSummaryViewModel)?.cardName == "Mastercard •••• 4444")
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
        #expect((app.visibleScreen() as? BuyItemViewModel) != nil)
    }

    @Test("the simulated processor declines the sample card c3 and approves the others")
    func simulatedDeclinesSampleCard() async throws {
        let processor = SimulatedPaymentProcessor(delay: .zero)
        let card = Card(id: "c3", holder: "A", number: "4000000000000002", expiryMonth: 1, expiryYear: 2031,
                        token: processor.tokenize(cardNumber: "4000000000000002"))
        await #expect(throws: PaymentError.declined(card: card.displayName)) {
            try await processor.charge(100, card: card)
        }
        let other = Card(id: "c1", holder: "A", number: "4242424242424242", expiryMonth: 1, expiryYear: 2031,
                         token: processor.tokenize(cardNumber: "4242424242424242"))
        let receipt = try await processor.charge(100, card: other)
        #expect(receipt == Receipt(amount: 100, cardID: "c1"))
    }

    @Test("closing the cover midway is refused and asks to discard (Discard destructive, Keep Buying cancel)")
    func closeMidwayAsks() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).increment()
        let cover = try #require(app.cover)
        #expect(app.tabs[.items].userClosed(try #require(cover.presentation).id) == .refused)
        let dialog = try #require(cover.confirmationDialog)
        #expect(dialog.title == "Discard This Purchase?")
        #expect(dialog.message == "The quantity you chose will be lost.")
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
        #expect(app.cover?.links == [PurchaseLink.paymentMethod, PurchaseLink.buy(quantity: 1, cardID: "c1")])
        #expect(app.cover?.dialog == nil)
    }

    @Test("Discard closes the cover programmatically, leaving the item detail")
    func discard() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.goToBuy()
        try app.closeTop()
        try app.answer("Discard")
        #expect(app.cover == nil)
        #expect(app.tabs[.items].links == [ItemsLink.detail(itemID: 2)])
    }

    @Test("the Cancel button inside the cover asks just like closing the window")
    func cancelButtonAsks() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).increment()
        try app.visible(AddToCartViewModel.self).cancelTapped()
        #expect(app.cover?.confirmationDialog?.title == "Discard This Purchase?")
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

    @Test("a programmatic close is never refused, even midway")
    func programmaticClose() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.goToBuy()
        app.tabs[.items].closePresented()
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

    @Test("a link opened over a payment in flight cancels it, asks, and opens only on Discard")
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
        #expect(app.cover?.dialog?.title == "Discard This Purchase?")
        #expect(app.tabs.selectedTab == .items, "the link waits for the answer")
        try app.answer("Discard")
        #expect(app.tabs.selectedTab == .wallet)
        #expect(app.cover == nil)
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
        #expect(app.cover?.links.count == 2)
    }

    @Test("a deep-linked card list still returns the chosen card (its callback is reconnected)")
    func restoredPaymentMethodDelivers() throws {
        let app = makeApp()
        #expect(app.open("shop://items/2/cart/2/payment") == nil)
        try app.visible(PaymentMethodViewModel.self).cardChosen("c2")
        #expect(app.cover?.links == [PurchaseLink.paymentMethod, PurchaseLink.buy(quantity: 2, cardID: "c2")])
    }

    // MARK: A paid order offers only its summary

    @Test("once paid, the summary is all the purchase shows: nothing to go back to, no second order")
    func paidOrderHasNoWayBack() async throws {
        let processor = ScriptedProcessor(approvals: [true, true])
        let app = makeApp(processor)
        _ = try app.startPurchase()
        try app.goToBuy(quantity: 3)
        try app.visible(BuyItemViewModel.self).payTapped()
        await app.finishPayment()
        #expect(try app.visible(PurchaseSummaryViewModel.self).orderNumber == "SHOP-1001")
        #expect(!app.canGoBack)
        try? app.goBack()
        try? app.visible(BuyItemViewModel.self).payTapped()
        await app.finishPayment()
        #expect(try app.visible(PurchaseSummaryViewModel.self).orderNumber == "SHOP-1001")
        #expect(app.orders.orders.count == 1)
        #expect(processor.charges.count == 1)
    }

    @Test("a summary link and a restored summary show the placed order alone, and close without a question, back to the catalogue")
    func summaryAlone() throws {
        let app = makeApp()
        let order = app.placeOrder(item: 2, quantity: 3, cardID: "c1")
        #expect(app.open("shop://items/2/cart/buy/3/c1/summary/\(order.number)") == nil)
        for app in [app, try app.relaunched()] {
            let summary = try app.visible(PurchaseSummaryViewModel.self)
            #expect(summary.orderNumber == order.number && summary.quantity == 3 && summary.totalText == "$387.00")
            #expect(!app.canGoBack)
            try app.closeTop()
            #expect(app.cover == nil)
            #expect(app.tabs[.items].dialog == nil)
            #expect(app.tabs[.items].path.isEmpty, "closing the summary leaves the purchase, as Done does")
        }
    }

    @Test("Done, the close button and a program's close: the user's two ways out of a summary end at the catalogue")
    func summaryHasOneOutcome() throws {
        for done in [true, false] {
            let app = makeApp()
            let order = app.placeOrder(item: 2, quantity: 1, cardID: "c1")
            #expect(app.open("shop://items/2/cart/buy/1/c1/summary/\(order.number)") == nil)
            if done { try app.visible(PurchaseSummaryViewModel.self).doneTapped() } else { try app.closeTop() }
            #expect(app.cover == nil)
            #expect(app.tabs[.items].path.isEmpty)
        }
        // A link opened over the summary replaces it: that is not the user leaving the order.
        let app = makeApp()
        let order = app.placeOrder(item: 2, quantity: 1, cardID: "c1")
        #expect(app.open("shop://items/2/cart/buy/1/c1/summary/\(order.number)") == nil)
        #expect(app.open("shop://items/3") == nil)
        #expect(app.tabs[.items].links == [ItemsLink.detail(itemID: 3)])
    }

    @Test("a link to an order never placed, or not as the link says, shows nothing done and says so in plain words", arguments: [
        "shop://items/3/cart/buy/2/c1/summary/SHOP-9999",
        "shop://items/3/cart/buy/2/c2/summary/SHOP-1001",
        "shop://items/3/cart/buy/1/c1/summary/SHOP-1001",
        "shop://items/2/cart/buy/2/c1/summary/SHOP-1001",
    ])
    func unknownOrder(_ link: String) throws {
        let app = makeApp()
        _ = app.placeOrder(item: 3, quantity: 2, cardID: "c1")
        #expect(app.open(link)?.message.contains("expected the number of an order you placed") == true)
        #expect(app.cover == nil)
        let alert = try #require(app.tabs.selectedState.dialog)
        #expect(alert.title == "Cannot Open Link")
        #expect(alert.message?.hasPrefix("No such order: SHOP-") == true)
    }

    @Test("an order's summary opens after its card was removed, with the card as it was")
    func summaryOfARemovedCard() throws {
        let app = makeApp()
        let order = app.placeOrder(item: 2, quantity: 1, cardID: "c2")
        app.wallet.remove(id: "c2")
        #expect(app.open("shop://items/2/cart/buy/1/c2/summary/\(order.number)") == nil)
        #expect(try app.visible(PurchaseSummaryViewModel.self).cardName == "Mastercard •••• 4444")
    }

    // MARK: Closing while a payment runs

    @Test("closing while paying cancels the payment at once, then asks, saying nothing was charged")
    func closeWhilePayingCancels() async throws {
        let processor = ControlledProcessor()
        let app = makeApp(processor)
        _ = try app.startPurchase()
        try app.goToBuy()
        let buy = try app.visible(BuyItemViewModel.self)
        buy.payTapped()
        await processor.waitForCalls()
        try app.closeTop()
        #expect(await eventually { processor.cancellations == 1 }, "the payment goes on behind the question")
        #expect(!buy.isProcessing && buy.canPay)
        let question = try #require(app.cover?.confirmationDialog)
        #expect(question.title == "Discard This Purchase?")
        #expect(question.message?.contains("The payment was cancelled and nothing was charged.") == true)
    }

    @Test("an answer from the processor after the question changes nothing: no order behind it, no alert instead of it",
          arguments: [true, false])
    func noOutcomeBehindTheQuestion(approved: Bool) async throws {
        let processor = ControlledProcessor()
        let app = makeApp(processor)
        let purchase = try app.startPurchase()
        try app.goToBuy()
        try app.visible(BuyItemViewModel.self).payTapped()
        await processor.waitForCalls()
        try app.closeTop()
        if approved { processor.approve() } else { processor.decline() }
        await purchase.payment?.value
        #expect(app.cover?.dialog?.title == "Discard This Purchase?")
        #expect(processor.charged == 0)
        try app.answer("Keep Buying")
        #expect(try app.visible(BuyItemViewModel.self).canPay)
    }

    // MARK: An untouched purchase closes without a question

    @Test("an untouched purchase closes at once: its Cancel, the window's close, and after looking at the cards")
    func untouchedCloses() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).cancelTapped()
        #expect(app.cover == nil)

        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        try app.goBack()
        try app.closeTop()
        #expect(app.cover == nil)
        #expect(app.tabs[.items].dialog == nil)
    }

    @Test("a purchase asks before closing once its quantity changed or a card was chosen")
    func touchedAsks() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).increment()
        try app.closeTop()
        #expect(app.cover?.confirmationDialog?.title == "Discard This Purchase?")
        try app.answer("Discard")

        _ = try app.startPurchase()
        try app.goToBuy(quantity: 1)
        try app.goBack()
        try app.goBack()
        try app.visible(AddToCartViewModel.self).cancelTapped()
        let question = try #require(app.cover?.confirmationDialog)
        #expect(question.title == "Discard This Purchase?")
        #expect(question.message == "The payment method you chose will be lost.", "no quantity was chosen")
    }

    // MARK: What the Buy step says

    @Test("the Buy step says which card Pay charges, and shows a status only while paying")
    func buyWording() async throws {
        let processor = ControlledProcessor()
        let app = makeApp(processor)
        _ = try app.startPurchase()
        try app.goToBuy(quantity: 3, cardID: "c1")
        let buy = try app.visible(BuyItemViewModel.self)
        #expect(buy.paymentText == "Pay with Visa •••• 4242")
        #expect(buy.statusText == nil)
        buy.payTapped()
        #expect(buy.statusText == "Processing payment…")
        await processor.waitForCalls()
        buy.cancelPaymentTapped()
        #expect(buy.statusText == nil && buy.canPay)
    }

    // MARK: Adding a card without leaving the purchase

    @Test("an empty wallet's card list offers Add Card: the add-card sheet opens over the cover, and the card saved is the one paid with")
    func addCardInPurchase() throws {
        let app = makeApp()
        for id in app.wallet.ids { app.wallet.remove(id: id) }
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        let list = try app.visible(PaymentMethodViewModel.self)
        #expect(list.isEmpty)
        #expect(!list.emptyText.contains("Wallet tab"))

        list.addCardTapped()
        let sheet = try #require(app.cover?.presented)
        #expect(app.cover?.sheetItem(as: WalletLink.self) == .addCard)
        list.addCardTapped() // covered by the sheet now: nothing more
        #expect(app.cover?.presented === sheet)

        let form = try app.visible(AddCardViewModel.self)
        form.holderName = "Sam Doe"
        form.number = "4111 1111 1111 1111"
        form.expiry = "09/30"
        form.securityCode = "123"
        form.saveTapped()
        #expect(app.cover?.presented == nil)
        let card = try #require(list.rows.first)
        #expect(card.name == "Visa •••• 1111")
        // A card added to pay with is the one paid with: the purchase goes on to Buy with it.
        #expect(try app.visible(BuyItemViewModel.self).card.id == card.id)
    }

    @Test("closing the add-card sheet with something typed asks first, and the purchase stays")
    func addCardSheetGuard() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        try app.visible(PaymentMethodViewModel.self).addCardTapped()
        try app.visible(AddCardViewModel.self).securityCode = "1"
        try app.closeTop()
        #expect(app.cover?.presented?.confirmationDialog?.title == "Discard This Card?")
        try app.answer("Discard")
        #expect(app.cover?.presented == nil)
        _ = try app.visible(PaymentMethodViewModel.self)
    }

    @Test("a restored add-card sheet over the purchase gets its form and guard back")
    func restoredAddCardSheet() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        try app.visible(PaymentMethodViewModel.self).addCardTapped()

        let again = try app.relaunched()
        try again.visible(AddCardViewModel.self).holderName = "Sam"
        try again.closeTop()
        #expect(again.cover?.presented?.confirmationDialog?.title == "Discard This Card?")
    }
}
