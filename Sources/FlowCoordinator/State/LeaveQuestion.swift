/// What a guard asks the user before they leave a screen with something to lose: a title, a
/// message, and the labels of the two answers. The state shows it as a confirmation dialog on the
/// guard's level (see ``LeaveDecision/ask(_:)``).
public struct LeaveQuestion: Hashable, Sendable {
    /// The question itself, e.g. "Discard this card?".
    public var title: String
    /// What leaving would lose, e.g. "The details you entered will be lost."
    public var message: String?
    /// The destructive answer, which leaves.
    public var confirm: String
    /// The cancel answer, which stays (Escape and closing the dialog choose it).
    public var keep: String

    /// A question titled `title`, answered "Discard" (leave) or "Keep Editing" (stay) in the
    /// user's language unless other labels are given.
    public init(
        _ title: String, message: String? = nil,
        confirm: String = DefaultText.discard, keep: String = DefaultText.keepEditing
    ) {
        self.title = title
        self.message = message
        self.confirm = confirm
        self.keep = keep
    }
}
