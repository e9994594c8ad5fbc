import Testing
import FlowCoordinator
import FlowCoordinatorTesting

/// A checkout's links, as a state file names them ("pay").
enum PayLink: Hashable, Codable, Sendable {
    case cart, address
    case payment(total: Int)
}

@MainActor
@Suite("JournalReplay: a journal's session replayed headlessly")
struct JournalReplayTests {
    static let registry = LinkRegistry().registering(PayLink.self, as: "pay")

    @Test("a session with a sheet of its own stack, back and forward, replays to where it ended")
    func replaysASession() throws {
        let journal = NavigationJournal(printsRecords: false)
        let state = FlowState()
        state.record(in: journal, as: "main")
        state.push(PayLink.cart)
        state.push(PayLink.address)
        state.userWentBack()
        let sheet = state.present(PayLink.payment(total: 3), hostsNavigation: true)
        sheet.push(PayLink.cart)
        sheet.userWentBack()
        sheet.userWentForward()
        let source = try journal.swiftTest(named: "replayed", importing: [], registry: "registry",
                                           links: Self.registry, ending: [("main", state)])
        #expect(source.contains(##"try replay.present(#"main"#, #"{"type":"pay","value":{"payment":{"total":3}}}"#"##))
        #expect(source.contains(##"replay.forward(#"main"#, level: 1, count: 1)"##))

        // What the exported test does, step by step.
        let replay = JournalReplay(registry: Self.registry)
        try replay.push("main", [#"{"type":"pay","value":{"cart":{}}}"#])
        try replay.push("main", [#"{"type":"pay","value":{"address":{}}}"#])
        replay.back("main", count: 1)
        try replay.present("main", #"{"type":"pay","value":{"payment":{"total":3}}}"#, style: .sheet, hostsNavigation: true)
        try replay.push("main", level: 1, [#"{"type":"pay","value":{"cart":{}}}"#])
        replay.back("main", level: 1, count: 1)
        replay.forward("main", level: 1, count: 1)
        #expect(replay.links(at: "main") == state.snapshot().links)
        #expect(replay.links(at: "main")
            == "[PayLink.cart] >> [PayLink.address] > sheet(PayLink.payment(total: 3)) [PayLink.cart]")
        #expect(throws: JournalReplay.ReplayError.self) { try replay.push("main", level: 3, []) }
    }

    @Test("a text with quotes and hashes, or a line break, is written as a literal Swift reads back")
    func literals() throws {
        let journal = NavigationJournal(printsRecords: false)
        let state = FlowState()
        state.record(in: journal, as: "a \"#quoted\"# place")
        state.push(PayLink.payment(total: 1))
        let source = try journal.swiftTest(named: "t", importing: [], registry: "r", links: Self.registry, ending: [("x\ny", state)])
        #expect(source.contains(###"##"a "#quoted"# place"##"###))
        #expect(source.contains(#""x\ny""#))
    }
}
