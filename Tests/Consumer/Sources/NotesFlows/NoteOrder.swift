/// How the list orders the notes: the setting the Settings cover changes.
public enum NoteOrder: String, CaseIterable, Codable, Sendable {
    case newestFirst
    case byTitle

    /// What the Settings cover's dropdown shows.
    public var label: String {
        switch self {
        case .newestFirst: "Newest First"
        case .byTitle: "By Title"
        }
    }

    /// `notes` in this order.
    public func sorted(_ notes: [Note]) -> [Note] {
        switch self {
        case .newestFirst: notes.sorted { $0.changed > $1.changed }
        case .byTitle: notes.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        }
    }
}

/// What the Settings cover finishes with: the typed result its opener receives.
public struct NotesSettings: Hashable, Sendable {
    public var order: NoteOrder

    public init(order: NoteOrder) {
        self.order = order
    }
}
