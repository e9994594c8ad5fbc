/// The drafts of a state's screens, by the identity of each screen (its entry's, or its
/// presentation's): what a state file keeps besides the state itself.
public struct ScreenDrafts: Hashable, Sendable, CustomStringConvertible {
    /// The drafts, by screen.
    public var byScreen: [FlowID: AnyScreenDraft]

    /// No drafts.
    public init() {
        byScreen = [:]
    }

    /// These drafts.
    public init(_ byScreen: [FlowID: AnyScreenDraft]) {
        self.byScreen = byScreen
    }

    /// The draft of the screen `id`.
    public subscript(id: FlowID) -> AnyScreenDraft? {
        get { byScreen[id] }
        set { byScreen[id] = newValue }
    }

    /// Whether no screen has a draft.
    public var isEmpty: Bool { byScreen.isEmpty }

    /// The same drafts under other identities: `renamed` maps old ones to new; others drop.
    func renamed(_ renamed: [FlowID: FlowID]) -> ScreenDrafts {
        ScreenDrafts(Dictionary(uniqueKeysWithValues: byScreen.compactMap { id, draft in renamed[id].map { ($0, draft) } }))
    }

    /// The drafts in identity order, as in `[#3: NoteDraft(text: "Hi")]`.
    public var description: String {
        "[" + byScreen.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    }
}

/// A saved draft that was not restored, and why; its screen opens without it.
public struct RefusedDraft: Hashable, Sendable, CustomStringConvertible {
    /// The draft's registered type name, as the file gives it.
    public let type: String
    /// Why, in words that follow "because".
    public let reason: String

    /// A draft of the registered `type` left out, for `reason`.
    public init(type: String, reason: String) {
        self.type = type
        self.reason = reason
    }

    /// One line for a terminal, text from the file escaped and shortened.
    public var description: String {
        DeepLinkError.escaped("a saved \(DeepLinkError.quoted(type)) draft was not restored because \(reason)", limit: 300)
    }
}
