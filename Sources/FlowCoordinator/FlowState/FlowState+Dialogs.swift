/// Alerts and confirmation dialogs.
extension FlowState {
    /// The dialog this level shows, as adapters draw it.
    public var dialog: DialogSnapshot? { activeDialog?.snapshot }

    /// The alert this level shows, if its dialog is an alert.
    public var alert: DialogSnapshot? { dialog?.style == .alert ? dialog : nil }

    /// The confirmation dialog this level shows, if its dialog is one.
    public var confirmationDialog: DialogSnapshot? { dialog?.style == .confirmationDialog ? dialog : nil }

    /// Shows `dialog` over this level, replacing any dialog it showed. When the user picks a
    /// button the dialog closes, then `onAction` runs with that button's action. Escape picks the
    /// cancel button; closing a dialog programmatically runs no action.
    @discardableResult
    public func show<Action>(
        _ dialog: DialogState<Action>,
        onAction: @escaping @MainActor (Action) -> Void = { _ in }
    ) -> FlowID {
        let snapshot = DialogSnapshot(
            id: .next(), style: dialog.style, title: dialog.title, message: dialog.message,
            buttons: dialog.buttons.map { DialogSnapshot.Button(label: $0.label, role: $0.role) })
        let actions = dialog.buttons.map(\.action)
        activeDialog = ActiveDialog(snapshot: snapshot) { index in onAction(actions[index]) }
        if let journal = root.journal { journal.record(.dialog(snapshot), on: self) }
        return snapshot.id
    }

    /// Closes this level's dialog without running any action.
    public func closeDialog() {
        activeDialog = nil
    }

    /// Picks a button of this level's dialog, as the user would (for tests and previews).
    @discardableResult
    public func choose(buttonAt index: Int) -> UserEventOutcome {
        guard let dialog else { return .ignored }
        return userAnswered(dialog.id, buttonAt: index)
    }

    /// Picks the button labelled `label` of this level's dialog, as the user would.
    @discardableResult
    public func choose(_ label: String) -> UserEventOutcome {
        guard let index = dialog?.buttons.firstIndex(where: { $0.label == label }) else { return .ignored }
        return choose(buttonAt: index)
    }
}
