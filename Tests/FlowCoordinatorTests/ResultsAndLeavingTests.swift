import Testing
import FlowCoordinator
import FlowTestSupport

/// How a flow hands a result back to whoever started it, and how its starter learns that it went:
/// a leave handler called exactly once, after the state changed, with who caused it.
@MainActor
@Suite("Results and leave handlers")
struct ResultsAndLeavingTests {
    enum CheckoutResult: Equatable {
        case paid(total: Int)
    }

    // MARK: Results from presented flows

    @Test("a presented flow's typed result reaches the presenter once, with reason .program")
    func finishDeliversResult() {
        let root = FlowState()
        let log = Recorder<Leaving<CheckoutResult>>()
        let checkout = root.present(CheckoutLink.cart, style: .cover, hostsNavigation: true) {
            (leaving: Leaving<CheckoutResult>) in log.record(leaving)
        }
        checkout.level?.push(CheckoutLink.payment(total: 12))

        checkout.finish(with: CheckoutResult.paid(total: 12))

        #expect(root.presented == nil)
        #expect(log.values == [Leaving(reason: .program, result: .paid(total: 12))])
    }

    @Test("finishing twice, or after the flow was closed, delivers nothing more")
    func finishTwice() {
        let root = FlowState()
        let log = Recorder<Leaving<Int>>()
        let childResultResult = root.present(ContentLink.sheetLink(item: "a")) { (d: Leaving<Int>) in log.record(d) }
        let childResult = childResultResult.level!
        let child = childResult

        childResultResult.finish(with: 1)
        childResultResult.finish(with: 2)
        child.close()
        #expect(log.values == [Leaving(reason: .program, result: 1)])
    }

    @Test("finishing through the handle of an entry that left does nothing")
    func finishAfterLeaving() {
        let root = FlowState.mock(path: ["a"])
        let log = Recorder<Leaving<Int>>()
        let handle = root.push("b") { (d: Leaving<Int>) in log.record(d) }
        root.pop()
        root.push("b")
        handle.finish(with: 1)
        #expect(root.links == anyLinks("a", "b"))
        #expect(log.values == [Leaving(reason: .program, result: nil)])
    }

    @Test("when the user closes the window the presenter gets no result and reason .user")
    func userClosedGivesNil() throws {
        let root = FlowState()
        let log = Recorder<Leaving<Int>>()
        let childResultResult = root.present(ContentLink.sheetLink(item: "a")) { (d: Leaving<Int>) in log.record(d) }
        let childResult = childResultResult.level!
        let child = childResult

        let outcome = root.userClosed(try #require(child.presentation?.id))
        #expect(outcome == .applied)
        #expect(log.values == [Leaving(reason: .user, result: nil)])
    }

    /// Every programmatic way a presentation leaves.
    enum ProgrammaticLeave: String, CaseIterable, Sendable {
        case close, closeTopmost, closePresentation, closeAllPresentations, closePresented, itemSetToNil, presentOver, restoreEmpty
    }

    @Test("a presentation removed by the program reports reason .program and no result",
          arguments: ProgrammaticLeave.allCases)
    func programmaticLeave(way: ProgrammaticLeave) {
        let root = FlowState()
        let log = Recorder<Leaving<Int>>()
        let childResultResult = root.present(ContentLink.sheetLink(item: "a")) { (d: Leaving<Int>) in log.record(d) }
        let childResult = childResultResult.level!
        let child = childResult

        switch way {
        case .close: child.close()
        case .closeTopmost: root.closeTopmost()
        case .closePresentation: root.closePresentation(child.presentation!.id)
        case .closeAllPresentations: child.closeAllPresentations()
        case .closePresented: root.closePresented()
        case .itemSetToNil: root.presentedItem = nil
        case .presentOver: root.present(ContentLink.thirdLink)
        case .restoreEmpty: root.restore(FlowSnapshot())
        }

        #expect(child.isClosed)
        #expect(log.values == [Leaving(reason: .program, result: nil)])
    }

    // MARK: Results from pushed entries

    /// Every programmatic way a pushed entry leaves.
    enum ProgrammaticPop: String, CaseIterable, Sendable {
        case pop, popCount, popToRoot, popTo, popToFirst, setPath, pathSetter, removeAllOnPath, restore
    }

    @Test("a pushed entry removed by the program reports reason .program and no result",
          arguments: ProgrammaticPop.allCases)
    func programmaticPop(way: ProgrammaticPop) {
        let state = FlowState.mock(path: [ContentLink.firstLink(text: "bottom")])
        let bottom = state.path[0].id
        let log = Recorder<Leaving<String>>()
        state.push(ContentLink.thirdLink) { (d: Leaving<String>) in log.record(d) }

        switch way {
        case .pop: state.pop()
        case .popCount: state.pop(count: 5)
        case .popToRoot: state.popToRoot()
        case .popTo: state.pop(to: bottom)
        case .popToFirst: state.pop(toFirst: ContentLink.firstLink(text: "bottom"))
        case .setPath: state.setPath([ContentLink.thirdLink])
        case .pathSetter: state.path = FlowPath()
        case .removeAllOnPath: state.path.removeAll(above: bottom)
        case .restore: state.restore(FlowSnapshot(path: [state.path[0]]))
        }

        #expect(log.values == [Leaving(reason: .program, result: nil)])
    }

    @Test("finishing an entry through its handle pops the entry and everything above it, and delivers its result")
    func finishEntry() {
        let state = FlowState.mock(path: [ContentLink.firstLink(text: "list")])
        let log = Recorder<String>()
        let picker = state.push(ContentLink.sheetLink(item: "picker")) { (d: Leaving<String>) in
            log.record("picker: \(d.reason) \(d.result ?? "nil")")
        }
        state.push(ContentLink.thirdLink) { (d: Leaving<String>) in
            log.record("detail: \(d.reason) \(d.result ?? "nil")")
        }

        picker.finish(with: "blue")

        #expect(state.links == anyLinks(ContentLink.firstLink(text: "list")))
        #expect(log.values == ["detail: program nil", "picker: program blue"],
                "entries above leave first, without the result")
    }

