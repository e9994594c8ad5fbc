import Foundation
import Testing
import FlowCoordinator
import FlowTestSupport

@MainActor
@Suite("History: pages ahead, the history menu's places, the journal")
struct HistoryTests {
    /// A root level with note screens for item links, titled by their number.
    static func notes() -> FlowState {
        let root = FlowState()
        root.registerRoot(title: "Home") { screen in DraftTests.keep(screen) }
        root.register(RSItemLink.self, title: { link in
            if case .detail(let id) = link { "Item \(id)" } else { "Other" }
        }) { _, screen in DraftTests.keep(screen) }
        return root
    }

    static func model(_ root: FlowState, _ entry: FlowEntry) throws -> NoteModel {
        try DraftTests.model(root, entry)
    }

    @Test("going back puts the page ahead with its draft; forward pushes the same entry, draft in place")
    func forwardKeepsTheDraft() throws {
        let root = Self.notes()
        root.push(RSItemLink.detail(id: 1))
        root.push(RSItemLink.detail(id: 2))
        let second = try #require(root.topEntry)
        try Self.model(root, second).text = "half typed"
        #expect(root.userWentBack() == .applied)
        #expect(root.forward == [second])
        #expect(root.userWentForward() == .applied)
        #expect(root.topEntry == second && root.forward.isEmpty)
        #expect(try Self.model(root, second).text == "half typed")
    }

    @Test("a new push forgets the pages ahead and their drafts; so does a pop by the program")
    func aPushClearsForward() throws {
        let root = Self.notes()
        root.push(RSItemLink.detail(id: 1))
        let first = try #require(root.topEntry)
        try Self.model(root, first).text = "kept"
        root.userWentBack()
        #expect(root.drafts()[first.id] != nil, "a page ahead keeps its draft, and it is saved")
        root.push(RSItemLink.detail(id: 3))
        #expect(root.forward.isEmpty)
        #expect(root.drafts()[first.id] == nil)
        root.userWentBack()
        #expect(root.forward.count == 1)
        root.push(RSItemLink.detail(id: 4))
        root.pop()
        #expect(root.forward.isEmpty, "a pop the program makes is no step back in the history")
    }

    @Test("the history menu lists the pages behind across a sheet's stack and the one under it")
    func pagesBehindAcrossASheet() throws {
        let root = Self.notes()
        root.push(RSItemLink.detail(id: 1))
        root.push(RSItemLink.detail(id: 2))
        let sheet = root.present(RSItemLink.detail(id: 7), hostsNavigation: true)
        sheet.push(RSItemLink.detail(id: 8))
        sheet.push(RSItemLink.detail(id: 9))
        #expect(sheet.pagesBehind.map(\.title) == ["Item 8", "Item 7", "Item 2", "Item 1", "Home"])
        #expect(sheet.pagesBehind.map(\.distance) == [1, 2, 3, 4, 5])
        #expect(root.pagesBehind.map(\.title) == ["Item 1", "Home"])
    }

    @Test("choosing a page three back asks every guard on the way, top first, and goes there in one change")
    func backThreeInOneChange() throws {
        let root = Self.notes()
        for id in 1...4 { root.push(RSItemLink.detail(id: id)) }
        var asked: [Int] = []
        for (index, entry) in root.path.entries.enumerated() {
            root.setLeaveGuard(for: entry.id) { asked.append(index + 1); return .allow }
        }
        let journal = NavigationJournal(printsRecords: false)
        root.record(in: journal, as: "notes")
        let place = try #require(root.pagesBehind.first { $0.title == "Item 1" })
        #expect(root.userWent(to: place) == .applied)
        #expect(asked == [4, 3, 2])
        #expect(root.path.links == [AnyFlowLink(RSItemLink.detail(id: 1))])
        #expect(root.pagesAhead.map(\.title) == ["Item 2", "Item 3", "Item 4"])
        let record = try #require(journal.records.last)
        #expect(record.origin == .user)
        #expect(record.guards.map(\.answer) == [.allowed, .allowed, .allowed])
        #expect(journal.records.count == 1, "one change: \(journal.records)")
        // Forward to the farthest page ahead in one step, from the menu.
        let farthest = try #require(root.pagesAhead.last)
        #expect(root.userWent(to: farthest) == .applied)
        #expect(root.path.count == 4 && root.forward.isEmpty)
    }

