/// The usual guard: ask before the user leaves while there is something to lose.
extension FlowState {
    /// Asks before the user leaves `id` (this level's own presentation when `nil`, or one of its
    /// entries) while `needsConfirmation()` is true: the guard answers ``LeaveDecision/ask(_:)``
    /// with this question, which the state shows on this level. If the user confirms, whatever
    /// navigation the user asked for goes on (a back, a close, another tab, a deep link); if the
    /// user keeps editing, nothing changes. Programmatic navigation never asks. The answers are
    /// `confirm` and `keep`, "Discard" and "Keep Editing" in the user's language unless given.
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
        confirm: String = DefaultText.discard,
        keep: String = DefaultText.keepEditing
    ) {
        guard let target = id ?? presentation?.id else { return }
        let question = LeaveQuestion(title, message: message, confirm: confirm, keep: keep)
        setLeaveGuard(for: target) { needsConfirmation() ? .ask(question) : .allow }
    }
}
