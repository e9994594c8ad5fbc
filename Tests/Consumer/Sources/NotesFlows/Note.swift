/// One note: a title and its text.
public struct Note: Identifiable, Hashable, Codable, Sendable {
    public let id: Int
    public var title: String
    public var text: String
    /// When it last changed, as the notebook counts changes: the newest note has the highest.
    public var changed: Int

    public init(id: Int, title: String, text: String, changed: Int) {
        self.id = id
        self.title = title
        self.text = text
        self.changed = changed
    }
}
