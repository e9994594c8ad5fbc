import FlowCoordinator

/// Decides where the notes app goes: opening a note pushes it, editing presents a sheet.
@MainActor
public final class NotesCoordinator {
    public let state: FlowState

    public init(state: FlowState = FlowState()) {
        self.state = state
    }

    public func open(note id: Int) { state.push(NoteLink.note(id: id)) }

    public func edit(note id: Int) { state.present(NoteLink.edit(id: id)) }
}
