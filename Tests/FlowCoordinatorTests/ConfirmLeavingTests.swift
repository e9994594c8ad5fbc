import FlowCoordinator
import Testing

/// `confirmLeaving`: the unsaved-changes question as one call. Its guard asks; the state shows
/// the question and, if the user confirms, goes on with what the user asked for.
@Suite("Confirm before leaving")
@MainActor
struct ConfirmLeavingTests {
    @Test("closing a sheet with something to lose asks; Discard closes it as the user asked")
    func sheetDiscard() throws {
        let root = FlowState()
        var reasons: [LeaveReason] = []
        let sheetResultResult = root.present("form") { (leaving: Leaving<Void>) in reasons.append(leaving.reason) }
        let sheetResult = sheetResultResult.level!
        let sheet = sheetResult
        var dirty = true
        sheet.confirmLeaving(when: { dirty }, title: "Discard this card?", message: "It will be lost.")
        let id = try #require(sheet.presentation?.id)

        #expect(root.userClosed(id) == .refused)
        let dialog = try #require(sheet.confirmationDialog)
        #expect(dialog.title == "Discard this card?")
        #expect(dialog.message == "It will be lost.")
        #expect(dialog.buttons.map(\.label) == ["Discard", "Keep Editing"])
        #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
        #expect(root.presented === sheet)

        sheet.choose("Discard")
        #expect(root.presented == nil)
        #expect(reasons == [.user], "the user closed it; the question only made sure")
        _ = dirty
        dirty = false
    }

    @Test("Keep Editing leaves everything as it was")
    func sheetKeep() throws {
        let root = FlowState()
        let sheet = root.present("form")
        sheet.confirmLeaving(when: { true }, title: "Discard?", keep: "Keep Buying")
        #expect(root.userClosed(try #require(sheet.presentation?.id)) == .refused)
        #expect(sheet.dialog?.buttons.last?.label == "Keep Buying")
        sheet.choose("Keep Buying")
        #expect(root.presented === sheet)
        #expect(sheet.dialog == nil)
    }

    @Test("with nothing to lose the close goes through without a question")
    func nothingToLose() throws {
        let root = FlowState()
        let sheet = root.present("form")
        sheet.confirmLeaving(when: { false }, title: "Discard?")
        #expect(root.userClosed(try #require(sheet.presentation?.id)) == .applied)
        #expect(root.presented == nil)
        #expect(sheet.dialog == nil)
    }

    @Test("on an entry: going back asks, and Discard pops the entry and what is above it")
    func entryDiscard() {
        let state = FlowState()
        state.push("list")
        let editor = state.push("editor")
        state.confirmLeaving(editor, when: { true }, title: "Discard your changes?")
        #expect(state.userWentBack(from: editor) == .refused)
        #expect(state.path.count == 2)
        state.choose("Discard")
        #expect(state.path.links == [AnyFlowLink("list")])
    }

    @Test("programmatic navigation never asks")
    func programmaticNeverAsks() {
        let root = FlowState()
        let sheet = root.present("form")
        var asked = 0
        sheet.confirmLeaving(when: { asked += 1; return true }, title: "Discard?")
        root.closeAllPresentations()
        #expect(root.presented == nil)
        #expect(asked == 0)
    }
}
