/// What adapters report on the user's behalf.
///
/// Each call is synchronous and idempotent: it changes the state at once (or refuses, when a
/// screen's guard says so) and names what it acts on by identity, so a late event about an entry,
/// presentation or dialog that is already gone does nothing. Adapters call these on the root
/// level; the right level in the chain is found by identity.
extension FlowState {
    /// The user went back from `entry` (back button, Alt+Left, swipe). Pops it when it is still
    /// the top of its level and its guard allows. With no `entry`, pops this level's top.
    @discardableResult
    public func userWentBack(from entry: FlowID? = nil) -> UserEventOutcome {
        guard let target = entry ?? topEntry?.id,
              let level = chain.first(where: { $0.topEntry?.id == target }) else { return .ignored }
        if level.entryHooks[target]?.leaveGuard?() == .refuse { return .refused }
        level.removeTop(1, reason: .user)
        return .applied
    }

    /// The user asked to go back to this level's root (for example by reselecting its tab).
    /// Every entry's guard is asked, top first; the first refusal stops it.
    @discardableResult
    public func userPoppedToRoot() -> UserEventOutcome {
        guard !storedPath.isEmpty else { return .ignored }
        for entry in storedPath.reversed() where entryHooks[entry.id]?.leaveGuard?() == .refuse {
            return .refused
        }
        removeTop(storedPath.count, reason: .user)
        return .applied
    }

    /// The user closed a presented window (close button, Escape, Ctrl+W). Everything above it
    /// is asked first, top first; the first refusal keeps it all open.
    @discardableResult
    public func userClosed(_ presentation: FlowID) -> UserEventOutcome {
        guard let level = chain.first(where: { $0.presentation?.id == presentation }),
              let presenter = level.presenter else { return .ignored }
        for closing in level.chain.reversed() {
            for entry in closing.storedPath.reversed() where closing.entryHooks[entry.id]?.leaveGuard?() == .refuse {
                return .refused
            }
            if closing.ownHooks.leaveGuard?() == .refuse { return .refused }
        }
        presenter.removePresented(reason: .user, result: nil)
        return .applied
    }

    /// The user answered a dialog: `index` is the button picked, or `nil` for Escape or the
    /// window's close button, which picks the cancel button if there is one.
    @discardableResult
    public func userAnswered(_ dialog: FlowID, buttonAt index: Int?) -> UserEventOutcome {
        guard let level = chain.first(where: { $0.activeDialog?.snapshot.id == dialog }),
              let active = level.activeDialog else { return .ignored }
        let chosen = index ?? active.snapshot.cancelIndex
        if let chosen, !active.snapshot.buttons.indices.contains(chosen) { return .ignored }
        level.activeDialog = nil
        if let chosen { active.perform(chosen) }
        return .applied
    }
}
