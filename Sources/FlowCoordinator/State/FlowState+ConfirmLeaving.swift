/// The usual veto: refuse a user-initiated close or back while there is something to lose, ask
/// with a confirmation dialog, and leave (programmatically, so it is not refused again) only if
/// the user confirms.
extension FlowState {
    /// Asks before the user leaves `id` (this level's own presentation when `nil`, or one of its
    /// entries) while `needsConfirmation()` is true.
    ///
    /// ```swift
    /// level.confirmLeaving(when: { [weak model] in model?.hasChanges ?? false },
    ///                      title: "Discard this card?", message: "The details you entered will be lost.")
    /// ```
    public func confirmLeaving(
        _ id: FlowID? = nil,
        when needsConfirmation: @escaping @MainActor () -> Bool,
        title: String,
        message: String? = nil,
        confirm: String = "Discard",
        keep: String = "Keep Editing"
    ) {
        guard let target = id ?? presentation?.id else { return }
        setLeaveGuard(for: target) { [weak self] in
            guard let self, needsConfirmation() else { return .allow }
            self.show(DialogState(
                confirmationDialog: title, message: message,
                buttons: [.destructive(confirm, action: true), .cancel(keep, action: false)]
            )) { [weak self] confirmed in
                if confirmed { self?.leave(target) }
            }
            return .refuse
        }
    }

    /// Removes `id` programmatically: dismisses this level when it is its presentation, pops the
    /// entry and everything above it otherwise.
    private func leave(_ id: FlowID) {
        if id == presentation?.id {
            dismiss()
        } else if let index = storedPath.index(of: id) {
            pop(count: storedPath.count - index)
        }
    }
}
