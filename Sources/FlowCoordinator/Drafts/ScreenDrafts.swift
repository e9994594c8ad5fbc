/// The drafts of a state's screens, by the identity of each screen (its entry's, or its
/// presentation's), and those of its root screens, by where they stand: what a state file keeps
/// besides the state itself.
public struct ScreenDrafts: Hashable, Sendable, CustomStringConvertible {
    /// Where a root screen stands: the first screen of a root level, under its tab's path, which
    /// has no identity of its own. `nil` is "the one the state asked has": a window's or tab's
    /// drafts name only the tab, a tab's own name neither.
    public struct Root: Hashable, Sendable, CustomStringConvertible {
        /// The window the root screen is in.
        public var window: WindowID?
        /// The tab (``TabsSnapshot/unnamedTab`` in a window without tabs).
        public var tab: String?

        /// The root screen of the tab `tab` of the window `window`.
        public init(window: WindowID? = nil, tab: String? = nil) {
            self.window = window
            self.tab = tab
        }

        /// The root screen of the state the drafts are of.
        public static let here = Root()

        /// As in `root(window 2, "items")`.
        public var description: String {
            let parts = [window.map { "\($0)" }, tab.map { "\"\($0)\"" }].compactMap { $0 }
            return "root(" + parts.joined(separator: ", ") + ")"
        }
    }

    /// The drafts, by screen.
    public var byScreen: [FlowID: AnyScreenDraft]
    /// The drafts of root screens (a catalogue's search, say), by where each stands.
    public var byRoot: [Root: AnyScreenDraft] = [:]

    /// No drafts.
    public init() {
        byScreen = [:]
    }

    /// These drafts.
    public init(_ byScreen: [FlowID: AnyScreenDraft]) {
        self.byScreen = byScreen
    }

    /// The draft of the root screen `root`.
    public subscript(root: Root) -> AnyScreenDraft? {
        get { byRoot[root] }
        set { byRoot[root] = newValue }
    }

    /// Adds `other`'s drafts; where both have one for a screen, this one's stays.
    mutating func merge(_ other: ScreenDrafts) {
        byScreen.merge(other.byScreen) { first, _ in first }
        byRoot.merge(other.byRoot) { first, _ in first }
    }

    /// These drafts as the tab `name` sees them: its root screen's is ``Root/here``, other
    /// tabs' are left out.
    func inTab(_ name: String) -> ScreenDrafts {
        var drafts = ScreenDrafts(byScreen)
        drafts[.here] = byRoot[Root(tab: name)]
        return drafts
    }

    /// These drafts (a tab's) as its window sees them: the tab's root screen's under `name`.
    func ofTab(_ name: String) -> ScreenDrafts {
        var drafts = ScreenDrafts(byScreen)
        drafts[Root(tab: name)] = byRoot[.here]
        return drafts
    }

    /// These drafts as the window `id` sees them: its tabs' root screens by tab alone, other
    /// windows' left out.
    func inWindow(_ id: WindowID) -> ScreenDrafts {
        var drafts = ScreenDrafts(byScreen)
        for (root, draft) in byRoot where root.window == id { drafts[Root(tab: root.tab)] = draft }
        return drafts
    }

    /// These drafts (a window's) as the app sees them: its tabs' root screens in window `id`.
    func ofWindow(_ id: WindowID) -> ScreenDrafts {
        var drafts = ScreenDrafts(byScreen)
        for (root, draft) in byRoot where root.window == nil { drafts[Root(window: id, tab: root.tab)] = draft }
        return drafts
    }

    /// The draft of the screen `id`.
    public subscript(id: FlowID) -> AnyScreenDraft? {
        get { byScreen[id] }
        set { byScreen[id] = newValue }
    }

    /// Whether no screen has a draft.
    public var isEmpty: Bool { byScreen.isEmpty && byRoot.isEmpty }

    /// The same drafts under other identities: `renamed` maps old ones to new; others drop.
    /// Root screens keep theirs.
    func renamed(_ renamed: [FlowID: FlowID]) -> ScreenDrafts {
        var drafts = ScreenDrafts(Dictionary(uniqueKeysWithValues: byScreen.compactMap { id, draft in renamed[id].map { ($0, draft) } }))
        drafts.byRoot = byRoot
        return drafts
    }

    /// The root screens' drafts, then the others in identity order, as in
    /// `[root("items"): SearchDraft(query: "mug"), #3: NoteDraft(text: "Hi")]`.
    public var description: String {
        let roots = byRoot.map { ("\($0.key)", $0.value) }.sorted { $0.0 < $1.0 }
        let screens = byScreen.sorted { $0.key < $1.key }.map { ("\($0.key)", $0.value) }
        return "[" + (roots + screens).map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
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
