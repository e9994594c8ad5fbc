import Testing
import FlowCoordinator
import FlowTestSupport

/// `snapshot()` turns a live state into a value (what the planner compares and what is saved);
/// `restore(_:)` makes a live state match a value again.
@MainActor
@Suite("Snapshots and restore")
struct SnapshotRestoreTests {
    /// A state with a bit of everything: a stack, a cover hosting a flow, a sheet over it.
    private func richState() -> FlowState {
        let root = FlowState.mock(path: [ContentLink.firstLink(text: "home"), ContentLink.secondLink(number: 2)])
        let cover = root.present(CheckoutLink.cart, style: .cover, hostsNavigation: true)
        cover.push(CheckoutLink.address)
        cover.push(CheckoutLink.payment(total: 9))
        cover.present(ContentLink.sheetLink(item: "help"))
        return root
    }

    /// The same snapshot without its dialogs, which a restore cannot recreate.
    private func withoutDialogs(_ snapshot: FlowSnapshot) -> FlowSnapshot {
        FlowSnapshot(levels: snapshot.levels.map { LevelSnapshot(presentation: $0.presentation, path: $0.path) })
    }

    @Test("a snapshot lists the levels bottom-up, each with its presentation, stack and dialog")
    func snapshotReflectsState() throws {
        let root = richState()
        let cover = try #require(root.presented)
        let sheet = try #require(cover.presented)
        let dialogID = cover.show(DialogState(alert: "Card declined"))

        let snapshot = root.snapshot()
        #expect(snapshot.levels.count == 3)
        #expect(snapshot.root.presentation == nil)
        #expect(snapshot.root.path == root.path.entries)
        #expect(snapshot.root.dialog == nil)
        #expect(snapshot.levels[1].presentation == cover.presentation)
        #expect(snapshot.levels[1].path == cover.path.entries)
        #expect(snapshot.levels[1].dialog?.id == dialogID)
        #expect(snapshot.levels[1].dialog?.title == "Card declined")
        #expect(snapshot.levels[2].presentation == sheet.presentation)
        #expect(snapshot.levels[2].path.isEmpty)
    }

    @Test("a presented level's snapshot starts at that level")
    func snapshotOfPresentedLevel() throws {
        let root = richState()
        let cover = try #require(root.presented)
        let snapshot = cover.snapshot()
        #expect(snapshot.levels.count == 2)
        #expect(snapshot.root.presentation == cover.presentation)
    }

    @Test("allIDs lists every entry, presentation and dialog")
    func allIDs() throws {
        let root = richState()
        let cover = try #require(root.presented)
        let dialogID = root.show(DialogState(alert: "x"))
        let snapshot = root.snapshot()
        let expected = root.path.map(\.id) + [dialogID, cover.presentation!.id] + cover.path.map(\.id)
            + [cover.presented!.presentation!.id]
        #expect(Set(snapshot.allIDs) == Set(expected))
        #expect(snapshot.allIDs.count == expected.count)
    }

    @Test("snapshots change with the state and are equal when nothing changed")
    func snapshotEquality() {
        let state = FlowState.mock(path: ["a"])
        let before = state.snapshot()
        #expect(state.snapshot() == before)
        state.push("b")
        #expect(state.snapshot() != before)
        state.pop()
        #expect(state.snapshot() == before, "the same entries again")
    }

    @Test("restoring onto a fresh state gives an equal snapshot", arguments: [0, 1, 2, 3])
    func restoreRoundTrip(variant: Int) throws {
        let source: FlowState
        switch variant {
        case 0: source = FlowState()
        case 1: source = FlowState.mock(path: ["a", ContentLink.thirdLink, CheckoutLink.cart])
        case 2:
            source = FlowState()
            source.present(ContentLink.sheetLink(item: "s"))
        default: source = richState()
        }
        let saved = source.snapshot()

        let fresh = FlowState()
        fresh.restore(saved)
        #expect(fresh.snapshot() == saved)
        #expect(fresh.chain.allSatisfy { !$0.isClosed })
        #expect(fresh.chain.dropFirst().allSatisfy { $0.presenter != nil })
    }

    @Test("dialogs are not recreated by a restore: their actions are code, not data")
    func restoreWithoutDialogs() throws {
        let source = richState()
        source.show(DialogState(alert: "Root dialog"))
        try #require(source.presented).show(DialogState(alert: "Cover dialog"))
        let saved = source.snapshot()

        let fresh = FlowState()
        fresh.restore(saved)
        #expect(fresh.snapshot() != saved)
        #expect(fresh.snapshot() == withoutDialogs(saved))
        #expect(fresh.chain.allSatisfy { $0.dialog == nil })
    }

