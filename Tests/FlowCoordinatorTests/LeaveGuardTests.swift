import Testing
import FlowCoordinator
import FlowTestSupport

/// Leave guards: a screen with unsaved changes refuses a user-initiated back or close, and its
/// coordinator asks with a confirmation dialog instead. Programmatic navigation is never refused.
@MainActor
@Suite("Leave guards")
struct LeaveGuardTests {
    @Test("a guard refuses the user's back: the state is unchanged and the outcome is .refused")
    func guardRefusesBack() {
        let state = FlowState.mock(path: [ContentLink.firstLink(text: "list")])
        let editor = state.push(ContentLink.secondLink(number: 1))
        state.setLeaveGuard(for: editor) { .refuse }
        let before = state.snapshot()

        #expect(state.userWentBack(from: editor) == .refused)
        #expect(state.snapshot() == before)
    }

    @Test("a guard that allows lets the user go back")
    func guardAllows() {
        let state = FlowState.mock(path: ["list"])
        let editor = state.push("editor")
        let calls = Recorder<FlowID>()
        state.setLeaveGuard(for: editor) { calls.record(editor); return .allow }

        #expect(state.userWentBack(from: editor) == .applied)
        #expect(state.links == anyLinks("list"))
        #expect(calls.values == [editor])
    }

    /// The whole pattern: the guard refuses and shows a confirmation dialog; "Discard" pops
    /// programmatically, which the guard is not asked about.
    @Test("the guard asks with a dialog; confirming pops programmatically and is not refused")
    func guardAsksThenConfirmingPops() throws {
        let state = FlowState.mock(path: [ContentLink.firstLink(text: "list")])
        let editor = state.push(ContentLink.secondLink(number: 1))
        var hasUnsavedChanges = true
        let guardCalls = Recorder<Void>()
        state.setLeaveGuard(for: editor) { [unowned state] in
            guardCalls.record(())
            guard hasUnsavedChanges else { return .allow }
            state.show(DialogState(
                confirmationDialog: "Discard changes?",
                buttons: [.destructive("Discard", action: RemoveAction.remove), .cancel("Keep Editing", action: .keep)]
            )) { action in
                if action == .remove {
                    hasUnsavedChanges = false
                    state.pop(to: state.path[0].id)
                }
            }
            return .refuse
        }

        #expect(state.userWentBack() == .refused)
        let dialog = try #require(state.confirmationDialog)
        #expect(dialog.title == "Discard changes?")
        #expect(state.topEntry?.id == editor)

        #expect(state.choose("Discard") == .applied)
        #expect(state.links == anyLinks(ContentLink.firstLink(text: "list")))
        #expect(state.dialog == nil)
        #expect(guardCalls.count == 1, "the programmatic pop did not ask the guard")
    }

    @Test("choosing the cancel button of the guard's dialog keeps the screen")
    func guardDialogCancelled() {
        let state = FlowState.mock(path: ["list"])
        let editor = state.push("editor")
        state.setLeaveGuard(for: editor) { [unowned state] in
            state.show(DialogState(confirmationDialog: "Discard?",
                                   buttons: [.destructive("Discard", action: true), .cancel(action: false)])) {
                if $0 { state.pop() }
            }
            return .refuse
        }
        state.userWentBack()
        state.choose("Cancel")
        #expect(state.topEntry?.id == editor)
        #expect(state.dialog == nil)
    }