    @Test("finishing an entry that already left does nothing")
    func finishGoneEntry() {
        let state = FlowState()
        let log = Recorder<Leaving<Int>>()
        let id = state.push(ContentLink.thirdLink) { (d: Leaving<Int>) in log.record(d) }
        id.finish(with: 1)
        state.push(ContentLink.secondLink(number: 2))
        id.finish(with: 2)
        #expect(log.values == [Leaving(reason: .program, result: 1)])
        #expect(state.path.count == 1)
    }

    @Test("an entry the user went back from reports reason .user and no result")
    func userWentBackGivesNil() {
        let state = FlowState()
        let log = Recorder<Leaving<Int>>()
        state.push(ContentLink.thirdLink) { (d: Leaving<Int>) in log.record(d) }
        state.userWentBack()
        #expect(log.values == [Leaving(reason: .user, result: nil)])
    }

    // MARK: Exactly once, top-down, after the change

    /// A root with two levels presented, each with two pushed entries, every one of them logging
    /// that it left.
    private func deepState(log: Recorder<String>) -> (root: FlowState, first: FlowState, second: FlowState) {
        let root = FlowState()
        root.push("root-1") { (_: Leaving<Void>) in log.record("root-1") }
        let firstResultResult = root.present("A", hostsNavigation: true) { (_: Leaving<Void>) in log.record("A") }
        let firstResult = firstResultResult.level!
        let first = firstResult
        first.push("A-1") { (_: Leaving<Void>) in log.record("A-1") }
        first.push("A-2") { (_: Leaving<Void>) in log.record("A-2") }
        let secondResultResult = first.present("B", hostsNavigation: true) { (_: Leaving<Void>) in log.record("B") }
        let secondResult = secondResultResult.level!
        let second = secondResult
        second.push("B-1") { (_: Leaving<Void>) in log.record("B-1") }
        second.push("B-2") { (_: Leaving<Void>) in log.record("B-2") }
        return (root, first, second)
    }

    @Test("when nested levels go at once, every callback fires exactly once, top-down")
    func nestedOnceTopDown() {
        let log = Recorder<String>()
        let (root, first, _) = deepState(log: log)

        root.closeAllPresentations()
        #expect(log.values == ["B-2", "B-1", "B", "A-2", "A-1", "A"])

        root.closeAllPresentations()
        first.close()
        #expect(log.count == 6, "a second close finds nothing to close")
        #expect(root.links == anyLinks("root-1"))
    }

    @Test("when the user closes a middle level, the levels above go too, each callback once")
    func userClosesNested() throws {
        let log = Recorder<String>()
        let (root, first, _) = deepState(log: log)
        #expect(root.userClosed(try #require(first.presentation?.id)) == .applied)
        #expect(log.values == ["B-2", "B-1", "B", "A-2", "A-1", "A"])
    }

