import Testing
import FlowCoordinator
import FlowTestSupport

/// What adapters report on the user's behalf. Events name what they act on by identity, so a late
/// or repeated event about something already gone does nothing (`.ignored`).
@MainActor
@Suite("User events")
struct UserEventTests {
    // MARK: Back

    @Test("going back from the top entry pops it")
    func backFromTop() {
        let state = FlowState.mock(path: ["a", "b"])
        #expect(state.userWentBack(from: state.path[1].id) == .applied)
        #expect(state.links == anyLinks("a"))
    }

    @Test("going back without naming an entry pops this level's top; on an empty stack it is ignored")
    func backWithoutEntry() {
        let state = FlowState.mock(path: ["a"])
        #expect(state.userWentBack() == .applied)
        #expect(state.path.isEmpty)
        #expect(state.userWentBack() == .ignored)
    }

    @Test("going back from an entry that is not the top is ignored")
    func backFromNonTop() {
        let state = FlowState.mock(path: ["a", "b", "c"])
        let before = state.path
        #expect(state.userWentBack(from: state.path[1].id) == .ignored)
        #expect(state.path == before)
    }

    @Test("going back from an entry that is gone is ignored")
    func backFromGone() {
        let state = FlowState.mock(path: ["a"])
        let gone = state.push("b")
        state.pop()
        #expect(state.userWentBack(from: gone) == .ignored)
        #expect(state.links == anyLinks("a"))
    }

    @Test("the same back event reported twice pops once")
    func backIsIdempotent() {
        let state = FlowState.mock(path: ["a", "b", "c"])
        let top = state.path[2].id
        #expect(state.userWentBack(from: top) == .applied)
        #expect(state.userWentBack(from: top) == .ignored)
        #expect(state.links == anyLinks("a", "b"))
    }

    @Test("back on a presented level's stack, reported to the root, pops on that level")
    func backOnPresentedLevel() {
        let root = FlowState.mock(path: ["root"])
        let flow = root.present("flow", hostsNavigation: true)
        flow.push("step-1")
        let step2 = flow.push("step-2")

        #expect(root.userWentBack(from: step2) == .applied)
        #expect(flow.links == anyLinks("step-1"))
        #expect(root.links == anyLinks("root"))
    }

    // MARK: Close

    @Test("closing a window closes it; closing it again is ignored")
    func closeIsIdempotent() throws {
        let root = FlowState()
        let sheet = root.present("sheet")
        let id = try #require(sheet.presentation?.id)
        #expect(root.userClosed(id) == .applied)
        #expect(root.presented == nil)
        #expect(root.userClosed(id) == .ignored)
    }

    @Test("a close arriving after a programmatic close is ignored")
    func lateCloseAfterClose() throws {
        let root = FlowState()
        let log = Recorder<Leaving<Int>>()
        let sheet = root.present("sheet") { (d: Leaving<Int>) in log.record(d) }
        let id = sheet.id
        sheet.finish(with: 7)

        #expect(root.userClosed(id) == .ignored)
        #expect(log.values == [Leaving(reason: .program, result: 7)])
    }

    @Test("a close naming a replaced presentation leaves its replacement open")
    func lateCloseAfterReplacement() throws {
        let root = FlowState()
        let old = try #require(root.present("old").presentation?.id)
        let new = root.present("new")
        #expect(root.userClosed(old) == .ignored)
        #expect(root.presented === new)
    }

    @Test("a back event from a closed level's entry is ignored")
    func lateBackAfterClose() {
        let root = FlowState()
        let flow = root.present("flow", hostsNavigation: true)
        let step = flow.push("step")
        flow.close()
        #expect(root.userWentBack(from: step) == .ignored)
        #expect(flow.userWentBack(from: step) == .ignored)
    }

    @Test("closing a nested window reported to the root finds it by identity")
    func closeNested() throws {
        let root = FlowState()
        let first = root.present("A")
        let second = first.present("B")
        #expect(root.userClosed(try #require(second.presentation?.id)) == .applied)
        #expect(root.topmost === first)
    }

    @Test("closing an unknown presentation is ignored")
    func closeUnknown() {
        let root = FlowState()
        root.present("A")
        #expect(root.userClosed(FlowID.next()) == .ignored)
        #expect(root.presented != nil)
    }

    // MARK: Dialogs

    @Test("answering a dialog closes it first, then runs the chosen button's typed action once")
    func answerRunsActionOnce() throws {
        let state = FlowState()
        let log = Recorder<(RemoveAction, Bool)>()
        let id = state.show(DialogState(
            confirmationDialog: "Remove this card?", message: "It can be added again later.",
            buttons: [.destructive("Remove", action: RemoveAction.remove), .cancel(action: .keep)]
        )) { action in log.record((action, state.dialog == nil)) }

        #expect(state.dialog?.id == id)
        #expect(state.userAnswered(id, buttonAt: 0) == .applied)
        #expect(state.dialog == nil)
        #expect(log.count == 1)
        let (action, dialogWasClosed) = try #require(log.values.first)
        #expect(action == .remove)
        #expect(dialogWasClosed, "the action sees the dialog already closed")

        #expect(state.userAnswered(id, buttonAt: 0) == .ignored, "a repeated answer is ignored")
        #expect(log.count == 1)
    }

    @Test("Escape (no button index) picks the cancel button, wherever it is")
    func escapePicksCancel() {
        let state = FlowState()
        let log = Recorder<RemoveAction>()
        let id = state.show(DialogState(
            confirmationDialog: "Remove?",
            buttons: [.cancel("Keep", action: RemoveAction.keep), .destructive("Remove", action: .remove)]
        )) { log.record($0) }
        #expect(state.dialog?.cancelIndex == 0)
        #expect(state.userAnswered(id, buttonAt: nil) == .applied)
        #expect(log.values == [.keep])
    }

