/// Navigation the user asks for, which passes the guards of everything it would remove first:
/// "ask, then go". A guard that allows lets it go on; one that refuses stops it; one that asks
/// has its question shown on its level, and if the user confirms, the remaining guards are asked
/// (top first) and the navigation is done, with reason `.user`.
extension FlowState {
    /// Asks the guards of the navigation `plan` works out from the state as it is, top first,
    /// skipping those already `answered`, and does it when every one allows. A question stops the
    /// asking until the user answers: confirming works the plan out again from the state as it is
    /// then (so a navigation that no longer applies does nothing) and goes on with the guards not
    /// answered yet; keeping changes nothing.
    ///
    /// Returns `.ignored` when the plan is `nil` (what the user named is gone), `.refused` when a
    /// guard refused or a question is showing, `.applied` when the navigation was done.
    static func navigate(
        _ origin: JournalOrigin = .user, guardsOf plan: @escaping @MainActor () -> GuardedNavigation?,
        answered: Set<FlowID> = [], confirming: FlowID? = nil
    ) -> UserEventOutcome {
        NavigationJournal.during(origin) {
            if let confirming { NavigationJournal.note(confirming, answered: .confirmed) }
            guard let navigation = plan() else { return .ignored }
            var answered = answered
            for item in navigation.guards where !answered.contains(item.id) {
                switch item.decide() {
                case .allow:
                    answered.insert(item.id)
                    NavigationJournal.note(item.id, answered: .allowed)
                case .refuse:
                    NavigationJournal.note(item.id, answered: .refused)
                    item.level.root.journal?.record(.refused, on: item.level)
                    return .refused
                case .ask(let question):
                    NavigationJournal.note(item.id, answered: .asked)
                    let confirmed = answered.union([item.id])
                    // The answer is kept by the level's dialog: it holds the level weakly (and not
                    // `item`, which holds it strongly), or the level would never go.
                    let guarded = item.id
                    item.level.show(DialogState(
                        confirmationDialog: question.title, message: question.message,
                        buttons: [.destructive(question.confirm, action: true), .cancel(question.keep, action: false)]
                    )) { [weak level = item.level] leave in
                        if leave {
                            _ = navigate(origin, guardsOf: plan, answered: confirmed, confirming: guarded)
                        } else if let level {
                            NavigationJournal.during(origin) {
                                NavigationJournal.note(guarded, answered: .kept)
                                level.root.journal?.record(.refused, on: level)
                            }
                        }
                    }
                    return .refused
                }
            }
            navigation.go()
            return .applied
        }
    }

    // MARK: The guards of what leaves

    /// The guards asked when this level closes: those of the levels above it first, then for
    /// each level its entries (top first) and its own.
    var guardsForClosing: [LevelGuard] {
        chain.reversed().flatMap { level in
            level.guards(of: level.storedPath.entries.reversed().map(\.id) + [level.presentation?.id].compactMap { $0 })
        }
    }

    /// The guards asked when the app quits with this level and those above it kept as they are,
    /// top first: a quit loses only what no draft keeps, so a screen that keeps a draft and has
    /// nothing unkept (``unkeptInput()``) is not asked; every other guarded screen is.
    var guardsForQuitting: [LevelGuard] {
        chain.reversed().flatMap { level in
            level.guards(of: level.storedPath.entries.reversed().map(\.id) + [level.presentation?.id].compactMap { $0 })
                .filter { item in
                    let hooks = item.id == level.presentation?.id ? level.ownHooks : level.entryHooks[item.id]
                    return hooks?.draft == nil || hooks?.unkept?() != nil
                }
        }
    }

    /// The guards asked when `leaving` (entries of this level, top first) leave: a presentation
    /// that belongs to one of them closes first.
    func guardsForLeaving(_ leaving: [FlowEntry]) -> [LevelGuard] {
        var guards: [LevelGuard] = []
        if let child = presented, let owner = child.presentation?.owner, leaving.contains(where: { $0.id == owner }) {
            guards = child.guardsForClosing
        }
        return guards + self.guards(of: leaving.map(\.id))
    }

    /// The guards asked before this level and those above it become `snapshot`: the presentations
    /// that would not be kept first, then the entries that would leave the levels kept, top first.
    func guardsForRestoring(_ snapshot: FlowSnapshot) -> [LevelGuard] {
        let plan = restorePlan(for: snapshot)
        let levels = chain
        var guards = levels[plan.keptLevels - 1].presented?.guardsForClosing ?? []
        for (level, saved) in zip(levels, plan.snapshot.levels).prefix(plan.keptLevels).reversed() {
            let staying = Set(saved.path.map(\.id))
            let leaving = level.storedPath.entries.reversed().filter { !staying.contains($0.id) }
            guards += level.guards(of: leaving.map(\.id))
        }
        return guards
    }

    /// The guards of `ids`, each an entry of this level or its own presentation, in that order.
    private func guards(of ids: [FlowID]) -> [LevelGuard] {
        ids.compactMap { id in
            let hooks = id == presentation?.id ? ownHooks : entryHooks[id]
            return hooks?.leaveGuard.map { LevelGuard(id: id, level: self, decide: $0) }
        }
    }
}

/// One guard to ask: the entry or presentation it guards, and the level it belongs to, where its
/// question is shown (a presentation's own level, or the level whose stack holds the entry).
struct LevelGuard {
    let id: FlowID
    let level: FlowState
    let decide: LeaveGuard
}

/// A navigation the user asked for, worked out from the state as it is: the guards of what it
/// would remove, top first, and the navigation itself.
struct GuardedNavigation {
    var guards: [LevelGuard]
    var go: @MainActor () -> Void
}
