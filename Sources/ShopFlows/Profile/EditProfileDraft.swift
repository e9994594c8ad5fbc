import FlowCoordinator

/// What the edit-profile form keeps of unsaved changes, through a quit or a crash: the name and
/// email as typed, and the field that had the focus.
public struct EditProfileDraft: FormDraft {
    public var name: String
    public var email: String
    public var focus: EditProfileViewModel.Field?
    /// Where the caret was in that field, in characters; `nil` (as in drafts saved before it was
    /// kept) puts it at the end of the text.
    public var caret: Int?

    public init(name: String, email: String, focus: EditProfileViewModel.Field?, caret: Int? = nil) {
        self.name = name
        self.email = email
        self.focus = focus
        self.caret = caret
    }

    public static var textFields: [WritableKeyPath<Self, String>] { [\.name, \.email] }
}
