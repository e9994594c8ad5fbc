import FlowCoordinator

/// One step of the guided tour: a short title, and what a user would do for it.
public struct TourStep: Sendable {
    public let title: String
    public let perform: @MainActor @Sendable (AppCoordinator) async throws(TourError) -> Void

    public init(_ title: String, perform: @escaping @MainActor @Sendable (AppCoordinator) async throws(TourError) -> Void) {
        self.title = title
        self.perform = perform
    }
}

/// Why a tour step could not do what it meant to: the app was not where the step expected.
public enum TourError: Error, CustomStringConvertible {
    case unexpectedScreen(expected: String, found: String)
    case noDialog(button: String)
    case nothingToClose

    public var description: String {
        switch self {
        case .unexpectedScreen(let expected, let found): "expected the \(expected) screen, found \"\(found)\""
        case .noDialog(let button): "no dialog with a \"\(button)\" button is showing"
        case .nothingToClose: "no sheet or cover is showing"
        }
    }
}

/// A walk through every flow of every tab and every pattern, driving view models the way a
/// user's clicks do: the same intent methods a button calls, and the `user…` events the adapter
/// reports for back, close and dialog buttons. The app screenshots the window after each step.
public enum Tour {
    /// `base` with an instant payment processor, so payment steps finish at once. (It still
    /// declines the sample card c3, which the tour uses to show the failure alert.)
    public static func environment(_ base: ShopEnvironment) -> ShopEnvironment {
        base.with(paymentProcessor: SimulatedPaymentProcessor(delay: .zero))
    }

    public static func steps() -> [TourStep] {
        itemsSteps + walletSteps + profileSteps + patternsSteps + deepLinkSteps
    }

    // MARK: Items and the purchase cover

    static let itemsSteps: [TourStep] = [
        TourStep("Items: the catalogue") { app in app.select(.items) },
        TourStep("Item detail") { app throws(TourError) in
            let catalogue = try app.visible(ItemsViewModel.self)
            catalogue.follow(.detail(itemID: catalogue.rows[min(1, catalogue.rows.count - 1)].id))
        },
        TourStep("Add to cart opens the purchase cover") { app throws(TourError) in
            try app.visible(ItemDetailViewModel.self).addToCartTapped()
        },
        TourStep("Add to cart: quantity 3") { app throws(TourError) in
            let cart = try app.visible(AddToCartViewModel.self)
            cart.increment()
            cart.increment()
        },
        TourStep("Select a payment method") { app throws(TourError) in
            try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        },
        TourStep("Buy with the card the simulator declines") { app throws(TourError) in
            try app.visible(PaymentMethodViewModel.self).cardChosen(SimulatedPaymentProcessor.declinedSampleCardID)
        },
        TourStep("Payment declined: choose another card") { app throws(TourError) in
            try app.visible(BuyItemViewModel.self).payTapped()
            await app.finishPayment()
        },
        TourStep("Back to the cards, choose another one") { app throws(TourError) in
            try app.answer(localized("Choose Another Card"))
            try app.visible(PaymentMethodViewModel.self).cardChosen("c1")
        },
        TourStep("Paid: the purchase summary") { app throws(TourError) in
            try app.visible(BuyItemViewModel.self).payTapped()
            await app.finishPayment()
        },
        TourStep("Done closes the cover and returns to the catalogue") { app throws(TourError) in
            try app.visible(PurchaseSummaryViewModel.self).doneTapped()
        },
        TourStep("Closing a purchase midway asks first") { app throws(TourError) in
            try app.visible(ItemsViewModel.self).follow(.detail(itemID: app.environment.catalogue.items[0].id))
            try app.visible(ItemDetailViewModel.self).addToCartTapped()
            try app.visible(AddToCartViewModel.self).increment()
            try app.closeTop()
        },
        TourStep("Discard the purchase") { app throws(TourError) in try app.answer(.destructive) },
    ]

    // MARK: Wallet