    @Test("popping several entries calls their callbacks top first")
    func popManyTopFirst() {
        let state = FlowState()
        let log = Recorder<String>()
        for name in ["1", "2", "3", "4"] {
            state.push(name) { (_: Leaving<Void>) in log.record(name) }
        }
        state.pop(count: 3)
        #expect(log.values == ["4", "3", "2"])
        state.setPath([])
        #expect(log.values == ["4", "3", "2", "1"])
    }

    @Test("replacing the path calls the callbacks of the entries that leave, top first, and no others")
    func setPathCallsLeavers() {
        let state = FlowState()
        let log = Recorder<String>()
        for name in ["1", "2", "3", "4"] {
            state.push(name) { (_: Leaving<Void>) in log.record(name) }
        }
        let entries = state.path.entries
        state.path = FlowPath(entries: [entries[2], entries[0], FlowEntry("new")])
        #expect(log.values == ["4", "2"])
    }

    @Test("an entry's callback runs after the stack changed")
    func entryCallbackSeesNewState() {
        let state = FlowState.mock(path: ["a"])
        let log = Recorder<[AnyFlowLink]>()
        let id = state.push("b") { (_: Leaving<Void>) in log.record(state.links) }
        state.push("c")
        state.pop(to: state.path[0].id)
        #expect(log.values == [anyLinks("a")])
        #expect(!state.path.contains(id.id))
    }

    @Test("a presentation's callback runs after the whole chain changed")
    func presentationCallbackSeesNewState() {
        let root = FlowState()
        let log = Recorder<Int>()
        let firstResultResult = root.present("A") { (_: Leaving<Void>) in
            log.record(root.snapshot().levels.count)
        }
        let firstResult = firstResultResult.level!
        let first = firstResult
        first.present("B") { (_: Leaving<Void>) in
            log.record(root.snapshot().levels.count)
        }
        root.closeAllPresentations()
        #expect(log.values == [1, 1], "both callbacks see the root with nothing presented")
    }

    @Test("the replaced presentation's callback sees the new presentation already in place")
    func replacedCallbackSeesReplacement() {
        let root = FlowState()
        let log = Recorder<AnyFlowLink?>()
        root.present("old") { (_: Leaving<Void>) in log.record(root.presentedItem) }
        root.present("new")
        #expect(log.values == [AnyFlowLink("new")])
    }

    // MARK: Reentrancy

    @Test("a callback may push: the push lands after the pop")
    func callbackPushes() {
        let state = FlowState.mock(path: ["list"])
        state.push("editor") { (_: Leaving<Void>) in state.push("saved") }
        state.pop()
        #expect(state.links == anyLinks("list", "saved"))
    }

    @Test("a callback may pop further")
    func callbackPops() {
        let state = FlowState.mock(path: ["a", "b"])
        state.push("c") { (_: Leaving<Void>) in state.pop() }
        state.pop()
        #expect(state.links == anyLinks("a"))
    }

    @Test("a presentation's callback may present the next window")
    func callbackPresents() throws {
        let root = FlowState()
        let log = Recorder<String>()
        let login = root.present("login") { (d: Leaving<Bool>) in
            if d.result == true { root.present("welcome") { (_: Leaving<Void>) in log.record("welcome") } }
        }
        login.finish(with: true)
        #expect(root.presentedItem == AnyFlowLink("welcome"))
        let welcome = try #require(root.presented)
        #expect(!welcome.isClosed)
        welcome.close()
        #expect(log.values == ["welcome"])
    }

    @Test("when a replaced presentation's callback presents, that presentation is a normal level too")
    func callbackPresentsWhileReplaced() throws {
        let root = FlowState()
        let log = Recorder<String>()
        root.present("A") { (_: Leaving<Void>) in
            log.record("A")
            root.present("C") { (_: Leaving<Void>) in log.record("C") }
        }
        root.present("B") { (_: Leaving<Void>) in log.record("B") }

        // B is in place when A's callback runs; the callback's later `present` replaces B like
        // any other. Nothing is orphaned, and every level that left was told so exactly once.
        let shown = try #require(root.presented)
        #expect(root.presentedItem == AnyFlowLink("C"))
        #expect(!shown.isClosed)
        #expect(root.chain.count == 2)
        #expect(log.values == ["A", "B"])
        root.closeAllPresentations()
        #expect(log.values == ["A", "B", "C"])
    }

    @Test("a callback may show a dialog on the presenter")
    func callbackShowsDialog() {
        let root = FlowState()
        let childResultResult = root.present("form") { (d: Leaving<String>) in
            if let error = d.result { root.show(DialogState(alert: error)) }
        }
        let childResult = childResultResult.level!
        childResultResult.finish(with: "Saving failed")
        #expect(root.alert?.title == "Saving failed")
    }
}
