import FlowCoordinator

/// What the content example keeps of its text field, through a quit or a crash: the text as
/// typed (even text its links refuse), and whether the field had the focus.
public struct ContentDraft: ScreenDraft {
    public var text: String
    public var focus: ContentViewModel.Field?

    public init(text: String, focus: ContentViewModel.Field?) {
        self.text = text
        self.focus = focus
    }

    public var problem: String? { TextRules.draftProblem([text]) }
}
