/// What a person typed on a screen and has not saved yet, kept with the screen's entry so that
/// it survives a quit, a signal or a crash (``FlowScreen/keepDraft(_:unkept:)``).
///
/// A draft is the screen's own Codable value: the text of its fields and the field that had the
/// focus, never a secret (a card number or a security code stays out of it, and
/// ``FlowScreen/keepDraft(_:unkept:)`` says what is left out). A restored draft comes from a file,
/// so it is checked like a link: one that breaks ``problem``'s rules, or does not decode, is not
/// handed back, and the screen opens empty.
///
/// When only part of a draft breaks its rules (one field pasted far past what a field holds),
/// ``kept`` says what may be kept of it, so the rest is not lost with that part: it is what is
/// saved, and what a restored draft that breaks the rules comes back as.
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

    /// What may be kept of this draft: itself when it follows its rules; otherwise the draft
    /// without what breaks them (a field cut to what a field holds, or left out), which must
    /// follow them; `nil` when nothing may be kept. The default keeps all of it or nothing.
    var kept: Self? { get }
}

extension ScreenDraft {
    public var kept: Self? { problem == nil ? self : nil }
}
