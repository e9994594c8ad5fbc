import FlowCoordinator
import FlowStorage

/// Where the notes app keeps its navigation state between runs.
public enum NotesStateFile {
    /// The links a saved state may hold, with their names in the file.
    public static let archive = StateArchive(registry: LinkRegistry().registering(NoteLink.self, as: "note"))

    /// The notes app's state file, under `$XDG_STATE_HOME/notes` in `environment`.
    public static func file(environment: [String: String]) -> StateFile {
        StateFile(app: "notes", archive: archive, environment: environment)
    }
}
