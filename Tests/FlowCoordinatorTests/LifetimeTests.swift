import Testing
import FlowCoordinator
import FlowTestSupport

/// What a coordinator ties to an entry or a presentation lives exactly as long as it: a view model
/// attached to a pushed screen goes when the screen goes, however it goes.
@MainActor
@Suite("Lifetime of attached objects")
struct LifetimeTests {
    /// A child coordinator that owns its presented level, as a real one would.
    final class ChildCoordinator {
        let state: FlowState
        init(state: FlowState) { self.state = state }
    }

    /// Every way a pushed entry can leave.
    enum EntryLeaves: String, CaseIterable, Sendable {
        case pop, popCount, popToRoot, popTo, setPath, pathReplaced, userWentBack, userPoppedToRoot,
             finish, restore
    }

    @Test("a view model attached to an entry is released when the entry leaves",
          arguments: EntryLeaves.allCases)
    func attachedReleasedWhenEntryLeaves(way: EntryLeaves) {
        let state = FlowState.mock(path: ["list"])
        let list = state.path[0]
        let detail = state.push("detail")
        weak var viewModel: ViewModel?
        do {
            let model = ViewModel("detail")
            state.attach(model, to: detail)
            viewModel = model
        }
        #expect(viewModel != nil, "the state keeps it while the entry is there")

        switch way {
        case .pop: state.pop()
        case .popCount: state.pop(count: 1)
        case .popToRoot: state.popToRoot()
        case .popTo: state.pop(to: list.id)
        case .setPath: state.setPath(["list"])
        case .pathReplaced: state.path = FlowPath(entries: [list, FlowEntry("other")])
        case .userWentBack: state.userWentBack(from: detail)
        case .userPoppedToRoot: state.userPoppedToRoot()
        case .finish: state.resultHandle(for: detail, String.self)?.finish(with: "done")
        case .restore: state.restore(FlowSnapshot(path: [list]))
        }

        #expect(viewModel == nil)
    }

    @Test("object(for:make:) makes the view model once and returns the same object after")
    func objectMadeOnce() {
        let state = FlowState()
        let entry = state.push(ContentLink.secondLink(number: 1))
        let made = Recorder<Void>()
        let first = state.object(for: entry) { made.record(()); return ViewModel("one") }
        let second = state.object(for: entry) { made.record(()); return ViewModel("two") }
        #expect(first === second)
        #expect(second.name == "one")
        #expect(made.count == 1)
        #expect(state.object(ViewModel.self, for: entry) === first)
    }

    @Test("a view model made by object(for:make:) is released when the entry is popped")
    func objectReleasedOnPop() {
        let state = FlowState()
        let entry = state.push("detail")
        weak let viewModel = state.object(for: entry) { ViewModel() }
        #expect(viewModel != nil)
        state.pop()
        #expect(viewModel == nil)
    }

    @Test("after its entry left, object(for:make:) makes a new object and does not keep it")
    func objectForGoneEntry() {
        let state = FlowState()
        let entry = state.push("detail")
        let old = state.object(for: entry) { ViewModel("old") }
        state.pop()
        let made = Recorder<Void>()
        weak let fresh = state.object(for: entry) { made.record(()); return ViewModel("fresh") }
        #expect(fresh == nil, "not kept for an entry that is not in the state")
        #expect(made.count == 1)
        #expect(old.name == "old")
    }

    @Test("a view model is kept while its entry stays: other pushes, pops above, reordering")
    func keptWhileEntryStays() {
        let state = FlowState.mock(path: ["a"])
        let entry = state.push("b")
        weak let viewModel = state.object(for: entry) { ViewModel() }

        state.push("c")
        state.pop()
        #expect(viewModel != nil)

        let entries = state.path.entries
        state.path = FlowPath(entries: entries.reversed() + [FlowEntry("d")])
        #expect(viewModel != nil, "reordering keeps the entry, so it keeps its view model")
        #expect(state.object(ViewModel.self, for: entry) === viewModel)

        state.restore(state.snapshot())
        #expect(viewModel != nil, "restoring the same identities keeps it too")
    }

    @Test("attaching to an id that is not in the state does not retain the object")
    func attachToUnknownID() {
        let state = FlowState.mock(path: ["a"])
        weak var viewModel: ViewModel?
        do {
            let model = ViewModel()
            state.attach(model, to: FlowID.next())
            viewModel = model
        }
        #expect(viewModel == nil)
    }

