import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// The Profile tab: edit sheet (with its unsaved-changes guard), settings, sign out.
@MainActor
@Suite("Profile tab")
struct ProfileFlowTests {
    func openEdit(_ app: AppCoordinator) throws -> EditProfileViewModel {
        app.select(.profile)
        try app.visible(ProfileViewModel.self).follow(.edit)
        return try app.visible(EditProfileViewModel.self)
    }

    @Test("the profile shows who is signed in")
    func profile() throws {
        let app = makeApp()
        let profile = try #require((app.rootViewModel(of: .profile) as? ProfileViewModel))
        #expect(profile.name == "Alex Doe")
        #expect(profile.email == "alex@example.com")
        #expect(profile.isSignedIn && profile.canEdit)
    }

    @Test("Edit opens a sheet filled with the current profile")
    func editSheet() throws {
        let app = makeApp()
        let form = try openEdit(app)
        #expect(app.tabs[.profile].sheetItem(as: ProfileLink.self) == .edit)
        #expect(form.name == "Alex Doe")
        #expect(!form.hasChanges && !form.canSave)
    }

    @Test("saving writes the account and closes the sheet")
    func save() throws {
        let app = makeApp()
        let form = try openEdit(app)
        form.name = "Sam Doe"
        form.email = "sam@example.org"
        form.saveTapped()
        #expect(app.tabs[.profile].presented == nil)
        #expect(app.account.name == "Sam Doe")
        #expect(try app.visible(ProfileViewModel.self).email == "sam@example.org")
        #expect(app.tabs.toasts.current?.title == "Profile saved")
    }

    @Test("an invalid email or empty name has an error and cannot be saved")
    func validation() throws {
        let app = makeApp()
        let form = try openEdit(app)
        form.email = "not an email"
        #expect(form.emailError == nil, "said only once the field is left")
        #expect(!form.canSave)
        form.left(.email)
        #expect(form.emailError != nil)
        form.email = "a@b.co"
        #expect(form.emailError == nil)
        form.name = "  "
        form.left(.name)
        #expect(form.nameError == nil, "a field left empty says nothing before Save")
        #expect(!form.canSave)
        form.saveTapped()
        #expect(form.nameError == "Enter your name")
        form.saveTapped()
        #expect(app.tabs[.profile].presented != nil)
    }

