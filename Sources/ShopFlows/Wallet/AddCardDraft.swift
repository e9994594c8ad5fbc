import FlowCoordinator

/// What the add-card form keeps of what was typed, through a quit or a crash: the name on the
/// card, the expiry, and the field that had the focus. Never the card number nor its security
/// code, which no file may hold: a quit that would lose them asks first.
public struct AddCardDraft: FormDraft {
    public var holderName: String
    public var expiry: String
    public var focus: AddCardViewModel.Field?
    /// Where the caret was in that field, in characters; `nil` (as in drafts saved before it was
    /// kept) puts it at the end of the text.
    public var caret: Int?

    public init(holderName: String, expiry: String, focus: AddCardViewModel.Field?, caret: Int? = nil) {
        self.holderName = holderName
        self.expiry = expiry
        self.focus = focus
        self.caret = caret
    }

    public static var textFields: [WritableKeyPath<Self, String>] { [\.holderName, \.expiry] }
}
