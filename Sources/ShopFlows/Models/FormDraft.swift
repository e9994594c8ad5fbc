import FlowCoordinator

/// A form's draft: the text of its fields as typed, each held to what a draft keeps of one field
/// (``TextRules/maxDraftFieldLength``), whatever the form's own rules say (an unfinished email is
/// kept). A field beyond it is cut to its first characters, so the other fields are kept with it:
/// a name pasted 100,000 characters long does not lose the expiry typed before it.
public protocol FormDraft: ScreenDraft {
    /// The draft's text fields.
    static var textFields: [WritableKeyPath<Self, String>] { get }
}

extension FormDraft {
    public var problem: String? { TextRules.draftProblem(Self.textFields.map { self[keyPath: $0] }) }

    public var kept: Self? {
        var kept = self
        for field in Self.textFields where kept[keyPath: field].count > TextRules.maxDraftFieldLength {
            kept[keyPath: field] = String(kept[keyPath: field].prefix(TextRules.maxDraftFieldLength))
        }
        return kept
    }
}
