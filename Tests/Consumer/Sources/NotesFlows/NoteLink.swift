import FlowCoordinator

/// Every place the notes app can go: a note (pushed), its edit sheet, and the Settings cover.
public enum NoteLink: FlowLink {
    case note(id: Int)
    case edit(id: Int)
    case settings
}
