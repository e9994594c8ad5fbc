/// What adapters report on the user's behalf.
///
/// Each call is synchronous and idempotent: it changes the state at once (or refuses, when a
/// screen's guard says so) and names what it acts on by identity, so a late event about an entry,
/// presentation or dialog that is already gone does nothing. Adapters call these on the root
/// level; the right level in the chain is found by identity.
///
/// Every guard of what the user's navigation would remove is asked first, top first. A guard
/// that asks (``LeaveDecision/ask(_:)``) has its question shown on its level and the call
/// returns `.refused`; if the user confirms, the remaining guards are asked and the navigation is
/// done, as the user asked, with reason `.user`. Coordinators use these too for what the user
/// asks them to do (a Cancel button inside a sheet calls `userClosed`), and the forced forms
/// (`pop`, `close`, `restore`) when the program decides.
extension FlowState {
    /// The user went back from `entry` (back button, Alt+Left, swipe). Pops it when it is still
    /// the top of its level and the guards allow: a presentation that belongs to it closes too,
    /// and its guards are asked first. With no `entry`, pops this level's top. The page goes to
    /// the front of its level's ``forward`` list, with its draft.
    @discardableResult
    public func userWentBack(from entry: FlowID? = nil) -> UserEventOutcome {
        guard let target = entry ?? topEntry?.id else { return .ignored }
        return Self.navigate { [weak self] in
            guard let level = self?.chain.first(where: { $0.topEntry?.id == target }),
                  let top = level.topEntry else { return nil }
            return GuardedNavigation(guards: level.guardsForLeaving([top])) {
                level.removeTop(1, reason: .user, intoForward: true)
            }
        }
    }

    /// The user asked to go back to this level's root (for example by reselecting its tab).
    /// Every entry's guard is asked, top first, after those of a presentation that belongs to one
    /// of them.
    @discardableResult
    public func userPoppedToRoot() -> UserEventOutcome {
        Self.navigate { [weak self] in
            guard let self, !isClosed, !storedPath.isEmpty else { return nil }
            return GuardedNavigation(guards: guardsForLeaving(storedPath.entries.reversed())) { [weak self] in
                guard let self else { return }
                removeTop(storedPath.count, reason: .user)
            }
        }
    }

    /// The user asked to go back to `entry`, one of this level's entries (a "Back to the list"
    /// button): the guard-aware form of ``pop(to:)``. The guards of the entries above it are
    /// asked, top first; `entry` itself stays. Ignored when `entry` is not on this level's stack.
    /// The pages left go to the front of ``forward``, with their drafts.
    @discardableResult
    public func userPopped(to entry: FlowID) -> UserEventOutcome {
        Self.navigate { [weak self] in
            guard let self, !isClosed, let index = storedPath.index(of: entry) else { return nil }
            let leaving = Array(storedPath.entries[(index + 1)...].reversed())
            return GuardedNavigation(guards: guardsForLeaving(leaving)) { [weak self] in
                self?.removeTop(leaving.count, reason: .user, intoForward: true)
            }
        }
    }

    /// The user closed a presented window (close button, Escape, Ctrl+W). Everything above it
    /// is asked first, top first: each level's entries, then the level itself.
    @discardableResult
    public func userClosed(_ presentation: FlowID) -> UserEventOutcome {
        Self.navigate { [weak self] in
            guard let level = self?.chain.first(where: { $0.presentation?.id == presentation }),
                  let presenter = level.presenter else { return nil }
            return GuardedNavigation(guards: level.guardsForClosing) {
                presenter.removePresented(reason: .user, result: nil)
            }
        }
    }

    /// The user asked for the whole state `snapshot` describes (a link opened from outside, a
    /// step back in a history): the guard-aware form of ``restore(_:drafts:)``. The guards of everything
    /// that would leave are asked, top first — presentations that would not be kept, then the
    /// entries leaving the levels that stay — and what stays is not asked. When they allow, this
    /// level is restored to `snapshot`, what leaves going with reason `.user`.
    @discardableResult
    public func userNavigated(to snapshot: FlowSnapshot) -> UserEventOutcome {
        Self.navigate { [weak self] in
            guard let self, !isClosed else { return nil }
            return GuardedNavigation(guards: guardsForRestoring(snapshot)) { [weak self] in
                self?.restore(snapshot, reason: .user)
            }
        }
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
