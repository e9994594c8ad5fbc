import FlowCoordinator

/// What the edit-profile form keeps of unsaved changes, through a quit or a crash: the name and
/// email as typed, and the field that had the focus.
public struct EditProfileDraft: ScreenDraft {
    public var name: String
    public var email: String
    public var focus: EditProfileViewModel.Field?

    public init(name: String, email: String, focus: EditProfileViewModel.Field?) {
        self.name = name
        self.email = email
        self.focus = focus
    }

    public var problem: String? { TextRules.draftProblem([name, email]) }
}
