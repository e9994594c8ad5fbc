import FlowCoordinator
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the notes app keeps what it shows between runs: the notes (`notes.json` under
/// `$XDG_DATA_HOME/notes`) and the navigation state (under `$XDG_STATE_HOME/notes`).
public struct NotesFiles: Sendable {
    /// The links a saved state may hold, with their names in the file.
    public static let archive = StateArchive(registry: LinkRegistry()
        .registering(NoteLink.self, as: "note")
        .registeringDraft(EditNoteDraft.self, as: "edit-note"))

    public let state: StateFile
    public let notes: DocumentFile

    public init(environment: [String: String]) {
        state = StateFile(app: "notes", archive: Self.archive, environment: environment)
        notes = DocumentFile(url: XDGDirectory.data.url(for: "notes", environment: environment).appendingPathComponent("notes.json"))
    }

    /// What the notes file holds: the notes and the list's order.
    struct Contents: Codable {
        var notes: [Note]
        var order: NoteOrder
    }
}

extension NotesCoordinator {
    /// The state has one stack, saved as the one tab of a state file.
    private static let tab = "notes"

    /// Writes the notes, then the state that shows them, with what was typed on its screens.
    public func save(to files: NotesFiles) throws {
        let contents = NotesFiles.Contents(notes: notebook.notes, order: notebook.order)
        try files.notes.write(try JSONEncoder().encode(contents))
        try files.state.save(TabsSnapshot(selectedTab: Self.tab, tabs: [TabSnapshot(name: Self.tab, flow: state.snapshot())]),
                             drafts: state.drafts())
    }

    /// A coordinator of the notes and the state `files` kept, or of the sample notes when there
    /// are none (a damaged file is set aside by FlowStorage, and the app starts afresh).
    public static func restored(from files: NotesFiles) -> NotesCoordinator {
        let read = files.notes.read { data throws(DocumentFile.Problem) in
            do { return try JSONDecoder().decode(NotesFiles.Contents.self, from: data) } catch {
                throw DocumentFile.Problem(.corrupt, "\(error)")
            }
        }
        var notebook = Notebook.sample()
        if case .read(let contents) = read {
            notebook = Notebook(notes: contents.notes)
            notebook.order = contents.order
        }
        let coordinator = NotesCoordinator(notebook: notebook)
        if case .read(let saved) = files.state.loadSaved(), let flow = saved.snapshot.tabs.first?.flow {
            coordinator.state.restore(flow, drafts: saved.drafts)
        }
        return coordinator
    }
}
