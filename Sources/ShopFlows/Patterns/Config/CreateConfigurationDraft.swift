import FlowCoordinator

/// What the create-configuration example keeps of link B's parameter, through a quit or a
/// crash: the text as typed (even text link B refuses), and whether the field had the focus.
public struct CreateConfigurationDraft: FormDraft {
    public var parameter: String
    public var focus: CreateConfigurationViewModel.Field?
    /// Where the caret was in that field, in characters; `nil` (as in drafts saved before it was
    /// kept) puts it at the end of the text.
    public var caret: Int?

    public init(parameter: String, focus: CreateConfigurationViewModel.Field?, caret: Int? = nil) {
        self.parameter = parameter
        self.focus = focus
        self.caret = caret
    }

    public static var textFields: [WritableKeyPath<Self, String>] { [\.parameter] }
}
