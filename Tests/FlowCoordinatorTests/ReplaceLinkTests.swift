import Observation
import Synchronization
import Testing
import FlowCoordinator

/// `replaceLink(of:with:)`: a screen's link changes (a choice made on it, kept for a restart)
/// while the screen stays the same screen, for the state, the planner and what is attached.
@MainActor
@Suite("Replacing a link in place")
struct ReplaceLinkTests {
    /// An object attached to an entry or a presentation, like a screen's view model.
    final class Model {}

    @Test("an entry takes the new link and keeps its identity, place, callback, guard and objects")
    func entry() throws {
        let state = FlowState()
        state.push(CheckoutLink.cart)
        var results: [Leaving<Int>] = []
        let id = state.push(CheckoutLink.payment(total: 1)) { results.append($0) }
        state.push(CheckoutLink.address)
        let model = state.object(for: id.id) { Model() }
        state.setLeaveGuard(for: id.id) { .refuse }

        #expect(state.replaceLink(of: id.id, with: CheckoutLink.payment(total: 2)))
        #expect(state.path.map(\.id)[1] == id.id)
        #expect(state.links == [AnyFlowLink(CheckoutLink.cart), AnyFlowLink(CheckoutLink.payment(total: 2)),
                                AnyFlowLink(CheckoutLink.address)])
        #expect(state.object(Model.self, for: id.id) === model)
        #expect(results.isEmpty, "the entry did not leave")

        state.pop()
        #expect(state.userWentBack(from: id.id) == .refused, "its guard is still there")
        state.resultHandle(for: id.id, Int.self)?.finish(with: 7)
        #expect(results == [Leaving(reason: .program, result: 7)], "its callback fires once, when it leaves")
    }

    @Test("a presentation takes the new link and stays the same level, with its objects and stack")
    func presentation() throws {
        let root = FlowState()
        var leaveCount = 0
        let coverResultResult = root.present(CheckoutLink.payment(total: 1), style: .cover, hostsNavigation: true) {
            (_: Leaving<Void>) in leaveCount += 1
        }
        let coverResult = coverResultResult.level!
        let cover = coverResult
        cover.push(CheckoutLink.address)
        let id = try #require(cover.presentation?.id)
        let model = cover.object(for: id) { Model() }

        #expect(cover.replaceLink(of: id, with: CheckoutLink.payment(total: 2)))
        #expect(root.presented === cover)
        #expect(root.coverItem == AnyFlowLink(CheckoutLink.payment(total: 2)))
        let presentation = try #require(cover.presentation)
        #expect(presentation.id == id && presentation.style == .cover && presentation.hostsNavigation)
        #expect(cover.object(Model.self, for: id) === model)
        #expect(cover.links == [AnyFlowLink(CheckoutLink.address)])
        #expect(leaveCount == 0 && !cover.isClosed)
    }

    @Test("an identity the level does not hold changes nothing")
    func unknown() {
        let root = FlowState()
        root.push(CheckoutLink.cart)
        let sheet = root.present(CheckoutLink.address)
        let before = root.snapshot()
        #expect(!root.replaceLink(of: FlowID.next(), with: CheckoutLink.address))
        // The sheet's presentation is the sheet's own, not its presenter's.
        #expect(!root.replaceLink(of: sheet.presentation!.id, with: CheckoutLink.cart))
        #expect(root.snapshot() == before)
    }

    @Test("the planner sees no change of screen: no commands, so no page is rebuilt and no window re-created")
    func plansNothing() throws {
        let root = FlowState()
        root.push(CheckoutLink.cart)
        let cover = root.present(CheckoutLink.payment(total: 1), style: .cover, hostsNavigation: true)
        let entry = cover.push(CheckoutLink.address)
        let before = root.snapshot()

        cover.replaceLink(of: try #require(cover.presentation?.id), with: CheckoutLink.payment(total: 5))
        cover.replaceLink(of: entry, with: ContentLink.thirdLink)
        root.replaceLink(of: try #require(root.topEntry?.id), with: CheckoutLink.payment(total: 9))
        let after = root.snapshot()

        #expect(after != before, "what is saved changes")
        #expect(NavigationPlanner.plan(from: before, to: after).isEmpty)
    }

    @Test("observers of the state hear about it (the adapter re-plans, the app saves)")
    func observed() throws {
        let root = FlowState()
        let cover = root.present(CheckoutLink.payment(total: 1), style: .cover)
        let id = try #require(cover.presentation?.id)
        let changes = Counter()
        _ = withObservationTracking { root.snapshot() } onChange: { changes.add() }
        cover.replaceLink(of: id, with: CheckoutLink.payment(total: 2))
        #expect(changes.value == 1)

        _ = withObservationTracking { root.snapshot() } onChange: { changes.add() }
        cover.replaceLink(of: id, with: CheckoutLink.payment(total: 2))
        #expect(changes.value == 1, "the same link again is no change")
    }

    /// Counts observation callbacks (which may be called from any thread).
    final class Counter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func add() { count.withLock { $0 += 1 } }
    }

    /// An entry is its link: the same identity with another link is another screen (see
    /// RestoreOverLiveStateTests). A presentation is kept by identity, style, stack and type of
    /// link, so its link may change.
    @Test("restoring a snapshot whose kept presentation has another link of its type takes that link")
    func restoreTakesLinks() throws {
        let root = FlowState()
        root.push(CheckoutLink.cart)
        let cover = root.present(CheckoutLink.payment(total: 1), style: .cover)
        let id = try #require(cover.presentation?.id)
        let model = cover.object(for: id) { Model() }
        let saved = root.snapshot()

        var changed = saved
        changed.levels[1].presentation = Presentation(
            id: id, style: .cover, link: AnyFlowLink(CheckoutLink.payment(total: 4)), hostsNavigation: false)
        root.restore(changed)

        #expect(root.snapshot() == changed)
        #expect(root.presented === cover)
        #expect(cover.object(Model.self, for: id) === model)
    }
}
