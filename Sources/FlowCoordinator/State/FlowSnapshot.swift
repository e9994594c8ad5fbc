/// A navigation state as a plain value: what the planner compares and what is saved.
///
/// The levels form a chain: `levels[0]` is the root stack, and each following level is presented
/// by the one before it (a sheet over the root, a sheet over that sheet…).
public struct FlowSnapshot: Hashable, Sendable, CustomStringConvertible {
    public var levels: [LevelSnapshot]

    public init(levels: [LevelSnapshot]) {
        precondition(!levels.isEmpty, "FlowSnapshot needs a root level")
        self.levels = levels
    }

    /// A root stack, with optional presented levels above it.
    public init(path: [FlowEntry] = [], dialog: DialogSnapshot? = nil, presenting presented: [LevelSnapshot] = []) {
        self.init(levels: [LevelSnapshot(presentation: nil, path: path, dialog: dialog)] + presented)
    }

    public var root: LevelSnapshot { levels[0] }

    /// Every identity in the state: entries, presentations and dialogs.
    public var allIDs: [FlowID] {
        levels.flatMap { level in
            level.path.map(\.id) + [level.presentation?.id, level.dialog?.id].compactMap { $0 }
        }
    }

    public var description: String {
        levels.map(\.description).joined(separator: " > ")
    }
}

/// One level of a ``FlowSnapshot``: its stack, its dialog, and how it is presented.
public struct LevelSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// How this level is presented; `nil` for the root level.
    public var presentation: Presentation?
    public var path: [FlowEntry]
    public var dialog: DialogSnapshot?

    public init(presentation: Presentation?, path: [FlowEntry] = [], dialog: DialogSnapshot? = nil) {
        self.presentation = presentation
        self.path = path
        self.dialog = dialog
    }

    public var description: String {
        var text = presentation.map { "\($0) " } ?? ""
        text += "[" + path.map(\.description).joined(separator: ", ") + "]"
        if let dialog { text += " dialog(\(dialog.title))\(dialog.id)" }
        return text
    }
}

extension FlowState {
    /// This level and everything presented above it, as a value.
    public func snapshot() -> FlowSnapshot {
        FlowSnapshot(levels: chain.map {
            LevelSnapshot(presentation: $0.presentation, path: $0.storedPath.entries, dialog: $0.activeDialog?.snapshot)
        })
    }

    /// Makes this level and everything above it match `snapshot` programmatically (restoration,
    /// deep links). Entries and presentations whose identities are kept keep their callbacks and
    /// objects, and take the snapshot's links; the rest leave or are created. Dialogs cannot be
    /// recreated from a snapshot (their actions are code), so a dialog not already showing is not
    /// shown.
    public func restore(_ snapshot: FlowSnapshot) {
        if let highest = snapshot.allIDs.max() { FlowID.reserve(through: highest) }
        restore(snapshot.levels[...])
    }

    private func restore(_ levels: ArraySlice<LevelSnapshot>) {
        guard let level = levels.first else { return }
        setPath(FlowPath(entries: level.path), reason: .program)
        if activeDialog?.snapshot.id != level.dialog?.id { activeDialog = nil }
        let above = levels.dropFirst()
        guard let presentation = above.first?.presentation else {
            removePresented(reason: .program, result: nil)
            return
        }
        if presented?.presentation?.id != presentation.id {
            replacePresented(with: FlowState(presentation: presentation, presenter: self, path: FlowPath()))
        } else {
            presented?.adoptLink(of: presentation)
        }
        presented?.restore(above)
    }
}
