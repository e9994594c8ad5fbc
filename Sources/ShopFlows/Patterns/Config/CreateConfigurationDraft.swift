import FlowCoordinator

/// What the create-configuration example keeps of link B's parameter, through a quit or a
/// crash: the text as typed (even text link B refuses), and whether the field had the focus.
public struct CreateConfigurationDraft: ScreenDraft {
    public var parameter: String
    public var focus: CreateConfigurationViewModel.Field?

    public init(parameter: String, focus: CreateConfigurationViewModel.Field?) {
        self.parameter = parameter
        self.focus = focus
    }

    public var problem: String? { TextRules.draftProblem([parameter]) }
}
