import Testing
import FlowCoordinator
import FlowTestSupport

/// A presentation belongs to the entry that presented it: when that entry leaves the stack, by
/// whatever route, the sheet goes first (everything above it, then it, then the entries), each
/// callback once and with the entry's reason. A presentation can belong to its level instead.
@MainActor
@Suite("Presentation owners")
struct PresentationOwnerTests {
    /// Every way the owner entry can leave its stack, and the reason it leaves with.
    enum OwnerLeaves: String, CaseIterable, Sendable {
        case pop, popCount, popToRoot, popTo, popToFirst, finish, setPath, pathSet, restore, userWentBack,
             userPoppedToRoot

        var reason: LeaveReason {
            switch self {
            case .userWentBack, .userPoppedToRoot: .user
            default: .program
            }
        }
    }

    @Test("the owner leaving closes its sheet first, once, with the same reason", arguments: OwnerLeaves.allCases)
    func ownerLeavesSheetGoes(way: OwnerLeaves) throws {
        let root = FlowState()
        let log = Recorder<String>()
        let list = root.push("list")
        let detail = root.push("detail") { (d: Leaving<Int>) in log.record("detail \(d.reason)") }.id
        let sheet = root.present("sheet") { [unowned root] (d: Leaving<Void>) in
            log.record("sheet \(d.reason)")
            #expect(root.presented == nil && !root.path.contains(detail), "the callback sees the new state")
        }.level!
        #expect(sheet.presentation?.owner == detail)

        switch way {
        case .pop: root.pop()
        case .popCount: root.pop(count: 1)
        case .popToRoot: root.popToRoot(); root.push("list")  // the list comes back as a new entry
        case .popTo: root.pop(to: list)
        case .popToFirst: root.pop(toFirst: "list")
        case .finish: root.resultHandle(for: detail, Int.self)?.finish(with: 1)
        case .setPath: root.setPath(["list"])
        case .pathSet: root.path = FlowPath(entries: [root.path[0]])
        case .restore: root.restore(FlowSnapshot(path: [root.path[0]]))
        case .userWentBack: #expect(root.userWentBack(from: detail) == .applied)
        case .userPoppedToRoot: #expect(root.userPoppedToRoot() == .applied); root.push("list")
        }

        #expect(root.presented == nil)
        #expect(sheet.isClosed)
        #expect(log.values == ["sheet \(way.reason)", "detail \(way.reason)"])
    }

    @Test("the default owner is the presenter level's top entry, and nothing on an empty stack")
    func defaultOwner() {
        let root = FlowState()
        #expect(root.present("over the root").presentation?.owner == nil)
        let top = root.push("top")
        #expect(root.present("over top").presentation?.owner == top)
        #expect(root.present("explicit", owner: .topEntry).presentation?.owner == top)
    }

    @Test("popping an entry pushed above the owner keeps the sheet")
    func popAboveOwnerKeeps() {
        let root = FlowState.mock(path: ["list"])
        let sheet = root.present("sheet")
        root.push("pushed under the sheet")
        root.pop()
        #expect(root.presented === sheet)
        #expect(!sheet.isClosed)
    }

    @Test("removing entries below the owner while the owner stays keeps the sheet")
    func removeBelowOwnerKeeps() {
        let root = FlowState.mock(path: ["list", "detail"])
        let detail = root.path[1]
        let sheet = root.present("sheet")
        root.path = FlowPath(entries: [detail])
        #expect(root.presented === sheet)
    }

    @Test("a sheet that belongs to its level survives popping to the root")
    func levelOwnerSurvives() {
        let root = FlowState.mock(path: ["list", "detail"])
        let sheet = root.present("sheet", owner: .level)
        #expect(sheet.presentation?.owner == nil)
        root.popToRoot()
        #expect(root.presented === sheet)
        #expect(root.userWentBack() == .ignored)
    }

    @Test("a sheet can belong to an entry below the top: it goes when that entry goes")
    func entryOwner() {
        let root = FlowState.mock(path: ["list", "detail"])
        let list = root.path[0].id
        let log = Recorder<LeaveReason>()
        let sheet = root.present("sheet", owner: .entry(list)) { (d: Leaving<Void>) in log.record(d.reason) }.level!
        #expect(sheet.presentation?.owner == list)
        root.pop()
        #expect(root.presented === sheet)
        root.pop()
        #expect(sheet.isClosed)
        #expect(log.values == [.program])
    }

    @Test("nested sheets go top-down when the entry under them leaves")
    func nestedTopDown() {
        let root = FlowState()
        let log = Recorder<String>()
        root.push("detail") { (_: Leaving<Void>) in log.record("detail") }
        let first = root.present("A", hostsNavigation: true) { (_: Leaving<Void>) in log.record("A") }.level!
        first.push("A-1") { (_: Leaving<Void>) in log.record("A-1") }
        let second = first.present("B") { (_: Leaving<Void>) in log.record("B") }.level!

        root.pop()

        #expect(log.values == ["B", "A-1", "A", "detail"])
        #expect(first.isClosed && second.isClosed)
    }

    @Test("popping the entry a nested sheet belongs to closes only that sheet, then the entry")
    func nestedOwnerInPresentedLevel() {
        let root = FlowState()
        let log = Recorder<String>()
        let first = root.present("A", hostsNavigation: true) { (_: Leaving<Void>) in log.record("A") }.level!
        first.push("A-1") { (_: Leaving<Void>) in log.record("A-1") }
        first.present("B") { (_: Leaving<Void>) in log.record("B") }

        first.pop()

        #expect(log.values == ["B", "A-1"])
        #expect(root.presented === first)
        #expect(first.presented == nil)
    }

    @Test("a restored presentation belongs to the presenter level's top entry")
    func restoredOwner() throws {
        let root = FlowState()
        let saved = FlowSnapshot(path: [FlowEntry("list"), FlowEntry("detail")], presenting: [
            LevelSnapshot(presentation: Presentation(style: .sheet, link: AnyFlowLink("sheet"), hostsNavigation: false)),
        ])
        root.restore(saved)
        let sheet = try #require(root.presented)
        #expect(sheet.presentation?.owner == root.topEntry?.id)
        #expect(root.snapshot() == saved, "the owner is not part of what a presentation shows")
        root.pop()
        #expect(sheet.isClosed)
    }

    @Test("restoring keeps the owner of a presentation it keeps")
    func restoreKeepsOwner() {
        let root = FlowState.mock(path: ["list"])
        let sheet = root.present("sheet", owner: .level)
        root.restore(root.snapshot())
        #expect(root.presented === sheet)
        #expect(sheet.presentation?.owner == nil)
    }

    @Test("presentations that differ only in their owner are equal")
    func ownerNotInEquality() {
        let id = FlowID.next()
        let link = AnyFlowLink("sheet")
        let owned = Presentation(id: id, style: .sheet, link: link, hostsNavigation: false, owner: FlowID.next())
        let levelOwned = Presentation(id: id, style: .sheet, link: link, hostsNavigation: false)
        #expect(owned == levelOwned)
        #expect(owned.hashValue == levelOwned.hashValue)
    }
}
