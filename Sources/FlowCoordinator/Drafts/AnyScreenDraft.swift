/// A type-erased ``ScreenDraft``, so one state can keep the drafts of screens of several kinds.
public struct AnyScreenDraft: Hashable, Sendable, CustomStringConvertible {
    /// The draft as its screen made it.
    public let base: any ScreenDraft

    /// Erases `draft`.
    public init(_ draft: some ScreenDraft) {
        base = draft
    }

    /// The draft as a concrete type, or `nil` when it is of another type.
    public func `as`<Draft: ScreenDraft>(_ type: Draft.Type) -> Draft? {
        base as? Draft
    }

    /// What may be kept of the draft (``ScreenDraft/kept``), when that follows the draft's rules.
    public var kept: AnyScreenDraft? {
        func kept<Draft: ScreenDraft>(_ draft: Draft) -> AnyScreenDraft? {
            draft.kept.flatMap { $0.problem == nil ? AnyScreenDraft($0) : nil }
        }
        return kept(base)
    }

    /// The Swift type of the underlying draft.
    public var draftType: Any.Type { type(of: base) }

    /// Whether both are drafts of the same type, equal as that type.
    public static func == (lhs: AnyScreenDraft, rhs: AnyScreenDraft) -> Bool {
        lhs.draftType == rhs.draftType && AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the underlying draft.
    public func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }

    /// The draft with its type, as in `NoteDraft(text: "Hello")`.
    public var description: String { "\(base)" }
}