    @Test("a control character is told from its value, as Unicode's properties tell it, for every scalar")
    func controlCharacters() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextRules.isControl(scalar) != (scalar.properties.generalCategory == .control) {
                Issue.record("U+\(String(value, radix: 16)): the value and the properties disagree")
                return
            }
        }
        #expect(TextRules.nameProblem("Ada\u{85}Lovelace", missing: "") != nil, "a C1 control (NEL) is refused")
    }

    @Test("a name or email a page cannot show as one line is refused in plain words, in the profile and on a card", arguments: [
        ("N\tame", "A name cannot hold tabs, line breaks or other control characters"),
        ("Na\nme", "A name cannot hold tabs, line breaks or other control characters"),
        ("\u{1B}[2J", "A name cannot hold tabs, line breaks or other control characters"),
        (String(repeating: "x", count: 101), "A name has at most 100 characters"),
    ])
    func nameRules(_ name: String, _ problem: String) throws {
        let app = makeApp()
        let form = try openEdit(app)
        form.name = name
        form.left(.name)
        #expect(form.nameError == problem)
        form.saveTapped()
        #expect(app.account.name == "Alex Doe")
        #expect(CardValidation.holderError(name) == problem)
    }

    @Test("names in any script, with bidirectional marks, up to 100 characters, and emails up to 254 are kept")
    func acceptedText() throws {
        for name in ["שלום עולם", "\u{202E}fdp.exe", String(repeating: "é", count: 100), "李 小龍 😀"] {
            #expect(TextRules.nameProblem(name, missing: "Enter your name") == nil, "\(name)")
        }
        let longest = String(repeating: "a", count: 64) + "@" + String(repeating: "b", count: 184) + ".test"
        #expect(longest.count == 254 && TextRules.emailProblem(longest) == nil)
        #expect(TextRules.emailProblem(longest + "x") == "An email address has at most 254 characters")
        #expect(TextRules.emailProblem("a\u{7}@b.co") != nil)
    }

    @Test("closing with changes asks; Discard closes and keeps the account as it was")
    func discardChanges() throws {
        let app = makeApp()
        let form = try openEdit(app)
        form.name = "Sam Doe"
        let sheet = try #require(app.tabs[.profile].presented)
        #expect(app.tabs[.profile].userClosed(try #require(sheet.presentation).id) == .refused)
        #expect(sheet.confirmationDialog?.buttons.map(\.label) == ["Discard", "Keep Editing"])
        try app.answer("Discard")
        #expect(app.tabs[.profile].presented == nil)
        #expect(app.account.name == "Alex Doe")
    }

    @Test("closing without changes closes at once")
    func closeUnchanged() throws {
        let app = makeApp()
        _ = try openEdit(app)
        try app.closeTop()
        #expect(app.tabs[.profile].presented == nil)
        #expect(app.tabs[.profile].dialog == nil)
    }

    @Test("Settings is pushed; its switches write the account")
    func settings() throws {
        let app = makeApp()
        app.select(.profile)
        try app.visible(ProfileViewModel.self).follow(.settings)
        #expect(app.tabs[.profile].links == [ProfileLink.settings])
        let settings = try app.visible(SettingsViewModel.self)
        settings.newsletter = true
        settings.orderUpdates = false
        #expect(app.account.newsletter && !app.account.orderUpdates)
    }

    @Test("Sign out asks with a destructive confirmation; confirming signs out")
    func signOut() throws {
        let app = makeApp()
        app.select(.profile)
        try app.visible(ProfileViewModel.self).follow(.settings)
        try app.goBack()
        let profile = try #require((app.rootViewModel(of: .profile) as? ProfileViewModel))
        profile.signOutTapped()
        let dialog = try #require(app.tabs[.profile].confirmationDialog)
        #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
        try app.answer("Sign Out")
        #expect(!profile.isSignedIn)
        #expect(!profile.canEdit)
        #expect(app.tabs[.profile].path.isEmpty)
        profile.follow(.edit)
        #expect(app.tabs[.profile].presented == nil)
    }

    @Test("cancelling sign out stays signed in; Sign In asks as whom, and signs back in")
    func signOutCancelledThenSignIn() throws {
        let app = makeApp()
        app.select(.profile)
        let profile = try app.visible(ProfileViewModel.self)
        profile.signOutTapped()
        try app.answer("Cancel")
        #expect(profile.isSignedIn)
        profile.signOutTapped()
        try app.answer("Sign Out")
        profile.signInTapped()
        #expect(app.tabs[.profile].confirmationDialog?.title == "Sign In as Alex Doe?")
        try app.answer("Cancel")
        #expect(!profile.isSignedIn)
        profile.signInTapped()
        try app.answer("Sign In")
        #expect(profile.isSignedIn && profile.name == "Alex Doe")
    }

    @Test("signed out, the cards are hidden: the wallet, its card pages in every window, links to cards, and paying with one")
    func signedOutHidesTheCards() throws {
        let app = makeApp()
        let first = app.tabs
        let card = try #require(app.wallet.cards.first)
        first[.wallet].push(WalletLink.card(id: card.id))
        let secondID = try #require(app.newWindow())
        let second = try #require(app.windows[secondID]).tabs
        second[.wallet].push(WalletLink.card(id: card.id))
        first[.items].push(ItemsLink.detail(itemID: 1))
        first[.items].present(PurchaseLink.addToCart(quantity: 1), style: .cover)
        let purchase = try #require(first[.items].presented)
        purchase.push(PurchaseLink.paymentMethod)
        purchase.push(PurchaseLink.buy(quantity: 1, cardID: card.id))

        app.account.isSignedIn = false
        #expect(first[.wallet].path.isEmpty && second[.wallet].path.isEmpty)
        #expect(purchase.links == [PurchaseLink.paymentMethod])
        let payWith = try #require(purchase.topViewModel as? PaymentMethodViewModel)
        #expect(payWith.rows.isEmpty && !payWith.isSignedIn)
        let wallet = try #require(first[.wallet].rootViewModel as? WalletViewModel)
        #expect(wallet.rows.isEmpty && !wallet.isSignedIn)
        #expect(app.open("shop://wallet/\(card.id)") != nil)
        #expect(app.tabs.selectedState.topmost.alert?.message == "You are signed out: sign in to see your cards.")
        app.tabs.selectedState.answerDialog("OK")

        // Sign In from the payment step asks there, and the cards are back.
        payWith.signInTapped()
        #expect(purchase.confirmationDialog?.title == "Sign In as Alex Doe?")
        purchase.answerDialog("Sign In")
        #expect(payWith.rows.count == app.wallet.cards.count && wallet.rows.count == app.wallet.cards.count)
    }
}
