import Foundation
import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// The shop's windows: each with its own tabs and coordinators, over one wallet, account and
/// order book; links from outside and "Open in New Window"; closing; saving every window.
@MainActor
@Suite("Windows")
struct WindowsTests {
    private func window(_ app: AppCoordinator, _ id: WindowID) throws -> WindowCoordinator {
        try #require(app.windows[id])
    }

    @Test("the app starts with one window; Ctrl+N opens another at the catalogue, in front, with its own coordinators")
    func newWindow() throws {
        let app = makeApp()
        let first = try #require(app.windows.focusedLast)
        app.tabs.userSelected(.wallet)
        let second = try #require(app.newWindow())
        #expect(app.windows.order == [first, second])
        #expect(app.window.id == second)
        let one = try window(app, first), two = try window(app, second)
        #expect(one.tabs !== two.tabs)
        #expect(one.items !== two.items)
        #expect(two.tabs.selectedTab == .items)
        #expect(one.tabs.selectedTab == .wallet)
        #expect(app.visibleScreen() is ItemsViewModel)
        #expect(app.tab(of: two.tabs[.profile]) == .profile)
    }

    @Test("Open in New Window on a catalogue row, a card and an example opens its screen in a new window only")
    func openInNewWindow() throws {
        let app = makeApp()
        let first = try #require(app.windows.focusedLast)
        try app.visible(ItemsViewModel.self).itemOpenedInNewWindow(3)
        #expect(app.windows.order.count == 2)
        #expect(app.tabs[.items].links == [ItemsLink.detail(itemID: 3)])
        #expect(try window(app, first).tabs[.items].path.isEmpty)

        app.tabs.userSelected(.wallet)
        try app.visible(WalletViewModel.self).cardOpenedInNewWindow("c2")
        #expect(app.windows.order.count == 3)
        #expect((app.visibleScreen() as? CardDetailViewModel)?.card.id == "c2")

        app.tabs.userSelected(.patterns)
        try app.visible(PatternsViewModel.self).exampleOpenedInNewWindow(.abc)
        #expect(app.windows.order.count == 4)
        #expect(app.visibleScreen() is ScreenAViewModel)
    }

    @Test("a link opens in the window focused last, or in a new one, leaving the others")
    func links() throws {
        let app = makeApp()
        let first = try #require(app.windows.focusedLast)
        let second = try #require(app.newWindow())
        app.windows.userFocused(first)
        #expect(app.open("shop://wallet/c1") == nil)
        #expect((app.visibleScreen() as? CardDetailViewModel)?.card.id == "c1")
        #expect(try window(app, second).tabs[.wallet].path.isEmpty)
        #expect(app.open("shop://profile/settings", inNewWindow: true) == nil)
        #expect(app.windows.order.count == 3)
        #expect(app.visibleScreen() is SettingsViewModel)
        #expect(try window(app, first).tabs.selectedTab == .wallet)
        // A link refused opens no window.
        #expect(app.open("shop://items/999", inNewWindow: true) != nil)
        #expect(app.windows.order.count == 3)
    }

    @Test("closing a window closes it; closing the last one quits, as Ctrl+Q does")
    func closing() throws {
        let app = makeApp()
        let first = try #require(app.windows.focusedLast)
        let second = try #require(app.newWindow())
        var quits = 0
        app.closeRequested(second) { quits += 1 }
        #expect(app.windows.order == [first])
        #expect(quits == 0)
        app.closeRequested(first) { quits += 1 }
        #expect(quits == 1)
        #expect(app.windows.order == [first], "the last window stays in the state, to be saved")
    }

