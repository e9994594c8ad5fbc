/// What a person typed on a screen and has not saved yet, kept with the screen's entry so that
/// it survives a quit, a signal or a crash (``FlowScreen/keepDraft(_:unkept:)``).
///
/// A draft is the screen's own Codable value: the text of its fields and the field that had the
/// focus, never a secret (a card number or a security code stays out of it, and
/// ``FlowScreen/keepDraft(_:unkept:)`` says what is left out). A restored draft comes from a file,
/// so it is checked like a link: one that breaks ``problem``'s rules, or does not decode, is not
/// handed back, and the screen opens empty.
///
/// ```swift
/// struct NoteDraft: ScreenDraft {
///     var text: String
///     var problem: String? { text.count > 10_000 ? "the note is longer than 10,000 characters" : nil }
/// }
/// ```
public protocol ScreenDraft: Codable, Hashable, Sendable {
    /// What is wrong with this draft by the rules its screen holds typed text to, in words that
    /// follow "because", or `nil` when it may be restored.
    var problem: String? { get }
}
