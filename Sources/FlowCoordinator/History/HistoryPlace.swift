/// A page a person can go back or forward to: an entry of the history menu on the back button.
///
/// The pages behind the one shown are listed nearest first, across the levels a sheet that
/// hosts a stack stands on: its own pages, its own screen, then the pages of the level under it.
/// The pages ahead (``FlowState/forward``) are listed too.
public struct HistoryPlace: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The presentation of the level the page is on, or `nil` for the root level.
    public let level: FlowID?
    /// The page's entry, or `nil` for its level's own screen (a tab's first screen, a sheet's).
    public let entry: FlowID?
    /// The page's registered title.
    public let title: String
    /// How many steps away it is: 1 for the page just behind (or just ahead).
    public let distance: Int
    /// Whether the page is ahead (a page the user went back from) rather than behind.
    public let isAhead: Bool

    /// The place as the menu names it: its entry, or its level's screen.
    public var id: String { "\(isAhead ? "+" : "-")\(level?.description ?? "root")/\(entry?.description ?? "screen")" }

    /// The title, with the direction and distance, for logs.
    public var description: String { "\(isAhead ? "ahead" : "behind") \(distance): \(title)" }
}

extension FlowState {
    /// The pages behind the one shown on this level, nearest first: this level's entries under
    /// its top, its own screen, then the same for each level under it (a sheet's presenter), as
    /// the history menu lists them.
    public var pagesBehind: [HistoryPlace] {
        var places: [HistoryPlace] = []
        var level: FlowState? = self
        var skipTop = true
        while let current = level {
            var entries = current.storedPath.entries
            // The page under a sheet is behind the sheet's own screen; on the sheet's level, the
            // top is the page shown.
            if skipTop, !entries.isEmpty { entries.removeLast() }
            for entry in entries.reversed() {
                places.append(HistoryPlace(level: current.presentation?.id, entry: entry.id, title: current.title(for: entry),
                                           distance: places.count + 1, isAhead: false))
            }
            if !(skipTop && current.storedPath.isEmpty) {
                places.append(HistoryPlace(level: current.presentation?.id, entry: nil, title: current.rootTitle,
                                           distance: places.count + 1, isAhead: false))
            }
            skipTop = false
            level = current.presenter
        }
        return places
    }

    /// The pages ahead on this level, the next one first (``forward``), as the history menu
    /// lists them.
    public var pagesAhead: [HistoryPlace] {
        storedForward.enumerated().map { index, entry in
            HistoryPlace(level: presentation?.id, entry: entry.id, title: title(for: entry.link),
                         distance: index + 1, isAhead: true)
        }
    }

    /// The user chose `place` in the history menu: going back to a page behind asks the guard of
    /// every page and sheet on the way, top first, and leaves them in one change (the pages of
    /// the place's level go ahead, with their drafts); going to a page ahead goes forward
    /// (``userWentForward(to:)``). Ignored when the place is gone.
    @discardableResult
    public func userWent(to place: HistoryPlace) -> UserEventOutcome {
        if place.isAhead {
            guard let entry = place.entry else { return .ignored }
            return userWentForward(to: entry)
        }
        return Self.navigate { [weak self] in
            guard let self, let target = snapshot(backTo: place) else { return nil }
            return GuardedNavigation(guards: guardsForRestoring(target)) { [weak self] in
                self?.restore(target, reason: .user)
            }
        }
    }

    /// What `place`, a page behind, would show: the target a middle click on it opens in a new
    /// window (in `tab`, the window's tab, if it has tabs). `nil` when it is not behind the page shown.
    public func target(of place: HistoryPlace, tab: String? = nil) -> NavigationTarget? {
        guard !place.isAhead, let flow = snapshot(backTo: place) else { return nil }
        return NavigationTarget(tab: tab, flow: flow.withoutPagesAhead)
    }

    /// This chain's state once back at `place`: the levels above the place's closed, the pages
    /// above it on its level ahead of it. `nil` when the place is not behind the page shown.
    private func snapshot(backTo place: HistoryPlace) -> FlowSnapshot? {
        var state = snapshot()
        guard let index = state.levels.firstIndex(where: { $0.presentation?.id == place.level }) else { return nil }
        var level = state.levels[index]
        let cut: Int
        if let entry = place.entry {
            guard let position = level.path.firstIndex(where: { $0.id == entry }) else { return nil }
            cut = position + 1
        } else {
            cut = 0
        }
        let isTopLevel = index == state.levels.count - 1
        guard cut < level.path.count || !isTopLevel else { return nil } // the page shown itself
        level.forward = Array(level.path[cut...]) + level.forward
        level.path.removeSubrange(cut...)
        level.dialog = nil
        state.levels[index] = level
        state.levels.removeSubrange((index + 1)...)
        return state
    }
}