    @Test("choosing a page under a sheet closes the sheet, after its guard")
    func backAcrossASheet() throws {
        let root = Self.notes()
        root.push(RSItemLink.detail(id: 1))
        root.push(RSItemLink.detail(id: 2))
        let sheet = root.present(RSItemLink.detail(id: 7), hostsNavigation: true)
        sheet.push(RSItemLink.detail(id: 8))
        var asked = false
        sheet.setLeaveGuard(for: try #require(sheet.presentation?.id)) { asked = true; return .allow }
        let place = try #require(sheet.pagesBehind.first { $0.title == "Item 1" })
        #expect(root.userWent(to: place) == .applied)
        #expect(asked)
        #expect(root.presented == nil)
        #expect(root.path.count == 1 && root.forward.count == 1)
        #expect(root.target(of: place) == nil, "the page shown now is not behind itself")
    }

    @Test("a guard that asks shows its question, recorded with the guard; confirming goes on")
    func askingGuardIsJournaled() throws {
        let root = Self.notes()
        root.push(RSItemLink.detail(id: 1))
        let journal = NavigationJournal(printsRecords: false)
        root.record(in: journal, as: "notes")
        let entry = try #require(root.topEntry)
        root.setLeaveGuard(for: entry.id) { .ask(LeaveQuestion("Discard?", confirm: "Discard", keep: "Keep")) }
        #expect(root.userWentBack() == .refused)
        // The question is the change, with the guard that asked it.
        #expect(journal.records.last?.change.description == "dialog “Discard?”\(root.dialog!.id)")
        #expect(journal.records.last?.guards.map(\.answer) == [.asked])
        root.choose("Discard")
        let last = try #require(journal.records.last)
        #expect(last.change.description.hasPrefix("back from"))
        #expect(last.guards.map(\.answer) == [.confirmed])
    }

    @Test("a level whose guard asked goes when nothing holds it: the question's answer holds it weakly")
    func askingLevelIsReleased() throws {
        weak var released: FlowState?
        do {
            let root = Self.notes()
            root.record(in: NavigationJournal(printsRecords: false), as: "notes")
            root.push(RSItemLink.detail(id: 1))
            let entry = try #require(root.topEntry)
            root.setLeaveGuard(for: entry.id) { .ask(LeaveQuestion("Discard?")) }
            #expect(root.userWentBack() == .refused)
            #expect(root.dialog != nil)
            released = root
        }
        #expect(released == nil, "the level with the question is kept alive by its own dialog")
    }

    @Test("the journal keeps its last records in bounded memory, numbered, with their causes")
    func journalIsBounded() throws {
        let journal = NavigationJournal(capacity: 5, printsRecords: false)
        let root = FlowState()
        root.record(in: journal, as: "main")
        for id in 1...20 { root.push(RSItemLink.detail(id: id)) }
        #expect(journal.records.count == 5)
        #expect(journal.records.map(\.number) == [16, 17, 18, 19, 20])
        #expect(journal.count == 20)
        #expect(journal.records.allSatisfy { $0.origin == .program && $0.place == "main" })
        var seen: [Int] = []
        let observation = journal.observe { seen.append($0.number) }
        root.pop()
        root.rootOrigin.send {}
        root.origin(of: root.topEntry!.id).send { root.pop() }
        #expect(seen == [21, 22])
        #expect(journal.records.last?.origin == .user)
        observation.cancel()
        root.pop()
        #expect(seen == [21, 22])
    }

    @Test("windows record their tabs as places; a restore and a link say so")
    func windowsJournal() throws {
        let windows = WindowsState { _ in TabFlowState(tabs: TestTab.allCases) }
        windows.journal.printsRecords = false
        let id = windows.open()
        let tabs = try #require(windows[id]?.navigation)
        tabs[.items].push("a")
        tabs.open(NavigationTarget(steps: [.selectTab(TestTab.wallet.rawValue), .push(link: AnyFlowLink("b"))]))
        var saved = windows.snapshot()
        saved.windows[0].tabs.tabs[0].flow = FlowSnapshot()
        windows.restore(saved)
        let lines = windows.journal.records.map { "\($0.place) \($0.origin.rawValue) \($0.change)" }
        #expect(lines.first == "window 1 program open window 1")
        #expect(lines.contains { $0.hasPrefix("window 1 · items program push") })
        #expect(lines.contains { $0.hasPrefix("window 1 · wallet link path") })
        #expect(lines.contains("window 1 link select tab wallet"))
        #expect(lines.last?.hasPrefix("window 1 · items restore path") == true)
        #expect(windows.outline().first?.hasPrefix("window 1") == true)
        #expect(windows.outline().contains { $0.contains("tab wallet · shown") })
    }

    @Test("pages ahead are saved with their drafts and come back ahead; a file without them opens with none")
    func forwardIsSaved() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        DraftTests.register(tabs)
        let root = tabs[.items]
        root.push(RSItemLink.detail(id: 1))
        let entry = try #require(root.topEntry)
        try DraftTests.model(root, entry).text = "ahead"
        root.userWentBack()
        let data = try DraftTests.archive.encode(tabs.snapshot(), drafts: tabs.drafts())
        #expect(String(decoding: data, as: UTF8.self).contains("\"forward\""))
        let saved = try DraftTests.archive.decodeSavedTabs(from: data)
        let again = TabFlowState<TestTab>(tabs: TestTab.allCases)
        DraftTests.register(again)
        again.restore(saved.snapshot, drafts: saved.drafts)
        #expect(again[.items].forward.map(\.link) == [AnyFlowLink(RSItemLink.detail(id: 1))])
        again[.items].userWentForward()
        let back = try #require(again[.items].topEntry)
        #expect(try DraftTests.model(again[.items], back).text == "ahead")
        // An empty list is not written, so a file of 0.3 and one of today without pages ahead are the same.
        let none = try DraftTests.archive.encode(TabFlowState<TestTab>(tabs: TestTab.allCases).snapshot())
        #expect(!String(decoding: none, as: UTF8.self).contains("forward"))
    }
}
