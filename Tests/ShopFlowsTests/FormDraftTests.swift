import Foundation
import Testing
import FlowCoordinator
@testable import ShopFlows

/// What a person typed into the shop's forms is kept with their screens through a quit, and
/// handed back to the same fields after the next launch; a card number never is.
@MainActor
@Suite("Form drafts")
struct FormDraftTests {
    /// Saves `app` to a fresh state file, launches another app from it, and returns that one
    /// with the notice it gave, and the file's text.
    func relaunch(_ app: AppCoordinator) throws -> (AppCoordinator, RestorationNotice?, String) {
        let store = StateStore(fileURL: try temporaryDirectory().appendingPathComponent("state.json"))
        try app.save(to: store)
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        let next = makeApp()
        let notice = next.restore(from: store)
        return (next, notice, text)
    }

    @Test("Add Card keeps the name and expiry and the field that had the focus, never the number or security code")
    func addCard() throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.addCard)
        let form = try app.visible(AddCardViewModel.self)
        form.holderName = "Zoë Ångström"
        form.expiry = "04/2"
        form.number = "4000 0566 5566 5556"
        form.securityCode = "737"
        form.focus = .expiry
        form.caret = 2
        let (next, notice, text) = try relaunch(app)
        #expect(notice == nil)
        for secret in ["4000 0566 5566 5556", "4000056655665556", "5566", "737"] {
            #expect(!text.contains(secret), "the state file holds \(secret)")
        }
        let restored = try next.visible(AddCardViewModel.self)
        #expect(restored.holderName == "Zoë Ångström" && restored.expiry == "04/2")
        #expect(restored.number.isEmpty && restored.securityCode.isEmpty)
        #expect(restored.focus == .expiry && restored.caret == 2, "the cursor is back in the expiry, after “04”")
        #expect(restored.hasChanges, "closing the restored form asks, as it did before the quit")
    }

    @Test("a restored form says what is wrong with the fields left before, not with the one typed in",
          arguments: [AddCardViewModel.Field.holderName, .expiry])
    func restoredErrors(typingIn field: AddCardViewModel.Field) throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.addCard)
        let form = try app.visible(AddCardViewModel.self)
        form.holderName = "N\tame"
        form.expiry = "13/30"
        form.focus = field
        let (next, _, _) = try relaunch(app)
        let restored = try next.visible(AddCardViewModel.self)
        #expect((restored.holderNameError != nil) == (field != .holderName))
        #expect((restored.expiryError != nil) == (field != .expiry))
    }

    @Test("a form left in a field no file keeps comes back with the cursor in its first empty field",
          arguments: [AddCardViewModel.Field.number, .securityCode])
    func addCardLeftInASecretField(field: AddCardViewModel.Field) throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.addCard)
        let form = try app.visible(AddCardViewModel.self)
        form.holderName = "Zoë Ångström"
        form.securityCode = "737"
        form.focus = field
        form.caret = 3
        let (next, _, _) = try relaunch(app)
        // The security code comes back empty: the cursor there would skip the card number.
        #expect(try next.visible(AddCardViewModel.self).focus == .number)
        #expect(try next.visible(AddCardViewModel.self).caret == nil, "a caret of another field")
        form.holderName = ""
        form.expiry = "04/2"
        let (again, _, _) = try relaunch(app)
        #expect(try again.visible(AddCardViewModel.self).focus == .holderName)
    }

    @Test("Edit Profile keeps unsaved changes; saving them ends the draft")
    func editProfile() throws {
        let app = makeApp()
        app.select(.profile)
        try app.visible(ProfileViewModel.self).follow(.edit)
        let form = try app.visible(EditProfileViewModel.self)
        form.name = "Alex Dœ-Ñúñez"
        form.focus = .name
        let (next, notice, _) = try relaunch(app)
        #expect(notice == nil)
        let restored = try next.visible(EditProfileViewModel.self)
        #expect(restored.name == "Alex Dœ-Ñúñez" && restored.email == app.account.email && restored.focus == .name)
        #expect(next.account.name == "Alex Doe", "the account is as it was saved: the draft is not saved data")
        restored.saveTapped()
        #expect(next.account.name == "Alex Dœ-Ñúñez")
        #expect(next.tabs.drafts().isEmpty)
    }

    @Test("an unchanged form keeps no draft")
    func unchanged() throws {
        let app = makeApp()
        app.select(.profile)
        try app.visible(ProfileViewModel.self).follow(.edit)
        _ = try app.visible(EditProfileViewModel.self)
        #expect(app.tabs.drafts().isEmpty)
    }

    @Test("the Patterns examples keep their text fields, even text their links refuse")
    func patterns() throws {
        let app = makeApp()
        app.select(.patterns)
        app.tabs[.patterns].push(PatternsLink.content)
        try app.visible(ContentViewModel.self).text = "tab\there"
        app.tabs[.patterns].push(PatternsLink.config)
        let config = try app.visible(CreateConfigurationViewModel.self)
        config.parameter = ""
        config.focus = .parameter
        let (next, notice, _) = try relaunch(app)
        #expect(notice == nil)
        let restoredConfig = try next.visible(CreateConfigurationViewModel.self)
        #expect(restoredConfig.parameter == "" && restoredConfig.focus == .parameter)
        #expect(restoredConfig.parameterProblem != nil, "the empty parameter is still refused for link B")
        next.tabs[.patterns].pop()
        #expect(try next.visible(ContentViewModel.self).text == "tab\there")
    }

    @Test("a saved draft with a field beyond what a field holds keeps the others, and that one cut to what it holds")
    func fieldTooLong() throws {
        let app = makeApp()
        app.select(.profile)
        try app.visible(ProfileViewModel.self).follow(.edit)
        try app.visible(EditProfileViewModel.self).name = "Sam"
        try app.visible(EditProfileViewModel.self).email = "sam@example.org"
        let store = StateStore(fileURL: try temporaryDirectory().appendingPathComponent("state.json"))
        try app.save(to: store)
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""name" : "Sam""#, with: #""name" : "\#(String(repeating: "m", count: 10_001))""#).utf8)
            .write(to: store.fileURL)
        let next = makeApp()
        #expect(next.restore(from: store) == nil)
        let form = try next.visible(EditProfileViewModel.self)
        #expect(form.email == "sam@example.org", "the other field was lost with the long one")
        #expect(form.name == String(repeating: "m", count: 10_000))
    }

    @Test("a field pasted far past what a field holds does not stop the form's draft from being saved")
    func pastedTooLong() throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.addCard)
        let form = try app.visible(AddCardViewModel.self)
        form.expiry = "12/39"
        form.holderName = String(repeating: "x", count: 100_000)
        let (next, notice, _) = try relaunch(app)
        #expect(notice == nil)
        let restored = try next.visible(AddCardViewModel.self)
        #expect(restored.expiry == "12/39")
        #expect(restored.holderName.count == TextRules.maxDraftFieldLength)
        form.holderName += "y"  // typing on: still saved
        #expect(try relaunch(app).0.visible(AddCardViewModel.self).expiry == "12/39")
    }

    @Test("drafts too large together for the state file leave out the largest, never the rest of where the person was")
    func draftsBeyondTheFile() throws {
        let app = makeApp()
        // Types `name` and `expiry` into Add Card, in the window focused last.
        func addCard(_ name: String, _ expiry: String) throws {
            app.select(.wallet)
            try app.visible(WalletViewModel.self).follow(.addCard)
            try app.visible(AddCardViewModel.self).holderName = name
            try app.visible(AddCardViewModel.self).expiry = expiry
        }
        try addCard("Sam", "04/29")
        // Within what a field holds (9,000 characters, 63,000 code points, as a GTK entry takes
        // them), and 225 KB each: six of them are more than a state file may be.
        let family = String(repeating: "👨‍👩‍👧‍👦", count: 9_000)
        for _ in 1...3 {
            _ = try #require(app.newWindow())
            try addCard(family, family)
        }
        let (next, notice, text) = try relaunch(app)
        #expect(text.utf8.count <= StateStore.sizeLimit, "the next launch would set the whole file aside")
        #expect(notice == nil)
        #expect(next.windows.order.count == 4)
        #expect(next.windows.drafts().byScreen.count == 3, "only as many drafts left out as it takes")
        next.windows.userFocused(try #require(next.windows.order.first))
        next.select(.wallet)
        let form = try next.visible(AddCardViewModel.self)
        #expect(form.holderName == "Sam" && form.expiry == "04/29", "a small draft is kept")
    }

    @Test("a quit with a half-typed card number asks first, Keep Editing the safe choice; without one it quits at once")
    func quitAsks() throws {
        let app = makeApp()
        var quits = 0
        app.quitRequested { quits += 1 }
        #expect(quits == 1)

        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.addCard)
        let form = try app.visible(AddCardViewModel.self)
        form.holderName = "Zoë"
        app.quitRequested { quits += 1 }
        #expect(quits == 2, "a name is kept as a draft: no question")

        form.number = "4242"
        app.quitRequested { quits += 1 }
        #expect(quits == 2)
        let sheet = try #require(app.tabs[.wallet].presented)
        let question = try #require(sheet.dialog)
        #expect(question.title == "Quit and Lose the Card Number?")
        #expect(question.buttons.map(\.label) == ["Keep Editing", "Quit"])
        #expect(question.defaultIndex == 0 && question.cancelIndex == 0, "Return and Escape keep editing")
        app.quitRequested { quits += 1 }
        #expect(sheet.dialog == question, "asking again changes nothing")
        try app.answer("Keep Editing")
        #expect(quits == 2 && form.number == "4242")
        form.securityCode = "123"
        app.quitRequested { quits += 1 }
        #expect(sheet.dialog?.title == "Quit and Lose the Card Number and Security Code?")
        try app.answer("Quit")
        #expect(quits == 3)
    }
}