    @Test("Escape on a dialog without a cancel button just closes it")
    func escapeWithoutCancel() {
        let state = FlowState()
        let log = Recorder<Int>()
        let id = state.show(DialogState(alert: "Pick one", buttons: [
            DialogButton("One", action: 1), DialogButton("Two", action: 2),
        ])) { log.record($0) }
        #expect(state.dialog?.cancelIndex == nil)
        #expect(state.userAnswered(id, buttonAt: nil) == .applied)
        #expect(state.dialog == nil)
        #expect(log.values.isEmpty)
    }

    @Test("a button index out of range is ignored and the dialog stays", arguments: [-1, 2, 99])
    func outOfRange(index: Int) {
        let state = FlowState()
        let log = Recorder<Int>()
        let id = state.show(DialogState(alert: "Two buttons", buttons: [
            DialogButton("One", action: 1), .cancel(action: 0),
        ])) { log.record($0) }
        #expect(state.userAnswered(id, buttonAt: index) == .ignored)
        #expect(state.dialog?.id == id)
        #expect(log.values.isEmpty)
    }

    @Test("an answer naming a replaced dialog is ignored and the new dialog stays")
    func answerToReplacedDialog() {
        let state = FlowState()
        let old = state.show(DialogState(alert: "Old"))
        let new = state.show(DialogState(alert: "New"))
        #expect(old != new)
        #expect(state.userAnswered(old, buttonAt: 0) == .ignored)
        #expect(state.dialog?.id == new)
    }

    @Test("choose(label) picks a button by its label, as the user would; an unknown label is ignored")
    func chooseByLabel() {
        let state = FlowState()
        let log = Recorder<RemoveAction>()
        state.show(DialogState(
            confirmationDialog: "Remove?",
            buttons: [.destructive("Remove", action: RemoveAction.remove), .cancel(action: .keep)]
        )) { log.record($0) }

        #expect(state.choose("Nope") == .ignored)
        #expect(state.dialog != nil)
        #expect(state.choose("Cancel") == .applied)
        #expect(log.values == [.keep])
        #expect(state.choose("Cancel") == .ignored, "no dialog any more")
    }

    @Test("choose(buttonAt:) picks a button by index")
    func chooseByIndex() {
        let state = FlowState()
        let log = Recorder<Int>()
        state.show(DialogState(alert: "A", buttons: [DialogButton("x", action: 10), DialogButton("y", action: 20)])) {
            log.record($0)
        }
        #expect(state.choose(buttonAt: 1) == .applied)
        #expect(log.values == [20])
    }

    @Test("a dialog on a presented level is answered through the root, by identity")
    func dialogOnPresentedLevel() {
        let root = FlowState()
        let sheet = root.present("sheet")
        let log = Recorder<Bool>()
        let id = sheet.show(DialogState(confirmationDialog: "Sure?",
                                        buttons: [DialogButton("Yes", action: true), .cancel(action: false)])) {
            log.record($0)
        }
        #expect(root.dialog == nil)
        #expect(root.userAnswered(id, buttonAt: 0) == .applied)
        #expect(sheet.dialog == nil)
        #expect(log.values == [true])
    }

    @Test("an action may show the next dialog")
    func actionShowsNextDialog() {
        let state = FlowState()
        state.show(DialogState(confirmationDialog: "Delete?",
                               buttons: [.destructive("Delete", action: true), .cancel(action: false)])) {
            if $0 { state.show(DialogState(alert: "Deleted")) }
        }
        state.choose("Delete")
        #expect(state.alert?.title == "Deleted")
    }

    @Test("closeDialog closes the dialog without running any action")
    func closeDialogRunsNothing() {
        let state = FlowState()
        let log = Recorder<Int>()
        let id = state.show(DialogState(alert: "A", buttons: [.cancel(action: 1)])) { log.record($0) }
        state.closeDialog()
        #expect(state.dialog == nil)
        #expect(state.userAnswered(id, buttonAt: 0) == .ignored)
        #expect(log.values.isEmpty)
    }

    @Test("alert and confirmationDialog each read the dialog of their own style",
          arguments: [DialogStyle.alert, .confirmationDialog])
    func styleAccessors(style: DialogStyle) {
        let state = FlowState()
        state.show(DialogState(style: style, title: "T", message: "M", buttons: [.cancel(action: ())]))
        #expect(state.dialog?.style == style)
        #expect((state.alert != nil) == (style == .alert))
        #expect((state.confirmationDialog != nil) == (style == .confirmationDialog))
        #expect(state.dialog?.title == "T")
        #expect(state.dialog?.message == "M")
    }

    @Test("buttons keep their labels and roles; the plain alert has a single OK cancel button")
    func buttonRoles() throws {
        let state = FlowState()
        state.show(DialogState(confirmationDialog: "Remove?", buttons: [
            DialogButton("Archive", action: 0), .destructive("Remove", action: 1), .cancel(action: 2),
        ]))
        let dialog = try #require(state.dialog)
        #expect(dialog.buttons.map(\.label) == ["Archive", "Remove", "Cancel"])
        #expect(dialog.buttons.map(\.role) == [.default, .destructive, .cancel])
        #expect(dialog.cancelIndex == 2)

        state.show(DialogState(alert: "Saved"))
        let alert = try #require(state.alert)
        #expect(alert.buttons.map(\.label) == ["OK"])
        #expect(alert.buttons.map(\.role) == [.cancel])
        #expect(alert.message == nil)
    }
}
