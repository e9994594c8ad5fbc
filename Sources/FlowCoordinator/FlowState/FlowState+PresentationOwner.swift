/// A presentation belongs to the entry that presented it: when that entry leaves the stack, the
/// presentation goes first.
extension FlowState {
    /// The entry of this level's stack that `owner` names, or `nil` for the level itself.
    func ownerEntry(_ owner: PresentationOwner) -> FlowID? {
        switch owner {
        case .topEntry:
            return topEntry?.id
        case .level:
            return nil
        case .entry(let id):
            assert(storedPath.contains(id), "present(owner: .entry(\(id))): \(id) is not on the presenter's stack")
            return storedPath.contains(id) ? id : nil
        }
    }

    /// Takes away the presented level when it belongs to an entry about to leave (`isLeaving`),
    /// and returns it: the caller changes the stack, then settles it, so its callbacks come
    /// first (everything above it, then it, then the entries) and see the new state.
    func detachPresented(ifOwnerIs isLeaving: (FlowID) -> Bool) -> FlowState? {
        guard let child = presented, let presentation = child.presentation, let owner = presentation.owner,
              isLeaving(owner) else { return nil }
        presented = nil
        if !isClosed, let journal = root.journal { journal.record(.closed(presentation), on: self) }
        return child
    }
}

extension Presentation {
    /// The same presentation belonging to `owner`.
    func with(owner: FlowID?) -> Presentation {
        Presentation(id: id, style: style, link: link, hostsNavigation: hostsNavigation, owner: owner)
    }
}
