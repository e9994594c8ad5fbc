import Testing
import FlowCoordinator

/// Where an intent comes from: a coordinator acts on it only while its screen is on top, so a
/// double click, or a click on a page that is sliding away, changes the state once.
@MainActor
@Suite("Intent origins")
struct FlowOriginTests {
    /// A coordinator that pushes "next" for an intent, as long as the intent's screen is on top.
    @MainActor
    final class Coordinator {
        let state: FlowState
        init(state: FlowState) { self.state = state }

        func nextTapped(from origin: FlowOrigin) {
            guard origin.isFrontmost else { return }
            state.push("next")
        }
    }

    @Test("an entry is frontmost while it is the top of its level")
    func topEntry() {
        let state = FlowState.mock(path: ["a"])
        let a = state.origin(of: state.path[0].id)
        #expect(a.isFrontmost)
        state.push("b")
        #expect(!a.isFrontmost)
        state.pop()
        #expect(a.isFrontmost)
    }

    @Test("a double click on a button that pushes pushes once")
    func doubleClick() {
        let state = FlowState.mock(path: ["a"])
        let coordinator = Coordinator(state: state)
        let origin = state.origin(of: state.path[0].id)
        coordinator.nextTapped(from: origin)
        coordinator.nextTapped(from: origin)
        #expect(state.links == anyLinks("a", "next"))
    }

    @Test("the root screen is frontmost only while nothing is pushed")
    func rootViewModel() {
        let state = FlowState.mock
        let coordinator = Coordinator(state: state)
        coordinator.nextTapped(from: state.rootOrigin)
        coordinator.nextTapped(from: state.rootOrigin)
        #expect(state.links == anyLinks("next"))
        state.popToRoot()
        #expect(state.rootOrigin.isFrontmost)
    }

    @Test("a screen under a sheet, a cover or a dialog is not frontmost")
    func covered() {
        let state = FlowState.mock(path: ["a"])
        let a = state.origin(of: state.path[0].id)
        let sheet = state.present("sheet")
        #expect(!a.isFrontmost)
        #expect(sheet.rootOrigin.isFrontmost)
        sheet.close()
        #expect(a.isFrontmost)

        state.show(DialogState(alert: "Hello"))
        #expect(!a.isFrontmost)
        state.closeDialog()
        #expect(a.isFrontmost)
    }

    @Test("an entry that left, and a presented level that was closed, are never frontmost again")
    func gone() {
        let state = FlowState.mock
        let entry = state.push("a")
        let origin = state.origin(of: entry)
        state.pop()
        #expect(!origin.isFrontmost)
        state.push("a") // the same link again is another entry
        #expect(!origin.isFrontmost)

        let sheet = state.present("sheet")
        let sheetRoot = sheet.rootOrigin
        sheet.close()
        #expect(!sheetRoot.isFrontmost)
    }

    @Test("a screen pushed on a presented level's own stack")
    func presentedStack() {
        let state = FlowState.mock
        let flow = state.present("flow", style: .cover, hostsNavigation: true)
        let root = flow.rootOrigin
        let step = flow.push("step")
        #expect(!root.isFrontmost)
        #expect(flow.origin(of: step).isFrontmost)
    }

    @Test("a detached origin (a preview) is always frontmost")
    func detached() {
        #expect(FlowOrigin.detached.isFrontmost)
    }
}

/// Intents sent through their screen's origin: the one place the frontmost check is made.
@MainActor
@Suite("Sending intents")
struct SendingIntentTests {
    @Test("an intent sent from the frontmost screen runs; from a covered, buried or gone one it is ignored")
    func sendChecksFrontmost() throws {
        let state = FlowState.mock(path: ["a"])
        let first = state.origin(of: try #require(state.topEntry?.id))
        var ran: [String] = []
        #expect(first.send { ran.append("first") })
        state.push("b")
        #expect(!first.send { ran.append("buried") }, "a screen under the top")
        let second = state.origin(of: try #require(state.topEntry?.id))
        state.present(ContentLink.sheetLink(item: "s"))
        #expect(!second.send { ran.append("covered") }, "a screen under a sheet")
        state.closePresented()
        state.pop()
        #expect(!second.send { ran.append("gone") }, "a screen that left")
        #expect(FlowOrigin.detached.send { ran.append("detached") })
        #expect(ran == ["first", "detached"])
    }
}
