import FlowCoordinator
import Observation

/// The list of notes, in the chosen order.
@Observable
@MainActor
public final class NoteListViewModel {
    @ObservationIgnored private let notebook: Notebook
    @ObservationIgnored private weak var coordinator: NotesCoordinator?
    @ObservationIgnored public let origin: FlowOrigin

    init(notebook: Notebook, coordinator: NotesCoordinator, origin: FlowOrigin) {
        self.notebook = notebook
        self.coordinator = coordinator
        self.origin = origin
    }

    public var notes: [Note] { notebook.listed }

    public func noteTapped(_ id: Int) {
        origin.send { coordinator?.open(note: id) }
    }

    public func settingsTapped() {
        origin.send { coordinator?.openSettings() }
    }
}