    static let walletSteps: [TourStep] = [
        TourStep("Wallet: the cards") { app in app.select(.wallet) },
        TourStep("Card detail") { app throws(TourError) in try app.visible(WalletViewModel.self).follow(.card(id: "c2")) },
        TourStep("Remove card asks first") { app throws(TourError) in
            try app.visible(CardDetailViewModel.self).removeTapped()
        },
        TourStep("Card removed") { app throws(TourError) in try app.answer(localized("Remove Card")) },
        TourStep("Add card sheet") { app throws(TourError) in try app.visible(WalletViewModel.self).follow(.addCard) },
        TourStep("Errors next to each field") { app throws(TourError) in
            let form = try app.visible(AddCardViewModel.self)
            form.number = "4242 4242 4242 4241"
            form.expiry = "01/20"
            form.securityCode = "12"
            form.saveTapped()
        },
        TourStep("Closing with unsaved input asks first") { app throws(TourError) in try app.closeTop() },
        TourStep("Keep editing and fix the fields") { app throws(TourError) in
            try app.answer(.cancel)
            let form = try app.visible(AddCardViewModel.self)
            form.holderName = "Alex Doe"
            form.number = "4111 1111 1111 1111"
            form.expiry = "09/30"
            form.securityCode = "123"
        },
        TourStep("Card saved") { app throws(TourError) in try app.visible(AddCardViewModel.self).saveTapped() },
    ]

    // MARK: Profile

    static let profileSteps: [TourStep] = [
        TourStep("Profile") { app in app.select(.profile) },
        TourStep("Edit profile sheet") { app throws(TourError) in try app.visible(ProfileViewModel.self).follow(.edit) },
        TourStep("Unsaved changes: discard?") { app throws(TourError) in
            try app.visible(EditProfileViewModel.self).name = "Sam Doe"
            try app.closeTop()
        },
        TourStep("Changes discarded") { app throws(TourError) in try app.answer(.destructive) },
        TourStep("Settings") { app throws(TourError) in try app.visible(ProfileViewModel.self).follow(.settings) },
        TourStep("Settings: newsletter on") { app throws(TourError) in
            try app.visible(SettingsViewModel.self).newsletter = true
        },
        TourStep("Sign out asks first") { app throws(TourError) in
            try app.goBack()
            try app.visible(ProfileViewModel.self).signOutTapped()
        },
        TourStep("Signed out") { app throws(TourError) in try app.answer(localized("Sign Out")) },
        TourStep("Sign in asks who") { app throws(TourError) in try app.visible(ProfileViewModel.self).signInTapped() },
        TourStep("Signed in again") { app throws(TourError) in try app.answer(localized("Sign In")) },
    ]

    // MARK: Patterns

    static let patternsSteps: [TourStep] = [
        TourStep("Patterns: the examples") { app in app.select(.patterns) },
        TourStep("Content screen: its view model is its flow state") { app throws(TourError) in
            try app.visible(PatternsViewModel.self).exampleChosen(.content)
        },
        TourStep("First link, with text") { app throws(TourError) in
            try app.visible(ContentViewModel.self).firstTapped()
        },
        TourStep("Second, pushed by the first screen's coordinator") { app throws(TourError) in
            try app.visible(FirstViewModel.self).secondTapped()
        },
        TourStep("Third, pushed by the second screen's coordinator") { app throws(TourError) in
            try app.visible(SecondViewModel.self).thirdTapped()
        },
        TourStep("Back to the content screen") { app throws(TourError) in
            try app.visible(ThirdViewModel.self).backToContentTapped()
        },
        TourStep("A plain String link on the same path") { app throws(TourError) in
            try app.visible(ContentViewModel.self).stringTapped()
        },
        TourStep("A sheet with an item") { app throws(TourError) in
            try app.goBack()
            try app.visible(ContentViewModel.self).sheetTapped()
        },
        TourStep("A cover with an item") { app throws(TourError) in
            try app.visible(ContentItemViewModel.self).closeTapped()
            try app.visible(ContentViewModel.self).coverTapped()
        },
        TourStep("Screen A") { app throws(TourError) in
            try app.visible(ContentItemViewModel.self).closeTapped()
            app.select(.patterns)
            try app.visible(PatternsViewModel.self).exampleChosen(.abc)
        },
        TourStep("A → B") { app throws(TourError) in try app.visible(ScreenAViewModel.self).goToBTapped() },
        TourStep("A → B → C") { app throws(TourError) in try app.visible(ScreenBViewModel.self).goToCTapped() },
        TourStep("A → C, through the same code for C") { app throws(TourError) in
            try app.visible(ScreenCViewModel.self).backToATapped()
            try app.visible(ScreenAViewModel.self).goToCTapped()
        },
        TourStep("Create configuration") { app throws(TourError) in
            app.select(.patterns)
            try app.visible(PatternsViewModel.self).exampleChosen(.config)
        },
        TourStep("Link A in a sheet") { app throws(TourError) in
            try app.visible(CreateConfigurationViewModel.self).showSheetTapped()
        },
        TourStep("Link B pushed with a parameter") { app throws(TourError) in
            try app.visible(ConfigLinkAViewModel.self).closeTapped()
            try app.visible(CreateConfigurationViewModel.self).pushTapped()
        },
        TourStep("Link A in a cover") { app throws(TourError) in
            try app.goBack()
            try app.visible(CreateConfigurationViewModel.self).showCoverTapped()
        },
        TourStep("A child coordinator pushes onto its parent's path") { app throws(TourError) in
            try app.visible(ConfigLinkAViewModel.self).closeTapped()
            try app.visible(CreateConfigurationViewModel.self).startChildTapped()
        },
        TourStep("The child's next step") { app throws(TourError) in
            try app.visible(ConfigChildViewModel.self).nextTapped()
        },
    ]

