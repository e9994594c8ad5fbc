import FlowCoordinator
import FlowCoordinatorTesting
import Testing

// MARK: - NavigationHistory.md

enum HistoryExample {
    enum NoteLink: Hashable, Codable, Sendable {
        case list
        case detail(id: Int)
    }

    static let registry = LinkRegistry().registering(NoteLink.self, as: "note")

    /// The first screen's view model.
    final class Home {}
}

@MainActor
@Suite("History article")
struct HistoryArticleTests {
    @Test("back, forward, and the pages ahead")
    func backAndForward() throws {
        let state = FlowState()
        state.push(HistoryExample.NoteLink.list)
        state.push(HistoryExample.NoteLink.detail(id: 7))
        let detail = try #require(state.topEntry)

        state.userWentBack()                        // Alt+Left, the back button
        #expect(state.forward == [detail])          // ahead, with its draft
        state.userWentForward()                     // Alt+Right, mouse button 9
        #expect(state.topEntry == detail)           // the same entry, the same identity

        state.userWentBack()
        state.push(HistoryExample.NoteLink.detail(id: 8))
        #expect(state.forward.isEmpty)              // a new page: nothing is ahead any more
    }

    @Test("the history menu's places")
    func menu() throws {
        let state = FlowState()
        state.registerRoot(title: "Home") { _ in HistoryExample.Home() }
        state.register(HistoryExample.NoteLink.self, title: { link in
            if case .detail(let id) = link { "Note \(id)" } else { "Notes" }
        }) { _, _ in nil }
        state.push(HistoryExample.NoteLink.list)
        state.push(HistoryExample.NoteLink.detail(id: 7))
        state.push(HistoryExample.NoteLink.detail(id: 8))

        let behind = state.pagesBehind              // nearest first
        #expect(behind.map(\.title) == ["Note 7", "Notes", "Home"])
        state.userWent(to: behind[1])               // two back, in one change, guards asked
        #expect(state.pagesAhead.map(\.title) == ["Note 7", "Note 8"])
    }

    @Test("the journal, and a session as a test")
    func journal() throws {
        let journal = NavigationJournal()           // FLOW_DEBUG=1 prints each record
        let state = FlowState()
        state.record(in: journal, as: "notes")
        state.push(HistoryExample.NoteLink.detail(id: 7))
        state.userWentBack()
        // #2 notes · user · back from [NoteLink.detail(id: 7)#…]
        #expect(journal.records.map(\.origin) == [.program, .user])

        let source = try journal.swiftTest(named: "wentBack", importing: ["Notes"], registry: "NoteLinks.registry",
                                           links: HistoryExample.registry, ending: [("notes", state)])
        #expect(source.contains(##"replay.back(#"notes"#, count: 1)"##))

        let replay = JournalReplay(registry: HistoryExample.registry)
        try replay.push("notes", [#"{"type":"note","value":{"detail":{"id":7}}}"#])
        replay.back("notes", count: 1)
        #expect(replay.links(at: "notes") == state.snapshot().links)
    }
}
