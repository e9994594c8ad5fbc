import FlowCoordinator

/// What the content example keeps of its text field, through a quit or a crash: the text as
/// typed (even text its links refuse), and whether the field had the focus.
public struct ContentDraft: FormDraft {
    public var text: String
    public var focus: ContentViewModel.Field?
    /// Where the caret was in that field, in characters; `nil` (as in drafts saved before it was
    /// kept) puts it at the end of the text.
    public var caret: Int?

    public init(text: String, focus: ContentViewModel.Field?, caret: Int? = nil) {
        self.text = text
        self.focus = focus
        self.caret = caret
    }

    public static var textFields: [WritableKeyPath<Self, String>] { [\.text] }
}
