/// A navigation state as a plain value: what the planner compares and what is saved.
///
/// The levels form a chain: `levels[0]` is the root stack, and each following level is presented
/// by the one before it (a sheet over the root, a sheet over that sheet…).
public struct FlowSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The levels, root first; each one after the first is presented by the one before it.
    public var levels: [LevelSnapshot]

    /// A state of these levels; there must be at least the root level.
    public init(levels: [LevelSnapshot]) {
        precondition(!levels.isEmpty, "FlowSnapshot needs a root level")
        self.levels = levels
    }

    /// A root stack, with optional presented levels above it.
    public init(path: [FlowEntry] = [], dialog: DialogSnapshot? = nil, presenting presented: [LevelSnapshot] = []) {
        self.init(levels: [LevelSnapshot(presentation: nil, path: path, dialog: dialog)] + presented)
    }

    /// The root level: the window's (or tab's) own stack.
    public var root: LevelSnapshot { levels[0] }

    /// Every identity in the state: entries, presentations and dialogs.
    public var allIDs: [FlowID] {
        levels.flatMap { level in
            level.path.map(\.id) + level.forward.map(\.id) + [level.presentation?.id, level.dialog?.id].compactMap { $0 }
        }
    }

    /// The levels joined by `>`, for logs and test failures.
    public var description: String {
        levels.map(\.description).joined(separator: " > ")
    }
}

/// One level of a ``FlowSnapshot``: its stack, its dialog, and how it is presented.
public struct LevelSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// How this level is presented; `nil` for the root level.
    public var presentation: Presentation?
    /// The pushed entries of this level, bottom first.
    public var path: [FlowEntry]
    /// The dialog shown over this level, if any.
    public var dialog: DialogSnapshot?
    /// The pages the user went back from, the next one first: what going forward pushes again
    /// (``FlowState/forward``). Empty unless the user went back since the last push.
    public var forward: [FlowEntry]

    /// A level presented by `presentation` (`nil` for the root), with its stack and dialog.
    public init(presentation: Presentation?, path: [FlowEntry] = [], dialog: DialogSnapshot? = nil) {
        self.init(presentation: presentation, path: path, dialog: dialog, forward: [])
    }

    /// A level presented by `presentation` (`nil` for the root), with its stack, dialog and the
    /// pages it can go forward to, the next one first.
    public init(presentation: Presentation?, path: [FlowEntry] = [], dialog: DialogSnapshot? = nil, forward: [FlowEntry]) {
        self.presentation = presentation
        self.path = path
        self.dialog = dialog
        self.forward = forward
    }

    /// The presentation, stack and dialog of the level in short, then the pages ahead after `>>`.
    public var description: String {
        var text = presentation.map { "\($0) " } ?? ""
        text += "[" + path.map(\.description).joined(separator: ", ") + "]"
        if !forward.isEmpty { text += " >> [" + forward.map(\.description).joined(separator: ", ") + "]" }
        if let dialog { text += " dialog(\(dialog.title))\(dialog.id)" }
        return text
    }
}

extension FlowState {
    /// This level and everything presented above it, as a value.
    public func snapshot() -> FlowSnapshot {
        FlowSnapshot(levels: levelSnapshots())
    }

    /// Makes this level and everything above it match `snapshot` programmatically (restoration,
    /// deep links). What is the same stays, with its callbacks and objects: an entry with the
    /// same identity and link, and a presentation with the same identity, style, stack and type
    /// of link over a level that stays as it is (it takes the snapshot's link). The rest leaves,
    /// top first, and is created anew; a saved identity the live state uses for something else
    /// is given a fresh one, since identities restart in every process. Dialogs cannot be
    /// recreated from a snapshot (their actions are code), so a dialog not already showing is
    /// not shown.
    ///
    /// `drafts`, by the snapshot's identities, are handed to the restored screens
    /// (``restoredDraft(_:for:)``).
    public func restore(_ snapshot: FlowSnapshot, drafts: ScreenDrafts = ScreenDrafts()) {
        NavigationJournal.during(.restore) { restore(snapshot, reason: .program, drafts: drafts) }
    }

    /// `restore(_:drafts:)`, with the reason the leavers are given, renumbering the identities
    /// `alsoInUse` holds too (another tab's).
    func restore(_ snapshot: FlowSnapshot, reason: LeaveReason, alsoInUse: Set<FlowID> = [],
                 drafts: ScreenDrafts = ScreenDrafts()) {
        let plan = restorePlan(for: snapshot, alsoInUse: alsoInUse)
        adoptDrafts(drafts, saved: snapshot, restored: plan.snapshot)
        let levels = chain
        let top = levels[plan.keptLevels - 1]
        // What is not kept goes top-down: the presentations above the levels kept, then the
        // entries that leave those levels; each level's callbacks run once its stack changed.
        let notKept = top.presented
        top.presented = nil
        if let journal = root.journal, let presentation = notKept?.presentation {
            journal.record(.closed(presentation), on: top)
        }
        for (level, saved) in zip(levels, plan.snapshot.levels).prefix(plan.keptLevels).reversed() {
            if level !== self, let presentation = saved.presentation { level.adoptLink(of: presentation) }
            if level.activeDialog?.snapshot != saved.dialog { level.activeDialog = nil }
            level.setPath(FlowPath(entries: saved.path), reason: reason, after: level === top ? notKept : nil,
                          forward: saved.forward)
        }
        var presenter = top
        for saved in plan.snapshot.levels.dropFirst(plan.keptLevels) {
            guard let presentation = saved.presentation else { break }
            let child = FlowState(presentation: presentation.with(owner: presenter.topEntry?.id), presenter: presenter,
                                  path: FlowPath(entries: saved.path))
            child.storedForward = saved.forward
            presenter.replacePresented(with: child)
            presenter = child
        }
    }

    /// How `restore(_:)` would make this level match `snapshot`, with the snapshot's identities
    /// reserved first, so renumbered ones come after them.
    func restorePlan(for snapshot: FlowSnapshot, alsoInUse: Set<FlowID> = []) -> RestorePlan {
        if let highest = snapshot.allIDs.max() { FlowID.reserve(through: highest) }
        return snapshot.restorePlan(over: self.snapshot(), alsoInUse: alsoInUse)
    }
}
