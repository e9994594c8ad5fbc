/// A sidebar: a level's root screen that is a list whose selection is the first entry of the
/// level's path, as in GNOME Settings or Contacts. A wide window shows the list beside the pages of
/// the path; a narrow one stacks them. The layout is the adapter's: the state is the same in both,
/// so folding and unfolding a window never changes it.
extension FlowState {
    /// The link the sidebar marks as chosen: the first entry of this level's path, or `nil` when
    /// the path is empty (nothing chosen: the content shows an empty state).
    public var sidebarChoice: AnyFlowLink? { storedPath.entries.first?.link }

    /// The user chose `link` in the sidebar (a click on its row, Enter): the path becomes that
    /// link alone. What leaves asks its guards first, top first, after those of a presentation
    /// that belongs to it, as a back does. Choosing the row already chosen goes back to it when
    /// pages are above it, and otherwise does nothing (`.ignored`).
    @discardableResult
    public func userChose(_ link: some Hashable & Sendable) -> UserEventOutcome {
        let chosen = AnyFlowLink(link)
        return Self.navigate { [weak self] in
            guard let self, !isClosed else { return nil }
            let entries = storedPath.entries
            if entries.first?.link == chosen {
                guard entries.count > 1 else { return nil }
                let leaving = Array(entries.dropFirst().reversed())
                return GuardedNavigation(guards: guardsForLeaving(leaving)) { [weak self] in
                    self?.removeTop(leaving.count, reason: .user)
                }
            }
            return GuardedNavigation(guards: guardsForLeaving(entries.reversed())) { [weak self] in
                self?.setPath(FlowPath(entries: [FlowEntry(id: .next(), link: chosen)]), reason: .user)
            }
        }
    }
}
