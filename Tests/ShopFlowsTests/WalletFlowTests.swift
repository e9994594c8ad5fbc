import Foundation
import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// The Wallet tab: cards → detail → remove (confirmed), and the add-card sheet with its form.
@MainActor
@Suite("Wallet tab")
struct WalletFlowTests {
    func openAddCard(_ app: AppCoordinator) throws -> AddCardViewModel {
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.addCard)
        return try app.visible(AddCardViewModel.self)
    }

    @Test("the wallet lists its cards")
    func rows() throws {
        let app = makeApp()
        let wallet = try #require((app.rootViewModel(of: .wallet) as? WalletViewModel))
        #expect(wallet.rows.map(\.name) == ["Visa •••• 4242", "Mastercard •••• 4444", "Visa •••• 0002"])
    }

    @Test("selecting a card pushes its detail")
    func selectCard() throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.card(id: "c2"))
        #expect(app.tabs[.wallet].links == [WalletLink.card(id: "c2")])
        let detail = try app.visible(CardDetailViewModel.self)
        #expect(detail.maskedNumber.hasSuffix("4444"))
        #expect(detail.expiryText == "June 2030")
    }

    @Test("Remove card asks with a destructive confirmation")
    func removeAsks() throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.card(id: "c2"))
        try app.visible(CardDetailViewModel.self).removeTapped()
        let dialog = try #require(app.tabs[.wallet].confirmationDialog)
        #expect(dialog.title == "Remove Mastercard •••• 4444?")
        #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
        #expect(app.wallet.card(id: "c2") != nil)
    }

    @Test("confirming removes the card from the wallet and pops its detail")
    func removeConfirmed() throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.card(id: "c2"))
        try app.visible(CardDetailViewModel.self).removeTapped()
        try app.answer("Remove Card")
        #expect(app.wallet.ids == ["c1", "c3"])
        #expect(app.tabs[.wallet].path.isEmpty)
        #expect(try app.visible(WalletViewModel.self).rows.count == 2)
    }

    @Test("a removal says so in a toast whose Undo puts the card back where it was, under its own id")
    func removeThenUndo() throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.card(id: "c2"))
        try app.visible(CardDetailViewModel.self).removeTapped()
        try app.answer("Remove Card")
        let toast = try #require(app.tabs.toasts.current)
        #expect(toast.title == "Mastercard •••• 4444 removed" && toast.button == "Undo")
        #expect(app.tabs.toasts.userActivated(toast.id) == .applied)
        #expect(app.wallet.cards.map(\.id) == ["c1", "c2", "c3"])
        #expect(app.tabs.toasts.current == nil)
        #expect(app.wallet.add(holder: "A", number: "4111111111111111", expiryMonth: 1, expiryYear: 2030).id == "c4")
    }

    @Test("Keep leaves the card and the detail")
    func removeCancelled() throws {
        let app = makeApp()
        app.select(.wallet)
        try app.visible(WalletViewModel.self).follow(.card(id: "c1"))
        try app.visible(CardDetailViewModel.self).removeTapped()
        try app.answer("Keep")
        #expect(app.wallet.cards.count == 3)
        #expect(app.tabs[.wallet].links == [WalletLink.card(id: "c1")])
    }

    @Test("Add card opens a sheet")
    func addCardSheet() throws {
        let app = makeApp()
        _ = try openAddCard(app)
        #expect(app.tabs[.wallet].sheetItem(as: WalletLink.self) == .addCard)
        #expect(app.tabs[.wallet].presented?.presentation?.style == .sheet)
    }

    @Test("an empty form shows no errors until Save is tried, and Save stays disabled")
    func emptyForm() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        #expect(!form.canSave)
        #expect([form.holderNameError, form.numberError, form.expiryError, form.securityCodeError].allSatisfy { $0 == nil })
        form.saveTapped()
        #expect(form.holderNameError != nil)
        #expect(form.numberError != nil)
        #expect(form.expiryError != nil)
        #expect(form.securityCodeError != nil)
        #expect(app.tabs[.wallet].presented != nil)
    }

    @Test("each invalid field has its own error, once it is left")
    func fieldErrors() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.number = "4242 4242 4242 4241"
        form.expiry = "01/20"
        form.securityCode = "12"
        // Still being typed: nothing is said yet.
        #expect([form.numberError, form.expiryError, form.securityCodeError].allSatisfy { $0 == nil })
        for field in [AddCardViewModel.Field.number, .expiry, .securityCode] { form.left(field) }
        #expect(form.numberError == "This card number is not valid")
        #expect(form.expiryError == "This date has passed: the card expired at the end of 01/20")
        #expect(form.securityCodeError == "The security code is 3 digits")
        // Left once, a field's error follows what is typed in it.
        form.expiry = "13/30"
        #expect(form.expiryError == "There is no month 13: the month is 01 to 12")
        form.expiry = "1/3"
        #expect(form.expiryError == "Use the form MM/YY, such as 04/29")
        form.number = "4242"
        #expect(form.numberError == "A card number has 12 to 19 digits")
        #expect(!form.canSave)
        #expect(form.holderNameError == nil, "a field never typed in says nothing before Save")
    }

    @Test("a field left empty says nothing; a field fixed loses its error at once")
    func errorsComeAndGo() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.left(.holderName)
        #expect(form.holderNameError == nil)
        form.securityCode = "1"
        form.left(.securityCode)
        #expect(form.securityCodeError == "The security code is 3 digits")
        form.securityCode = "123"
        #expect(form.securityCodeError == nil)
    }

    @Test("an American Express card's security code is 4 digits, its number grouped 4-6-5")
    func americanExpress() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.number = "378282246310005"
        form.securityCode = "123"
        form.left(.number)
        form.left(.securityCode)
        #expect(form.number == "3782 822463 10005")
        #expect(form.securityCodeError == "The security code of an American Express card is 4 digits")
        form.securityCode = "1234"
        #expect(form.securityCodeError == nil)
    }

    @Test("a field left is written as the card prints it: the number in fours, the expiry MM/YY", arguments: [
        ("0130", "01/30"), ("1/30", "01/30"), ("01 / 30", "01/30"), ("01/30", "01/30"), ("13/30", "13/30"), ("1/3", "1/3"),
    ])
    func writtenAsPrinted(typed: String, shown: String) throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.number = "4111111111111111"
        form.expiry = typed
        form.left(.number)
        form.left(.expiry)
        #expect(form.number == "4111 1111 1111 1111")
        #expect(form.expiry == shown)
    }

    @Test("the same card twice is refused, naming the card in the wallet")
    func duplicateCard() throws {
        let app = makeApp()
        #expect(app.wallet.card(id: "c1")?.displayName == "Visa •••• 4242") // expires 12/29
        let form = try openAddCard(app)
        form.holderName = "Sam Roe"
        form.number = "4242 4242 4242 4242"
        form.expiry = "1229"
        form.securityCode = "123"
        form.left(.number)
        #expect(form.numberError == "This card is in your wallet already, as Visa •••• 4242")
        #expect(!form.canSave)
        form.expiry = "12/39"
        #expect(form.numberError == nil)
        #expect(form.canSave)
    }

    @Test("saving a valid card adds it to the wallet and closes the sheet")
    func saveValid() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.holderName = "Sam Roe"
        form.number = "4111 1111 1111 1111"
        form.expiry = "03/26"  // the current month of the test clock: still valid
        form.securityCode = "123"
        #expect(form.canSave)
        form.saveTapped()
        #expect(app.tabs[.wallet].presented == nil)
        let card = try #require(app.wallet.card(id: "c4"))
        #expect(card.brand == .visa && card.last4 == "1111")
        #expect(card.expiryMonth == 3 && card.expiryYear == 2026)
        #expect(card.holder == "Sam Roe")
        #expect(app.tabs.toasts.current?.title == "Visa •••• 1111 added")
        #expect(app.tabs.toasts.current?.button == nil)
    }

    @Test("closing an untouched form closes at once")
    func closeEmpty() throws {
        let app = makeApp()
        _ = try openAddCard(app)
        try app.closeTop()
        #expect(app.tabs[.wallet].presented == nil)
    }

    @Test("closing with input is refused and asks (Discard destructive, Keep Editing cancel)")
    func closeWithInputAsks() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.holderName = "Sam"
        let sheet = try #require(app.tabs[.wallet].presented)
        #expect(app.tabs[.wallet].userClosed(try #require(sheet.presentation).id) == .refused)
        let dialog = try #require(sheet.confirmationDialog)
        #expect(dialog.title == "Discard This Card?")
        #expect(dialog.buttons.map(\.label) == ["Discard", "Keep Editing"])
        #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
    }

    @Test("Discard closes the sheet without adding anything; Keep Editing keeps the input")
    func discardOrKeep() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.holderName = "Sam"
        form.cancelTapped()
        try app.answer("Keep Editing")
        #expect(try app.visible(AddCardViewModel.self).holderName == "Sam")
        try app.closeTop()
        try app.answer("Discard")
        #expect(app.tabs[.wallet].presented == nil)
        #expect(app.wallet.cards.count == 3)
    }

    @Test("switching tabs over unsaved input asks first; Discard switches, Keep Editing stays")
    func tabSwitchAsks() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.holderName = "Sam"

        #expect(app.select(.items) == .refused)
        #expect(app.tabs.selectedTab == .wallet)
        try app.answer("Keep Editing")
        #expect(try app.visible(AddCardViewModel.self).holderName == "Sam")

        #expect(app.select(.items) == .refused)
        try app.answer("Discard")
        #expect(app.tabs.selectedTab == .items)
        #expect(app.tabs[.wallet].presented == nil)
        #expect(app.tabs[.wallet].dialog == nil)
    }

    @Test("a link opened over unsaved input asks first, and opens on Discard")
    func linkAsks() throws {
        let app = makeApp()
        let form = try openAddCard(app)
        form.holderName = "Sam"

        #expect(app.open("shop://items/2") == nil)
        #expect(app.tabs.selectedTab == .wallet && app.tabs[.items].path.isEmpty)
        try app.answer("Discard")
        #expect(app.tabs.selectedTab == .items)
        #expect(app.visibleTitle == "Studio Headphones")
        #expect(app.tabs[.wallet].presented == nil)
    }

    @Test("switching tabs from an untouched sheet closes it without asking")
    func tabSwitchUntouched() throws {
        let app = makeApp()
        _ = try openAddCard(app)
        #expect(app.select(.items) == .applied)
        #expect(app.tabs[.wallet].presented == nil)
    }
}

