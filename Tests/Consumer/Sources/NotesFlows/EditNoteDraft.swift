import FlowCoordinator

/// What the edit sheet keeps of unsaved changes through a quit or a crash: the title and the text
/// as typed. Saved with the sheet's entry in the state file, handed back when the sheet is restored.
public struct EditNoteDraft: ScreenDraft {
    public var title: String
    public var text: String

    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }

    /// A draft from a file is held to the form's own limits (with room to show what is wrong).
    public var problem: String? {
        title.count + text.count > 2 * EditNoteViewModel.longestText ? "it is longer than a note may be" : nil
    }
}
