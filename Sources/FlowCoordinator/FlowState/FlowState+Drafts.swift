/// What screens keep of what a person typed on them: drafts saved with their entries.
extension FlowState {
    /// Keeps what the screen `id` (an entry of this level, or this level's own presentation) would
    /// lose if the app stopped now: `draft` is asked whenever the state is saved, and returns
    /// `nil` when there is nothing to keep. `unkept` names what the screen holds that the draft
    /// leaves out on purpose (a card number), or returns `nil`; the app asks before a quit would
    /// lose it (``unkeptInput()``). Both go away with the screen: when it is popped, closed by
    /// the user, or closed after a save. A restored draft waiting for the screen is dropped: the screen
    /// took it with ``restoredDraft(_:for:)`` before it kept its own.
    public func keepDraft<Draft: ScreenDraft>(
        for id: FlowID, _ draft: @escaping @MainActor () -> Draft?, unkept: (@MainActor () -> String?)? = nil
    ) {
        guard holds(id) else { return }
        root.restoredDrafts[id] = nil
        updateHooks(for: id) {
            $0.draft = { draft().map(AnyScreenDraft.init) }
            $0.unkept = unkept
        }
    }

    /// The draft restored for the screen `id`, when it is of type `Draft`: what may be kept of it
    /// by its rules (``ScreenDraft/kept``).
    public func restoredDraft<Draft: ScreenDraft>(_ type: Draft.Type, for id: FlowID) -> Draft? {
        root.restoredDrafts[id]?.kept?.as(Draft.self)
    }

    /// Keeps what the first screen of this root level (a tab's root screen, which has no
    /// identity) would lose if the app stopped now, as ``keepDraft(for:_:unkept:)`` does for
    /// the others: a search typed over a list, say. It lives as long as the level.
    func keepRootDraft<Draft: ScreenDraft>(_ draft: @escaping @MainActor () -> Draft?, unkept: (@MainActor () -> String?)?) {
        guard presentation == nil else { return }
        restoredDrafts[.here] = nil
        ownHooks.draft = { draft().map(AnyScreenDraft.init) }
        ownHooks.unkept = unkept
        keepsRootDraft = true
    }

    /// The draft restored for the first screen of this root level, when it is of type `Draft`.
    func restoredRootDraft<Draft: ScreenDraft>(_ type: Draft.Type) -> Draft? {
        guard presentation == nil else { return nil }
        return restoredDrafts[.here]?.kept?.as(Draft.self)
    }

    /// The drafts of this level's screens (its first screen's too, on a root level) and of every
    /// level presented above it: what each
    /// screen keeps now, or the restored draft its screen has not taken up yet (a screen not
    /// shown since the launch). Of a draft that breaks its own rules (``ScreenDraft/problem``),
    /// what may be kept (``ScreenDraft/kept``): one field pasted far too long does not lose the
    /// others.
    public func drafts() -> ScreenDrafts {
        var drafts = ScreenDrafts()
        let waiting = root.restoredDrafts
        func keep(_ id: FlowID, _ hooks: EntryHooks?) {
            guard let draft = (hooks?.draft?() ?? waiting[id])?.kept else { return }
            drafts[id] = draft
        }
        if presentation == nil, let draft = ((keepsRootDraft ? ownHooks.draft?() : nil) ?? waiting[.here])?.kept {
            drafts[.here] = draft
        }
        for level in chain {
            if let id = level.presentation?.id { keep(id, level.ownHooks) }
            for entry in level.storedPath.entries { keep(entry.id, level.entryHooks[entry.id]) }
            for entry in level.storedForward { keep(entry.id, nil) }
        }
        return drafts
    }

    /// What the screens of this level and the levels above it hold that their drafts leave out
    /// (``keepDraft(for:_:unkept:)``), each with the level it is on, bottom first: what a quit
    /// now would lose.
    public func unkeptInput() -> [(level: FlowState, what: String)] {
        chain.flatMap { level in
            ([level.ownHooks.unkept] + level.storedPath.entries.map { level.entryHooks[$0.id]?.unkept })
                .compactMap { $0?() }.map { (level, $0) }
        }
    }

    /// Whether `id` is one of this level's entries or its own presentation.
    private func holds(_ id: FlowID) -> Bool {
        id == presentation?.id || storedPath.contains(id)
    }

    /// Hands the screens of a restored state their drafts: `drafts` by the saved identities,
    /// `restored` the state as restored (identities the live state used are renumbered).
    func adoptDrafts(_ drafts: ScreenDrafts, saved: FlowSnapshot, restored: FlowSnapshot) {
        guard !drafts.isEmpty else { return }
        var renamed: [FlowID: FlowID] = [:]
        for (old, new) in zip(saved.levels, restored.levels) {
            if let oldID = old.presentation?.id, let newID = new.presentation?.id { renamed[oldID] = newID }
            for (oldEntry, newEntry) in zip(old.path + old.forward, new.path + new.forward) { renamed[oldEntry.id] = newEntry.id }
        }
        for (id, draft) in drafts.renamed(renamed).byScreen { root.restoredDrafts[id] = draft }
        if let draft = drafts[.here] { root.restoredDrafts[.here] = draft }
    }
}
