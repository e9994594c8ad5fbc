import Testing
import FlowCoordinator

/// Which button Return stands for: always the safe choice.
@MainActor
@Suite("Dialog defaults")
struct DialogDefaultTests {
    enum Choice: Sendable { case remove, keep, retry }

    @Test("a confirmation with a destructive choice defaults to its cancel button, wherever it is")
    func destructive() {
        let state = FlowState.mock
        state.show(DialogState(confirmationDialog: "Remove?", buttons: [
            .destructive("Remove", action: Choice.remove), .cancel("Keep", action: .keep),
        ]))
        #expect(state.dialog?.defaultIndex == 1)
        let dialog = DialogState(confirmationDialog: "Remove?", buttons: [
            .cancel("Keep", action: Choice.keep), .destructive("Remove", action: .remove),
        ])
        #expect(dialog.defaultIndex == 0)
    }

    @Test("an alert defaults to its default-role button (Retry), else to its cancel button (OK)")
    func alerts() {
        let retry = DialogState(alert: "Payment Failed", buttons: [
            DialogButton("Retry", action: Choice.retry), .cancel("Cancel", action: .keep),
        ])
        #expect(retry.defaultIndex == 0)
        #expect(DialogState(alert: "Saved").defaultIndex == 0)
    }

    @Test("a dialog of destructive choices only has no default")
    func onlyDestructive() {
        let dialog = DialogState(confirmationDialog: "Which?", buttons: [
            .destructive("Remove", action: Choice.remove), .destructive("Remove All", action: .remove),
        ])
        #expect(dialog.defaultIndex == nil)
    }
}