    @Test("restoring a state's own snapshot keeps its dialog, which is still showing")
    func restoreKeepsShowingDialog() {
        let state = FlowState()
        let log = Recorder<Int>()
        let id = state.show(DialogState(alert: "Keep me", buttons: [.cancel("OK", action: 1)])) { log.record($0) }
        state.restore(state.snapshot())
        #expect(state.dialog?.id == id)
        state.choose("OK")
        #expect(log.values == [1])
    }

    @Test("entries whose identities are kept keep their callbacks, guards and view models")
    func restoreKeepsHooks() {
        let state = FlowState()
        let log = Recorder<Leaving<Int>>()
        let kept = state.push("kept") { (d: Leaving<Int>) in log.record(d) }
        state.setLeaveGuard(for: kept.id) { .refuse }
        weak let model = state.object(for: kept.id) { ViewModel() }
        let saved = state.snapshot()

        state.push("more")
        state.restore(saved)

        #expect(state.path.map(\.id) == [kept.id])
        #expect(log.values.isEmpty, "the kept entry did not leave")
        #expect(model != nil)
        #expect(state.userWentBack() == .refused, "its guard is still there")
        state.resultHandle(for: kept.id, Int.self)?.finish(with: 5)
        #expect(log.values == [Leaving(reason: .program, result: 5)])
    }

    @Test("entries that leave in a restore get their callbacks, top first, with reason .program")
    func restoreFiresLeavers() {
        let state = FlowState()
        let log = Recorder<String>()
        let bottom = state.push("bottom") { (_: Leaving<Void>) in log.record("bottom") }
        state.push("middle") { (d: Leaving<Void>) in log.record("middle \(d.reason)") }
        state.push("top") { (d: Leaving<Void>) in log.record("top \(d.reason)") }

        state.restore(FlowSnapshot(path: [FlowEntry(id: bottom.id, link: AnyFlowLink("bottom")), FlowEntry("new")]))
        #expect(log.values == ["top program", "middle program"])
        #expect(state.links == anyLinks("bottom", "new"))
    }

    @Test("a presentation kept by identity keeps its level and callback; a replaced one is closed")
    func restorePresentations() throws {
        let root = FlowState()
        let log = Recorder<String>()
        let keptResultResult = root.present("kept", hostsNavigation: true) { (_: Leaving<Void>) in log.record("kept") }
        let keptResult = keptResultResult.level!
        let kept = keptResult
        let aboveResultResult = kept.present("above") { (d: Leaving<Void>) in log.record("above \(d.reason)") }
        let aboveResult = aboveResultResult.level!
        let above = aboveResult
        let keptPresentation = try #require(kept.presentation)

        let other = Presentation(style: .cover, link: AnyFlowLink("other"), hostsNavigation: false)
        root.restore(FlowSnapshot(presenting: [
            LevelSnapshot(presentation: keptPresentation, path: [FlowEntry("step")]),
            LevelSnapshot(presentation: other),
        ]))

        #expect(root.presented === kept)
        #expect(!kept.isClosed)
        #expect(above.isClosed)
        #expect(kept.presented?.presentation == other)
        #expect(kept.links == anyLinks("step"))
        #expect(log.values == ["above program"])
    }

    @Test("restore on a presented level changes that level and above, not its presenter")
    func restoreOnPresentedLevel() throws {
        let root = FlowState.mock(path: ["root"])
        let sheet = root.present("sheet", hostsNavigation: true)
        let rootPath = root.path
        let sheetPresentation = try #require(sheet.presentation)
        sheet.restore(FlowSnapshot(levels: [LevelSnapshot(presentation: sheetPresentation, path: [FlowEntry("x")])]))
        #expect(sheet.links == anyLinks("x"))
        #expect(root.path == rootPath)
        #expect(root.presented === sheet)
    }

    @Test("after restoring saved identities, new identities never collide with them")
    func restoreReservesIdentities() {
        let high = FlowID(rawValue: FlowID.next().rawValue + 1_000_000)
        let state = FlowState()
        state.restore(FlowSnapshot(path: [FlowEntry(id: high, link: AnyFlowLink("saved"))]))
        let new = state.push("new")
        #expect(new > high)
        #expect(FlowID.next() > high)
    }
}
