import Foundation
import Testing
import FlowCoordinator
@testable import ShopFlows

@MainActor
@Suite("Search in lists: what shows, and what a restart keeps")
struct ListSearchTests {
    @Test("every word must be in a row's texts, whatever the case, accents or width; a closed search shows every row")
    func matching() {
        let search = ListSearch()
        #expect(search.matches(["Studio Headphones"]))
        search.userTyped("HEAD phones")
        #expect(search.matches(["Studio Headphones", "$129.00"]))
        #expect(!search.matches(["Wireless Mouse", "$39.00"]))
        search.userTyped("cafe ＳＴＵＤＩＯ")
        #expect(search.matches(["Café Studio"]))
        search.userTyped("   ")
        #expect(search.matches(["anything"]) && search.noMatch(in: [true]) == nil)
        search.userTyped("zzz")
        #expect(search.noMatch(in: [false, false]) == "Nothing matches “zzz”.")
        search.userTyped(String(repeating: "x", count: 100_000))
        #expect(search.noMatch(in: [false]) == "Nothing matches “\(String(repeating: "x", count: 40))…”.")
        #expect(search.draft?.kept?.query.count == 10_000)
        search.userClosed()
        #expect(search.query.isEmpty && !search.isOpen && search.matches(["Wireless Mouse"]))
    }

    @Test("Enter opens the first row shown; the rows keep their places")
    func firstShown() throws {
        let app = makeApp()
        let catalogue = try #require(app.tabs[.items].rootViewModel as? ItemsViewModel)
        catalogue.search.userTyped("mouse")
        #expect(catalogue.rowsShown.filter { $0 }.count == 1)
        #expect(catalogue.rowsShown.count == catalogue.rows.count)
        catalogue.searchActivated()
        let mouse = try #require(catalogue.rows.first { $0.name == "Wireless Mouse" })
        #expect(app.tabs[.items].links == [ItemsLink.detail(itemID: mouse.id)])
    }

    @Test("an open search is saved with its tab and open again after a restart; a closed one is not saved")
    func restart() throws {
        let file = try temporaryDirectory().appendingPathComponent("state.json")
        let app = makeApp()
        app.tabs.userSelected(.wallet)
        let wallet = try #require(app.tabs[.wallet].rootViewModel as? WalletViewModel)
        wallet.search.userTyped("4242")
        let patterns = try #require(app.tabs[.patterns].rootViewModel as? PatternsViewModel)
        patterns.search.userOpened()
        patterns.search.userClosed()
        try app.save(to: StateStore(fileURL: file))
        let json = try String(contentsOf: file, encoding: .utf8)
        #expect(json.components(separatedBy: "\"search\"").count == 2, "one search saved: \(json)")

        let again = makeApp()
        #expect(again.restore(from: StateStore(fileURL: file)) == nil)
        let restored = try #require(again.tabs[.wallet].rootViewModel as? WalletViewModel)
        #expect(restored.search.isOpen && restored.search.query == "4242")
        #expect(!(try #require(again.tabs[.patterns].rootViewModel as? PatternsViewModel)).search.isOpen)
    }

    @Test("a state file of this version without searches opens as before, and one with a search opens it",
          arguments: ["wallet-add-card-draft.json", "items-search-draft.json"])
    func fixtures(fixture: String) throws {
        let file = try temporaryDirectory().appendingPathComponent("state.json")
        let folder = fixture.hasPrefix("items-search") ? "v3" : "v2"
        try FileManager.default.copyItem(
            at: repositoryRoot().appendingPathComponent("Tests/Fixtures/SavedStates/\(folder)/\(fixture)"), to: file)
        let app = makeApp()
        #expect(app.restore(from: StateStore(fileURL: file)) == nil)
        let catalogue = try #require(app.tabs[.items].rootViewModel as? ItemsViewModel)
        if folder == "v3" {
            #expect(catalogue.search.isOpen && catalogue.search.query == "Kamera café")
            #expect(app.tabs[.items].path.count == 1)
        } else {
            #expect(!catalogue.search.isOpen)
        }
    }
}
