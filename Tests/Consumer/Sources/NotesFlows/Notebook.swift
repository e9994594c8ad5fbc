import Observation

/// The notes, kept in memory: what every screen reads, and what saving an edit changes.
@Observable
@MainActor
public final class Notebook {
    public private(set) var notes: [Note]
    public var order: NoteOrder = .newestFirst

    public init(notes: [Note]) {
        self.notes = notes
    }

    /// Three notes to start with.
    public static func sample() -> Notebook {
        Notebook(notes: [
            Note(id: 1, title: "Groceries", text: "Oat milk\nApples\nBread", changed: 1),
            Note(id: 2, title: "Ideas", text: "A notes app built on FlowGtk.", changed: 2),
            Note(id: 3, title: "Reading List", text: "The GNOME Human Interface Guidelines", changed: 3),
        ])
    }

    /// The notes in the chosen order.
    public var listed: [Note] { order.sorted(notes) }

    public func note(_ id: Int) -> Note? {
        notes.first { $0.id == id }
    }

    /// Replaces the title and text of note `id`; it becomes the newest.
    public func save(_ id: Int, title: String, text: String) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        let newest = (notes.map(\.changed).max() ?? 0) + 1
        notes[index].title = title
        notes[index].text = text
        notes[index].changed = newest
    }
}
