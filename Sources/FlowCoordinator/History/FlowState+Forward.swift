/// Going forward again: the pages a person went back from stay ahead of them, with what they
/// typed there, until something new is pushed.
///
/// A web browser's forward button, for a navigation stack: the user goes back (the back button,
/// Alt+Left, the history menu), changes their mind, and goes forward (Alt+Right, mouse button 9)
/// to the same page, its draft in place. A push of anything else forgets the pages ahead, as a
/// browser does after a new link; so does any change of the stack the program makes.
///
/// ```swift
/// state.push(ItemsLink.detail(mouse))
/// state.userWentBack()          // the detail page is ahead: state.forward == [that entry]
/// state.userWentForward()       // and shown again, with the same identity and its draft
/// ```
extension FlowState {
    /// The pages the user went back from on this level, the next one first: what
    /// ``userWentForward(to:)`` pushes again. Saved and restored with the state.
    public var forward: [FlowEntry] { storedForward }

    /// The user went forward (Alt+Right, mouse button 9, an entry of the history menu) to `entry`,
    /// one of the pages ahead on some level of this chain: it and the pages before it are pushed
    /// again, with their identities and drafts. Nothing leaves, so no guard is asked. Ignored when
    /// no level has `entry` ahead, or when something covers that level (a sheet, a dialog).
    @discardableResult
    public func userWentForward(to entry: FlowID) -> UserEventOutcome {
        guard let level = chain.first(where: { level in level.storedForward.contains { $0.id == entry } }),
              let index = level.storedForward.firstIndex(where: { $0.id == entry }),
              level.presented == nil, level.activeDialog == nil, !level.isClosed else { return .ignored }
        NavigationJournal.during(.user) { level.goForward(index + 1) }
        return .applied
    }

    /// The user went forward one page on this level (``userWentForward(to:)`` with the next page).
    @discardableResult
    public func userWentForward() -> UserEventOutcome {
        guard let next = storedForward.first else { return .ignored }
        return userWentForward(to: next.id)
    }

    /// Pushes the first `count` pages ahead again.
    private func goForward(_ count: Int) {
        let moving = Array(storedForward.prefix(count))
        storedForward.removeFirst(count)
        storedPath = FlowPath(entries: storedPath.entries + moving)
        if let journal = root.journal { journal.record(.wentForward(moving), on: self) }
        if root.screenRegistry != nil || presenter != nil { entriesAppeared(moving) }
    }

    /// Replaces the pages ahead, forgetting the drafts of those no longer ahead (and not on the
    /// stack either: a page restored onto it takes its draft there).
    func replaceForward(with new: [FlowEntry]) {
        let staying = Set(new.map(\.id))
        for entry in storedForward where !staying.contains(entry.id) && !storedPath.contains(entry.id) {
            root.restoredDrafts[entry.id] = nil
        }
        storedForward = new
    }

    /// Keeps the drafts of `entries`, which are about to go ahead, as if restored: the screen made
    /// when one comes back takes its draft (``restoredDraft(_:for:)``).
    func keepDrafts(of entries: [FlowEntry]) {
        let root = self.root
        for entry in entries {
            if let draft = entryHooks[entry.id]?.draft?() { root.restoredDrafts[entry.id] = draft }
        }
    }
}
