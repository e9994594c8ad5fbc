/// A whole new state for a tabbed window, asked for by the user: the guards of everything that
/// would leave are asked first.
extension TabFlowState {
    /// The user asked for the whole window state `snapshot` describes (a link opened from
    /// outside): the guard-aware form of ``restore(_:drafts:)``. The guards of what would leave are asked,
    /// top first, the selected tab's first (with its presentations, when another tab is to be
    /// selected), then the other tabs' in order; what stays is not asked. When they allow, the
    /// window is restored to `snapshot`, what leaves going with reason `.user`.
    @discardableResult
    public func userNavigated(to snapshot: TabsSnapshot) -> UserEventOutcome {
        userNavigation { _ in snapshot }
    }

    /// Asks the guards of what restoring `target(self)` would remove, then restores it, working
    /// the snapshot out again after each question the user confirms.
    func userNavigation(
        _ origin: JournalOrigin = .user, to target: @escaping @MainActor (TabFlowState) -> TabsSnapshot
    ) -> UserEventOutcome {
        FlowState.navigate(origin) { [weak self] in
            guard let self else { return nil }
            let snapshot = target(self)
            return GuardedNavigation(guards: guardsForRestoring(snapshot)) { [weak self] in
                self?.restore(snapshot, reason: .user)
            }
        }
    }

    /// The guards of what restoring `snapshot` removes: the tabs it names lose what they do not
    /// keep, and a selected tab that stops being selected loses its presentations.
    private func guardsForRestoring(_ snapshot: TabsSnapshot) -> [LevelGuard] {
        let newSelection = Tab(rawValue: snapshot.selectedTab) ?? selectedTab
        return ([selectedTab] + tabs.filter { $0 != selectedTab }).flatMap { tab -> [LevelGuard] in
            let state = self[tab]
            var target = snapshot.tabs.last { $0.name == tab.rawValue }?.flow
            if tab == selectedTab, newSelection != tab {
                target = FlowSnapshot(path: (target ?? state.snapshot()).root.path)
            }
            return target.map { state.guardsForRestoring($0) } ?? []
        }
    }
}