    // MARK: Deep links

    static let deepLinkSteps: [TourStep] = [
        TourStep("Deep link: shop://items/3/cart/buy/2/c1") { app in app.open("shop://items/3/cart/buy/2/c1") },
        TourStep("A malformed link shows an alert and changes nothing") { app in app.open("shop://items/999") },
    ]
}

/// What the tour's steps do, as a user would.
extension AppCoordinator {
    /// The view model of the screen on top, which must be a `Model`.
    func visible<Model: ScreenViewModel>(_ type: Model.Type) throws(TourError) -> Model {
        let screen = visibleScreen()
        guard let model = screen as? Model else {
            throw .unexpectedScreen(expected: "\(Model.self)", found: "\(Swift.type(of: screen))")
        }
        return model
    }

    /// Picks the button labelled `label` of the dialog showing in the selected tab: the label as
    /// the dialog shows it, in the user's language (the steps pass `localized("Remove Card")`, the
    /// text the dialog's own code gives), so the tour runs in any language.
    func answer(_ label: String) throws(TourError) {
        try answer(button: label) { $0.label == label }
    }

    /// Picks the button of `role` of the dialog showing in the selected tab: a leave question's
    /// Discard (`.destructive`) or Keep Editing (`.cancel`), whose labels FlowCoordinator gives
    /// in the user's language.
    func answer(_ role: ButtonRole) throws(TourError) {
        try answer(button: "\(role)") { $0.role == role }
    }

    private func answer(button: String, where matches: (DialogSnapshot.Button) -> Bool) throws(TourError) {
        let root = tabs.selectedState
        guard let dialog = root.chain.last(where: { $0.dialog != nil })?.dialog,
              let index = dialog.buttons.firstIndex(where: matches) else {
            throw .noDialog(button: button)
        }
        root.userAnswered(dialog.id, buttonAt: index)
    }

    /// The window's close button on the topmost sheet or cover.
    func closeTop() throws(TourError) {
        let root = tabs.selectedState
        guard let presentation = root.topmost.presentation else { throw .nothingToClose }
        root.userClosed(presentation.id)
    }

    /// The back button of the topmost stack.
    func goBack() throws(TourError) {
        let root = tabs.selectedState
        guard let top = root.topmost.topEntry else {
            throw .unexpectedScreen(expected: "a pushed screen", found: "\(type(of: visibleScreen()))")
        }
        root.userWentBack(from: top.id)
    }

    /// Waits for the payment in flight, if any.
    func finishPayment() async {
        await window.items.activePurchase?.payment?.value
    }
}
