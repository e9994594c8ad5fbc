/// Pushing and popping: programmatic navigation on this level's stack.
extension FlowState {
    /// Pushes `link` and returns the new entry's identity.
    @discardableResult
    public func push(_ link: some Hashable & Sendable) -> FlowID {
        checkInDebugBuilds(AnyFlowLink(link))
        let id = storedPath.append(link)
        if !storedForward.isEmpty { replaceForward(with: []) }
        if let journal = root.journal { journal.record(.pushed(storedPath.entries.suffix(1)), on: self) }
        if screenRegistry != nil || presenter != nil { entriesAppeared(storedPath.entries.suffix(1)) }
        return id
    }

    /// Pushes `link`; `onLeave` is called once when the entry leaves the stack, with the result
    /// it was finished with through the returned handle (``ResultHandle/finish(with:)``), or
    /// `nil`. It replaces the result handler the link's registration gave the entry, if any; one
    /// that expects another type than `Result` is a ``FlowMisuse``, reported here.
    @discardableResult
    public func push<Result>(
        _ link: some Hashable & Sendable,
        onLeave: @escaping @MainActor (Leaving<Result>) -> Void
    ) -> ResultHandle<Result> {
        let id = push(link)
        if storedPath.contains(id) {
            installResultHandler(onLeave, for: id, call: "push(_:onLeave:)")
        }
        return ResultHandle(level: self, id: id)
    }

    /// Pops the top entry, if any.
    public func pop() {
        pop(count: 1)
    }

    /// Pops the top `count` entries (all of them when fewer are pushed).
    public func pop(count: Int) {
        removeTop(Swift.min(Swift.max(count, 0), storedPath.count), reason: .program)
    }

    /// Pops every entry, back to the root screen.
    public func popToRoot() {
        removeTop(storedPath.count, reason: .program)
    }

    /// Pops the entries above `entry`, which becomes the top. Returns false, changing nothing,
    /// when `entry` is not on the stack.
    @discardableResult
    public func pop(to entry: FlowID) -> Bool {
        guard let index = storedPath.index(of: entry) else { return false }
        removeTop(storedPath.count - index - 1, reason: .program)
        return true
    }

    /// Pops to the lowest entry that matches `predicate`. Returns false when none matches.
    @discardableResult
    public func pop(toFirst predicate: (FlowEntry) -> Bool) -> Bool {
        guard let entry = storedPath.first(where: predicate) else { return false }
        return pop(to: entry.id)
    }

    /// Pops to the lowest entry whose link equals `link`. Returns false when there is none.
    @discardableResult
    public func pop(toFirst link: some Hashable & Sendable) -> Bool {
        let target = AnyFlowLink(link)
        return pop(toFirst: { $0.link == target })
    }

    /// Pops `entry` and everything above it, delivering `result` to the entry's leave
    /// handler (through a ``ResultHandle``, which makes the type right). Finishing an entry that
    /// already left the stack does nothing, so a result is delivered at most once.
    func finishEntry<Result>(_ entry: FlowID, with result: Result) {
        guard let index = storedPath.index(of: entry) else { return }
        removeTop(storedPath.count - index, reason: .program, results: [entry: result])
    }

    /// Replaces the stack with `links`, by value, as SwiftUI's `NavigationStack` does: the entries
    /// of the prefix the old and new stacks share stay (their identities, callbacks and objects),
    /// and the links after it get fresh entries. `[a, b] → [a, b, c, d]` pushes `c` and `d` only.
    /// For fresh entries throughout, set ``path`` to a new `FlowPath(links)`.
    public func setPath(_ links: [any Hashable & Sendable]) {
        let wanted = FlowPath(links).entries
        path = FlowPath(entries: FlowEntry.keeping(storedPath.entries, along: wanted))
    }

    // MARK: The two ways entries leave

    /// Removes the top `count` entries and settles their callbacks, after those of a presentation
    /// that belongs to one of them. With `intoForward` (the user went back), the entries go to the
    /// front of ``forward``, each with its draft; otherwise the pages ahead are forgotten.
    func removeTop(_ count: Int, reason: LeaveReason, results: [FlowID: Any] = [:], intoForward: Bool = false) {
        guard count > 0 else { return }
        // An array of its own: a slice would keep the path's storage shared, and removing the
        // entries would then copy the whole path.
        let removed = Array(storedPath.entries.suffix(count))
        let owned = detachPresented { owner in removed.contains { $0.id == owner } }
        if intoForward {
            keepDrafts(of: removed)
            storedForward = removed + storedForward
        } else if !storedForward.isEmpty {
            replaceForward(with: [])
        }
        storedPath.removeLast(count)
        if let journal = root.journal, !isClosed { journal.record(.popped(removed, intoForward: intoForward), on: self) }
        owned?.settle(reason: reason, result: nil)
        release(removed.reversed(), reason: reason, results: results)
    }

    /// Replaces the stack; entries not in `newPath` leave (top first), after a presentation that
    /// belongs to one of them, and after `detached`, a presented level already taken away. The
    /// pages ahead become `forward` (those of the entries leaving keep their drafts); with `nil`,
    /// they stay while the stack is the same and are forgotten when it changes.
    func setPath(_ newPath: FlowPath, reason: LeaveReason, after detached: FlowState? = nil, forward: [FlowEntry]? = nil) {
        let oldPath = storedPath
        let owned = detachPresented { owner in !newPath.contains(owner) } ?? detached
        let aheadBefore = storedForward
        if let forward {
            let ahead = Set(forward.map(\.id))
            keepDrafts(of: oldPath.entries.filter { ahead.contains($0.id) && !newPath.contains($0.id) })
            if forward != storedForward { replaceForward(with: forward) }
        } else if !storedForward.isEmpty, newPath != oldPath {
            replaceForward(with: [])
        }
        storedPath = newPath
        if let journal = root.journal, !isClosed, newPath != oldPath {
            // A step back (the history menu) reads as one: the pages left went ahead.
            let left = Array(oldPath.entries.dropFirst(newPath.count))
            if oldPath.entries.starts(with: newPath.entries), let forward, forward == left + aheadBefore, !left.isEmpty {
                journal.record(.popped(left, intoForward: true), on: self)
            } else {
                journal.record(.pathSet(from: oldPath.entries, to: newPath.entries, ahead: storedForward), on: self)
            }
        }
        owned?.settle(reason: reason, result: nil)
        if !entryHooks.isEmpty {
            let kept = Set(newPath.entries.map(\.id))
            release(oldPath.entries.reversed().filter { !kept.contains($0.id) }, reason: reason, results: [:])
        }
        if root.screenRegistry != nil {
            let old = Set(oldPath.entries.map(\.id))
            entriesAppeared(newPath.entries.filter { !old.contains($0.id) })
        }
    }

    /// Calls the leave handlers of entries that left, top first, after the state changed,
    /// and drops what was attached to them.
    private func release(_ removed: some Sequence<FlowEntry>, reason: LeaveReason, results: [FlowID: Any]) {
        guard !entryHooks.isEmpty else { return }
        var released: [(FlowID, EntryHooks)] = []
        for entry in removed {
            if let hooks = entryHooks.removeValue(forKey: entry.id) { released.append((entry.id, hooks)) }
        }
        for (id, hooks) in released {
            hooks.onLeave?(reason, results[id])
        }
    }
}