    @Test("a guard on a presentation refuses the user's close")
    func guardOnPresentation() throws {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "draft"))
        let id = try #require(sheet.presentation?.id)
        sheet.setLeaveGuard(for: id) { .refuse }

        #expect(root.userClosed(id) == .refused)
        #expect(root.presented === sheet)
        #expect(!sheet.isClosed)
    }

    @Test("closing a window asks guards top-down: levels above, then the window's entries, then the window")
    func guardsAskedTopDown() throws {
        let root = FlowState()
        let asked = Recorder<String>()
        let first = root.present("A", hostsNavigation: true)
        first.setLeaveGuard(for: first.presentation!.id) { asked.record("A"); return .allow }
        let a1 = first.push("A-1")
        first.setLeaveGuard(for: a1) { asked.record("A-1"); return .allow }
        let a2 = first.push("A-2")
        first.setLeaveGuard(for: a2) { asked.record("A-2"); return .allow }
        let second = first.present("B", hostsNavigation: true)
        second.setLeaveGuard(for: second.presentation!.id) { asked.record("B"); return .allow }
        let b1 = second.push("B-1")
        second.setLeaveGuard(for: b1) { asked.record("B-1"); return .allow }

        #expect(root.userClosed(try #require(first.presentation?.id)) == .applied)
        #expect(asked.values == ["B-1", "B", "A-2", "A-1", "A"])
        #expect(root.presented == nil)
    }

    @Test("the first refusal stops the asking and keeps everything open",
          arguments: ["B-1", "B", "A-2", "A"])
    func firstRefusalStops(refuser: String) throws {
        let root = FlowState()
        let asked = Recorder<String>()
        func decide(_ name: String) -> LeaveDecision {
            asked.record(name)
            return name == refuser ? .refuse : .allow
        }
        let first = root.present("A", hostsNavigation: true)
        first.setLeaveGuard(for: first.presentation!.id) { decide("A") }
        let a1 = first.push("A-1")
        first.setLeaveGuard(for: a1) { decide("A-1") }
        let a2 = first.push("A-2")
        first.setLeaveGuard(for: a2) { decide("A-2") }
        let second = first.present("B", hostsNavigation: true)
        second.setLeaveGuard(for: second.presentation!.id) { decide("B") }
        let b1 = second.push("B-1")
        second.setLeaveGuard(for: b1) { decide("B-1") }
        let before = root.snapshot()

        #expect(root.userClosed(try #require(first.presentation?.id)) == .refused)
        let order = ["B-1", "B", "A-2", "A-1", "A"]
        #expect(asked.values == Array(order.prefix(through: order.firstIndex(of: refuser)!)))
        #expect(root.snapshot() == before)
    }

    @Test("closing an upper level does not ask the guards of the levels below it")
    func lowerGuardsNotAsked() throws {
        let root = FlowState()
        let asked = Recorder<String>()
        let first = root.present("A", hostsNavigation: true)
        first.setLeaveGuard(for: first.presentation!.id) { asked.record("A"); return .refuse }
        let second = first.present("B")
        #expect(root.userClosed(try #require(second.presentation?.id)) == .applied)
        #expect(asked.values.isEmpty)
        #expect(root.topmost === first)
    }

    /// Every programmatic way of leaving, none of which asks a guard.
    enum ProgrammaticLeave: String, CaseIterable, Sendable {
        case pop, popToRoot, setPath, finishEntry, close, closeAllPresentations, finishFlow, presentOver, restore
    }

    @Test("programmatic navigation never asks guards", arguments: ProgrammaticLeave.allCases)
    func programmaticNeverAsks(way: ProgrammaticLeave) {
        let root = FlowState()
        let asked = Recorder<String>()
        let entry = root.push("root-entry")
        root.setLeaveGuard(for: entry) { asked.record("root-entry"); return .refuse }
        let sheet = root.present("sheet", hostsNavigation: true)
        sheet.setLeaveGuard(for: sheet.presentation!.id) { asked.record("sheet"); return .refuse }
        let inner = sheet.push("inner")
        sheet.setLeaveGuard(for: inner) { asked.record("inner"); return .refuse }

        switch way {
        case .pop: root.pop(); sheet.pop()
        case .popToRoot: root.popToRoot(); sheet.popToRoot()
        case .setPath: root.setPath([]); sheet.path = FlowPath()
        case .finishEntry:
            root.resultHandle(for: entry, Int.self)?.finish(with: 1)
            sheet.resultHandle(for: inner, Int.self)?.finish(with: 2)
        case .close: sheet.close()
        case .closeAllPresentations: root.closeAllPresentations()
        case .finishFlow: sheet.resultHandle(for: sheet.presentation!.id, String.self)?.finish(with: "done")
        case .presentOver: root.present("other")
        case .restore: root.restore(FlowSnapshot())
        }

        #expect(asked.values.isEmpty)
    }

    @Test("userPoppedToRoot asks every guard, top first, and pops all when they allow")
    func poppedToRootAsksAll() {
        let state = FlowState()
        let asked = Recorder<String>()
        for name in ["1", "2", "3"] {
            let id = state.push(name)
            state.setLeaveGuard(for: id) { asked.record(name); return .allow }
        }
        #expect(state.userPoppedToRoot() == .applied)
        #expect(asked.values == ["3", "2", "1"])
        #expect(state.path.isEmpty)
    }

    @Test("userPoppedToRoot stops at the first refusal and pops nothing")
    func poppedToRootRefused() {
        let state = FlowState()
        let asked = Recorder<String>()
        for name in ["1", "2", "3"] {
            let id = state.push(name)
            state.setLeaveGuard(for: id) { asked.record(name); return name == "2" ? .refuse : .allow }
        }
        let before = state.path
        #expect(state.userPoppedToRoot() == .refused)
        #expect(asked.values == ["3", "2"])
        #expect(state.path == before)
    }

    @Test("userPoppedToRoot on an empty stack is ignored")
    func poppedToRootEmpty() {
        #expect(FlowState().userPoppedToRoot() == .ignored)
    }

    @Test("removeLeaveGuard lets the user leave again")
    func removeLeaveGuard() throws {
        let root = FlowState()
        let entry = root.push("editor")
        root.setLeaveGuard(for: entry) { .refuse }
        let sheet = root.present("sheet")
        let id = try #require(sheet.presentation?.id)
        sheet.setLeaveGuard(for: id) { .refuse }

        #expect(root.userClosed(id) == .refused)
        sheet.removeLeaveGuard(for: id)
        #expect(root.userClosed(id) == .applied)

        #expect(root.userWentBack(from: entry) == .refused)
        root.removeLeaveGuard(for: entry)
        #expect(root.userWentBack(from: entry) == .applied)
    }

    @Test("setting a guard again replaces the previous one")
    func guardReplaced() {
        let state = FlowState()
        let entry = state.push("editor")
        state.setLeaveGuard(for: entry) { .refuse }
        state.setLeaveGuard(for: entry) { .allow }
        #expect(state.userWentBack() == .applied)
    }

    @Test("a guard for an id not on this level is not kept")
    func guardForUnknownID() {
        let state = FlowState()
        let gone = state.push("gone")
        state.pop()
        state.setLeaveGuard(for: gone) { .refuse }
        let entry = state.push("editor")
        #expect(state.userWentBack(from: entry) == .applied)
    }
}
