/// What a state document holds: the state, the drafts of its screens, and the drafts left out.
public struct SavedState<Snapshot: Hashable & Sendable>: Hashable, Sendable {
    /// The navigation state.
    public var snapshot: Snapshot
    /// The drafts restored, by the snapshot's identities (hand them to `restore`).
    public var drafts: ScreenDrafts
    /// The drafts the document held that were left out, and why: tell the user once.
    public var refusedDrafts: [RefusedDraft]

    /// A saved `snapshot`, with the `drafts` restored and those refused.
    public init(snapshot: Snapshot, drafts: ScreenDrafts = ScreenDrafts(), refusedDrafts: [RefusedDraft] = []) {
        self.snapshot = snapshot
        self.drafts = drafts
        self.refusedDrafts = refusedDrafts
    }
}