    @Test("one wallet: a card added in one window is in the other's list; removed, it leaves the other window too, and Undo puts it back in both lists")
    func oneWallet() throws {
        let app = makeApp()
        let first = try #require(app.windows.focusedLast)
        app.tabs.userSelected(.wallet)
        try app.visible(WalletViewModel.self).follow(.card(id: "c2"))
        let second = try #require(app.newWindow())
        app.tabs.userSelected(.wallet)
        let list = try app.visible(WalletViewModel.self)
        let added = app.wallet.add(holder: "Sam Roe", number: "4111111111111111", expiryMonth: 12, expiryYear: 2039)
        #expect(list.rows.map(\.id).contains(added.id))

        // The first window asks whether to remove it, and the second removes it meanwhile.
        try app.windows[first]?.tabs[.wallet].topmost.topViewModel.flatMap { $0 as? CardDetailViewModel }.map { $0.removeTapped() }
        #expect(try window(app, first).tabs[.wallet].dialog?.title == "Remove Mastercard •••• 4444?")
        // Removed in the second window, where it is opened and removed as a person does.
        list.follow(.card(id: "c2"))
        try app.visible(CardDetailViewModel.self).removeTapped()
        app.tabs.selectedState.answerDialog("Remove Card")
        #expect(app.tabs[.wallet].path.isEmpty)
        #expect(try window(app, first).tabs[.wallet].path.isEmpty, "the first window left it too")
        #expect(try window(app, first).tabs[.wallet].dialog == nil, "and its question, answered already")
        // Undo, in the window that removed it, puts it back in the list of both.
        app.tabs.toasts.userActivated(try #require(app.tabs.toasts.current).id)
        #expect(list.rows.map(\.id).contains("c2"))
        #expect(app.windows.focusedLast == second)
    }

    @Test("every window is saved with its frame and restored in order, with its drafts")
    func saveAndRestore() throws {
        let store = StateStore(fileURL: try temporaryDirectory().appendingPathComponent("state.json"))
        let app = makeApp()
        let first = try #require(app.windows.focusedLast)
        app.tabs.userSelected(.profile)
        try app.visible(ProfileViewModel.self).follow(.edit)
        let edit = try app.visible(EditProfileViewModel.self)
        edit.name = "Sam"
        let second = try #require(app.newWindow())
        app.open("shop://items/2")
        app.windows.userResized(second, to: WindowFrame(width: 500, height: 400, isMaximized: true))
        app.windows.userFocused(first)
        try app.save(to: store)

        let again = makeApp()
        let notice = again.restore(from: store)
        #expect(notice == nil)
        #expect(again.windows.order == [second, first])
        #expect(again.windows.frames[second] == WindowFrame(width: 500, height: 400, isMaximized: true))
        #expect(try window(again, second).tabs[.items].links == [ItemsLink.detail(itemID: 2)])
        #expect((again.visibleScreen() as? EditProfileViewModel)?.name == "Sam")
        #expect(again.newWindow() == WindowID(3))
    }

    @Test("a quit asks about a half-typed card number in any window, on that window's sheet")
    func quitAsksInAnyWindow() throws {
        let app = makeApp()
        let first = try #require(app.windows.focusedLast)
        app.tabs.userSelected(.wallet)
        try app.visible(WalletViewModel.self).follow(.addCard)
        try app.visible(AddCardViewModel.self).number = "4111"
        app.newWindow()
        var quit = false
        app.quitRequested { quit = true }
        #expect(!quit)
        let sheet = try #require(try window(app, first).tabs[.wallet].presented)
        #expect(sheet.dialog?.title.hasPrefix("Quit and Lose") == true)
    }

    @Test("at the limit of windows a saved state holds, no other opens, and the window says why")
    func windowLimit() throws {
        let app = makeApp()
        while app.windows.order.count < AppCoordinator.windowLimit { _ = try #require(app.newWindow()) }
        let front = app.windows.focusedLast
        #expect(app.newWindow() == nil)
        #expect(app.open("shop://wallet", inNewWindow: true) == nil)
        #expect(app.windows.order.count == AppCoordinator.windowLimit)
        #expect(app.windows.focusedLast == front)
        #expect(app.tabs.toasts.current?.title.hasPrefix("Shop keeps at most 64 windows open") == true)
        // And every one of them saves and reads back.
        let store = StateStore(fileURL: try temporaryDirectory().appendingPathComponent("state.json"))
        try app.save(to: store)
        #expect(store.load().snapshot?.windows.count == AppCoordinator.windowLimit)
    }

    // MARK: Files of the single-window format

    nonisolated static let fixtures = ["wallet-add-card-draft.json", "patterns-content-config-drafts.json",
                                       "profile-edit-profile-draft.json"]

    @Test("a state file of version 2 (one window, with drafts) opens as one window with its drafts", arguments: fixtures)
    func version2(fixture: String) throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("state.json")
        try FileManager.default.copyItem(
            at: repositoryRoot().appendingPathComponent("Tests/Fixtures/SavedStates/v2").appendingPathComponent(fixture), to: file)
        let app = makeApp()
        let notice = app.restore(from: StateStore(fileURL: file))
        #expect(notice == nil)
        #expect(app.windows.order == [WindowID(1)])
        switch fixture {
        case "wallet-add-card-draft.json":
            // A draft saved before the caret was kept: the field, the caret at the end of its text.
            let form = try app.visible(AddCardViewModel.self)
            #expect(form.holderName == "Zoë Ångström" && form.focus == .expiry && form.caret == nil)
        case "profile-edit-profile-draft.json":
            #expect(try app.visible(EditProfileViewModel.self).name == "Alex Dœ-Ñúñez")
            #expect(try app.visible(EditProfileViewModel.self).caret == nil)
        default:
            #expect(app.tabs.selectedTab == .patterns)
            #expect(!app.windows.drafts().byScreen.isEmpty)
        }
        // Saved again, it is a document of version 3 that reads back the same.
        try app.save(to: StateStore(fileURL: file))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(json["version"] as? Int == 3)
    }
}