/// A card that left the wallet stays gone for whatever still points at it.
@MainActor
@Suite("Wallet: removed cards")
struct RemovedCardTests {
    @Test("a link to a removed card does not open the card added after it")
    func linkToRemovedCard() throws {
        let app = makeApp()
        app.wallet.remove(id: "c1")
        let added = app.wallet.add(holder: "Sam Roe", number: "4111111111111111", expiryMonth: 12, expiryYear: 2039)
        #expect(added.id != "c1")
        #expect(app.open("shop://wallet/c1") != nil)
        #expect(app.tabs[.wallet].path.isEmpty)
    }

    @Test("a restored buy page for a removed card says the card is gone, not another card's")
    func restoredBuyPage() throws {
        let app = makeApp()
        app.open("shop://items/2/cart/buy/3/c1")
        let saved = app.tabs.snapshot()

        let later = makeApp()
        later.wallet.remove(id: "c1")
        later.wallet.add(holder: "Sam Roe", number: "4111111111111111", expiryMonth: 12, expiryYear: 2039)
        later.restore(from: saved)
        let screen = later.visibleScreen()
        let unavailable = try #require(screen as? UnavailableViewModel, "shows \(type(of: screen))")
        #expect(unavailable.message == "This card is no longer in your wallet.")
    }
}
