import FlowCoordinator
import Testing

extension FlowState {
    /// The dialog the user sees over this level: the one shown highest in its chain (on this
    /// level, on its sheet, on that sheet's sheet…), or `nil` when none is.
    public var visibleDialog: DialogSnapshot? {
        chain.last { $0.dialog != nil }?.dialog
    }

    /// Picks the button labelled `label` of the ``visibleDialog``, as the user would, wherever in
    /// the chain it is shown (`choose(_:)` answers this level's own dialog only, and does nothing
    /// when the dialog is on a sheet). Records an issue, changing nothing, when no dialog is
    /// shown or it has no such button.
    public func answerDialog(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let dialog = visibleDialog else {
            Issue.record("No dialog to answer \"\(label)\": none is shown in \(snapshot())",
                         sourceLocation: sourceLocation)
            return
        }
        guard let index = dialog.buttons.firstIndex(where: { $0.label == label }) else {
            let buttons = dialog.buttons.map { "\"\($0.label)\"" }.joined(separator: ", ")
            Issue.record("The dialog \"\(dialog.title)\" has no button \"\(label)\"; its buttons are \(buttons)",
                         sourceLocation: sourceLocation)
            return
        }
        userAnswered(dialog.id, buttonAt: index)
    }
}
