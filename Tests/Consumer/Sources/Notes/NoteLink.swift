import FlowCoordinator

/// Where the notes app can go.
public enum NoteLink: FlowLink {
    case note(id: Int)
    case edit(id: Int)
}
