import Foundation
import Testing
import FlowCoordinator
import FlowStorage
import FlowCoordinatorTesting
@testable import ShopFlows

/// Saving and loading the whole window's state, and what happens with files that cannot be read.
@MainActor
@Suite("Restoration")
struct RestorationTests {
    @Test("the default directory follows XDG_STATE_HOME, else ~/.local/state")
    func defaultDirectory() {
        #expect(StateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"]).path
                == "/x/state/shop")
        #expect(StateStore.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/.local/state/shop")
        #expect(StateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/a"]).path
                == "/home/a/.local/state/shop")
        #expect(StateStore(environment: ["HOME": "/home/a"]).fileURL.path == "/home/a/.local/state/shop/state.json")
    }

    @Test("the registry names every link type the app uses")
    func registry() {
        #expect(ShopRoutes.registry.names == ["abc", "config", "config-child", "content", "items", "patterns",
                                              "profile", "purchase", "string", "wallet"])
    }

    @Test("a saved state beyond the archive's limits is set aside, and the notice says it is too large",
          arguments: [(201, 0), (1, 17)])
    func beyondLimits(screens: Int, sheets: Int) throws {
        let directory = try temporaryDirectory()
        let store = StateStore(fileURL: directory.appendingPathComponent("state.json"))
        let app = makeApp()
        app.tabs[.patterns].restore(FlowSnapshot(
            path: (0..<screens).map { _ in FlowEntry(ABCLink.screenB) },
            presenting: (0..<sheets).map { _ in
                LevelSnapshot(presentation: Presentation(style: .sheet, link: AnyFlowLink(WalletLink.addCard), hostsNavigation: false))
            }))
        try store.stateFile.file.write(try StateArchive(registry: ShopRoutes.registry, limits: .init(pathLength: 1000, presentationDepth: 100))
            .encode(app.tabs.snapshot()))

        let notice = try #require(makeApp().restore(from: store))
        #expect(notice.message.hasPrefix("The file that remembers where you left off holds more than Shop can restore, so it started fresh."))
        #expect(notice.detail.contains("at most"))
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path), "the file was not set aside")
    }

    @Test("a saved state restores into a fresh app: same snapshot, same link, guards back")
    func roundTrip() throws {
        let directory = try temporaryDirectory()
        let store = StateStore(fileURL: directory.appendingPathComponent("nested/state.json"))
        let app = makeApp()
        app.open("shop://patterns/content/first/Hi/second/2")
        app.open("shop://items/2/cart/buy/3/c1")
        try app.save(to: store)

        let fresh = makeApp()
        #expect(fresh.restore(from: store) == nil)
        #expect(fresh.tabs.snapshot() == app.tabs.snapshot())
        #expect(fresh.currentLink == "shop://items/2/cart/buy/3/c1")
        // The restored cover has its purchase coordinator and guard before any page is built.
        let cover = try #require(fresh.cover)
        #expect(fresh.tabs[.items].userClosed(try #require(cover.presentation).id) == .refused)
        // Other tabs came back too.
        #expect(fresh.tabs[.patterns].links == [
            PatternsLink.content, ContentLink.firstLink(text: "Hi"), ContentLink.secondLink(number: 2)])
    }

    @Test("a restored add-card sheet gets its coordinator and guard back")
    func restoredSheetGuard() throws {
        let app = makeApp()
        app.open("shop://wallet/add")
        let fresh = makeApp()
        fresh.restore(from: app.tabs.snapshot())
        let form = try fresh.visible(AddCardViewModel.self)
        form.securityCode = "1"
        try fresh.closeTop()
        #expect(fresh.tabs[.wallet].presented?.confirmationDialog?.title == "Discard This Card?")
    }

    @Test("restoring makes view models only for the screens asked for")
    func lazyViewModels() throws {
        let app = makeApp()
        app.tabs[.patterns].setPath((0..<1000).map { _ in ABCLink.screenB })
        let fresh = makeApp()
        fresh.restore(from: app.tabs.snapshot())
        fresh.select(.patterns)
        let level = fresh.tabs[.patterns]
        #expect(level.path.allSatisfy { level.object(ScreenBViewModel.self, for: $0.id) == nil })
        _ = fresh.visibleScreen()
        #expect(level.path.filter { level.object(ScreenBViewModel.self, for: $0.id) != nil }.count == 1)
    }

    @Test("stale saved data shows an unavailable screen instead of crashing")
    func staleData() throws {
        let app = makeApp()
        app.tabs[.items].restore(FlowSnapshot(path: [FlowEntry(ItemsLink.detail(itemID: 42))]))
        if !(app.visibleScreen() is UnavailableViewModel) { Issue.record("expected the unavailable screen") }
        #expect(app.title(for: try #require(app.tabs[.items].topEntry)) == "Not Available")
    }

    @Test("pages saved in a tab Shop does not have are reported, not silently dropped; an empty one is not")
    func unknownTab() throws {
        let app = makeApp()
        let saved = TabsSnapshot(selectedTab: "catalogue", tabs: [
            TabSnapshot(name: "catalogue", flow: FlowSnapshot(path: [FlowEntry(ItemsLink.detail(itemID: 1)),
                                                                    FlowEntry(ItemsLink.detail(itemID: 2))])),
            TabSnapshot(name: "wallet", flow: FlowSnapshot(path: [FlowEntry(WalletLink.card(id: "c1"))])),
            TabSnapshot(name: "history", flow: FlowSnapshot()),
        ])
        let notice = try #require(app.restore(from: saved))
        #expect(notice.title == "Some Pages Not Restored")
        #expect(notice.message == "Shop reopened where you left off, except for 2 pages that held something it cannot show.")
        #expect(notice.detail == "tabs not restored: the saved tab \"catalogue\" (2 screens) is not one of this window's tabs")
        #expect(app.tabs[.wallet].links == [WalletLink.card(id: "c1")])
        #expect(app.restore(from: TabsSnapshot(selectedTab: "items", tabs: [TabSnapshot(name: "history", flow: FlowSnapshot())])) == nil)
    }

    @Test("a cover restored without an item under it is closed")
    func coverWithoutItem() {
        let app = makeApp()
        app.tabs[.items].present(PurchaseLink.addToCart(quantity: 1), style: .cover, hostsNavigation: true)
        let fresh = makeApp()
        fresh.restore(from: app.tabs.snapshot())
        #expect(fresh.cover == nil)
    }

    @Test("no file means a fresh start without a notice")
    func missingFile() throws {
        let store = StateStore(fileURL: try temporaryDirectory().appendingPathComponent("state.json"))
        #expect(store.load().snapshot == nil)
        #expect(store.load().notice == nil)
    }

    @Test("a corrupt file is moved aside with a timestamp, kept byte for byte, and reported once in plain words")
    func corruptFile() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("state.json")
        let bytes = Data("{ not json".utf8)
        try bytes.write(to: file)
        let store = StateStore(fileURL: file)
        let now = Date(timeIntervalSince1970: 1_795_317_300)  // 2026-11-22T03:15:00Z
        let app = makeApp()
        let notice = try #require(app.restore(from: store, now: now))
        #expect(notice.title == "Previous Session Not Restored")
        let moved = directory.appendingPathComponent("state.json.corrupt-20261122T031500Z")
        // What happened and that nothing else is touched; then where the old file is, its full path
        // on a line of its own.
        #expect(notice.message == "The file that remembers where you left off is damaged, so Shop could not read it and started fresh. "
                + "This does not affect your cards, profile or settings, which are kept in other files.\n\n"
                + "The old file was kept, under a new name, at:\n\(moved.path)")
        #expect(!notice.message.contains("JSON") && !notice.message.contains("("), "\(notice.message)")
        #expect(notice.detail.contains("not JSON"))
        #expect(try Data(contentsOf: moved) == bytes)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(app.tabs.snapshot() == makeApp().tabs.snapshot())
        #expect(app.restore(from: store, now: now) == nil)

        // A second corrupt file at the same second does not overwrite the first.
        try bytes.write(to: file)
        guard case .reset(_, let second?) = store.load(now: now) else { Issue.record("not reset"); return }
        #expect(second.lastPathComponent == "state.json.corrupt-20261122T031500Z-2")
        #expect(try Data(contentsOf: moved) == bytes)
    }

    @Test("a file from another version is moved aside and named so")
    func unknownVersion() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("state.json")
        let bytes = Data(#"{"format":"flow-coordinator-state","version":99,"selectedTab":"items","tabs":[]}"#.utf8)
        try bytes.write(to: file)
        let result = StateStore(fileURL: file).load(now: Date(timeIntervalSince1970: 0))
        guard case .reset(let notice, let moved?) = result else { Issue.record("not reset"); return }
        #expect(notice.message.hasPrefix("The file that remembers where you left off was saved by another version of Shop"))
        #expect(notice.detail.contains("version 99"))
        #expect(moved.lastPathComponent == "state.json.unsupported-19700101T000000Z")
        #expect(try Data(contentsOf: moved) == bytes)
    }

    @Test("a file with an unknown link type is moved aside")
    func unknownLinkType() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("state.json")
        try Data(#"{"format":"flow-coordinator-state","version":1,"selectedTab":"items","tabs":[{"name":"items","path":[{"id":5,"link":{"type":"rocket","value":{}}}],"presented":[]}]}"#.utf8).write(to: file)
        let notice = try #require(StateStore(fileURL: file).load().notice)
        #expect(notice.detail.contains("rocket"))
        #expect(!notice.message.contains("rocket"))
    }

    @Test("saving is atomic and replaces the previous state")
    func saveReplaces() throws {
        let directory = try temporaryDirectory()
        let store = StateStore(fileURL: directory.appendingPathComponent("state.json"))
        let app = makeApp()
        app.open("shop://wallet/c1")
        try app.save(to: store)
        app.open("shop://profile/settings")
        try app.save(to: store)
        #expect(store.load().snapshot?.focusedLast?.tabs.selectedTab == "profile")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["state.json"])
    }

    @Test("timestamps are UTC, compact ISO 8601")
    func timestamp() {
        #expect(DocumentFile.timestamp(Date(timeIntervalSince1970: 1_795_317_300)) == "20261122T031500Z")
    }
}