    @Test("object(_:for:) finds an attached object by type")
    func attachmentByType() {
        let state = FlowState()
        let entry = state.push("a")
        let model = ViewModel()
        state.attach(model, to: entry)
        #expect(state.object(ViewModel.self, for: entry) === model)
        #expect(state.object(ChildCoordinator.self, for: entry) == nil)
        #expect(state.object(ViewModel.self, for: FlowID.next()) == nil)
    }

    /// Every way a presentation can leave.
    enum PresentationLeaves: String, CaseIterable, Sendable {
        case close, closeAllPresentations, finish, userClosed, presentOver, restore
    }

    @Test("view models inside a presentation, nested levels included, are released when it goes",
          arguments: PresentationLeaves.allCases)
    func releasedWithPresentation(way: PresentationLeaves) throws {
        let root = FlowState.mock(path: ["root"])
        let rootEntry = root.path[0].id
        weak let rootModel = root.object(for: rootEntry) { ViewModel("root") }

        let first = root.present("A", hostsNavigation: true)
        let firstID = try #require(first.presentation?.id)
        weak let firstModel = first.object(for: firstID) { ViewModel("A itself") }
        weak let stepModel = first.object(for: first.push("A-step")) { ViewModel("A-step") }
        let second = first.present("B", hostsNavigation: true)
        weak let secondModel = second.object(for: second.presentation!.id) { ViewModel("B itself") }
        weak let innerModel = second.object(for: second.push("B-step")) { ViewModel("B-step") }
        #expect([firstModel, stepModel, secondModel, innerModel].allSatisfy { $0 != nil })

        switch way {
        case .close: first.close()
        case .closeAllPresentations: second.closeAllPresentations()
        case .finish: first.resultHandle(for: firstID, Int.self)?.finish(with: 1)
        case .userClosed: root.userClosed(firstID)
        case .presentOver: root.present("other")
        case .restore: root.restore(FlowSnapshot(path: root.path.entries))
        }

        #expect(firstModel == nil)
        #expect(stepModel == nil)
        #expect(secondModel == nil)
        #expect(innerModel == nil)
        #expect(rootModel != nil, "the presenter's own screens keep theirs")
    }

    @Test("a child coordinator attached to its presentation is released, with its level, when it closes")
    func childCoordinatorReleased() throws {
        let root = FlowState()
        weak var coordinator: ChildCoordinator?
        weak var level: FlowState?
        do {
            let child = root.present(CheckoutLink.cart, style: .cover, hostsNavigation: true)
            let made = ChildCoordinator(state: child)  // holds its level strongly…
            child.attach(made, to: try #require(child.presentation?.id))  // …and the level holds it
            coordinator = made
            level = child
        }
        #expect(coordinator != nil)
        #expect(level != nil)

        root.closePresented()
        #expect(coordinator == nil, "closing breaks the coordinator ↔ level cycle")
        #expect(level == nil)
    }

    @Test("a level that was presented and closed is not kept by its presenter")
    func closedLevelFreed() {
        let root = FlowState()
        weak let level = root.present("sheet")
        #expect(level != nil, "the presenter keeps what it presents")
        root.closePresented()
        #expect(level == nil)
    }

    @Test("a view model holding a closure that calls back into the state weakly makes no cycle")
    func noRetainCycle() {
        weak var weakState: FlowState?
        weak var weakModel: ViewModel?
        do {
            let state = FlowState.mock(path: ["list"])
            let entry = state.push("detail")
            let model = state.object(for: entry) { ViewModel("detail") }
            model.onDone = { [weak state] in state?.pop() }  // state → model → closure ⇢ state (weak)
            weakState = state
            weakModel = model
        }
        #expect(weakState == nil)
        #expect(weakModel == nil)
    }

    @Test("the view model's weak closure navigates while the state lives, and releases the model")
    func weakClosureNavigates() {
        let state = FlowState.mock(path: ["list"])
        let entry = state.push("detail")
        weak var weakModel: ViewModel?
        do {
            let model = state.object(for: entry) { ViewModel("detail") }
            model.onDone = { [weak state] in state?.pop() }
            weakModel = model
            model.onDone?()
        }
        #expect(state.links == anyLinks("list"))
        #expect(weakModel == nil)
    }
}
