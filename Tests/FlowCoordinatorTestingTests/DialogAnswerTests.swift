import FlowCoordinator
import FlowCoordinatorTesting
import Testing

/// Dialogs are found and answered across the chain, and a wrong answer fails the test.
@MainActor
@Suite("Dialog answers")
struct DialogAnswerTests {
    enum Choice: Sendable { case remove, keep }

    /// A root presenting a sheet presenting a sheet, the top one asking a question; the answers
    /// given so far.
    func askingOnTopSheet() -> (root: FlowState, top: FlowState, answers: () -> [Choice]) {
        let root = FlowState.mock(path: [ShopLink.catalogue])
        let top = root.present(ShopLink.sheet("outer"), hostsNavigation: true).present(ShopLink.sheet("inner"))
        nonisolated(unsafe) var answers: [Choice] = []
        top.show(DialogState(confirmationDialog: "Remove?", buttons: [
            .destructive("Remove", action: Choice.remove), .cancel("Keep", action: .keep),
        ])) { answers.append($0) }
        return (root, top, { answers })
    }

    @Test("the visible dialog is the one highest in the chain")
    func visibleDialog() {
        let (root, top, _) = askingOnTopSheet()
        root.show(DialogState(alert: "Below"))
        #expect(root.visibleDialog?.title == "Remove?")
        #expect(root.visibleDialog == top.dialog)
        #expect(FlowState().visibleDialog == nil)
    }

    @Test("answering from the root picks the button on the sheet's sheet, where choose(_:) is ignored")
    func answersAcrossTheChain() {
        let (root, top, answers) = askingOnTopSheet()
        #expect(root.choose("Remove") == .ignored)
        root.answerDialog("Remove")
        #expect(answers() == [.remove])
        #expect(top.dialog == nil)
    }

    @Test("answering when no dialog is shown fails the test and changes nothing")
    func noDialog() {
        let root = FlowState.mock(path: [ShopLink.catalogue])
        let before = root.snapshot()
        withKnownIssue {
            root.answerDialog("OK")
        } matching: { says("No dialog to answer \"OK\"")($0) }
        #expect(root.snapshot() == before)
    }

    @Test("a label the dialog does not have fails the test, naming its buttons, and leaves it open")
    func noSuchButton() {
        let (root, top, answers) = askingOnTopSheet()
        withKnownIssue {
            root.answerDialog("Delete")
        } matching: { says("has no button \"Delete\"; its buttons are \"Remove\", \"Keep\"")($0) }
        #expect(answers().isEmpty)
        #expect(top.dialog?.title == "Remove?")
    }
}
