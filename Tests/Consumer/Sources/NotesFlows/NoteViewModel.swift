import FlowCoordinator
import Observation

/// One note, as it is now: its title and text follow the notebook.
@Observable
@MainActor
public final class NoteViewModel {
    public let id: Int
    @ObservationIgnored private let notebook: Notebook
    @ObservationIgnored private weak var coordinator: NotesCoordinator?
    @ObservationIgnored public let origin: FlowOrigin

    init(id: Int, notebook: Notebook, coordinator: NotesCoordinator, origin: FlowOrigin) {
        self.id = id
        self.notebook = notebook
        self.coordinator = coordinator
        self.origin = origin
    }

    public var title: String { notebook.note(id)?.title ?? "" }
    public var text: String { notebook.note(id)?.text ?? "" }

    public func editTapped() {
        origin.send { coordinator?.edit(note: id) }
    }
}
