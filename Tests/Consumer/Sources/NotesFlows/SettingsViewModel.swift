import FlowCoordinator
import Observation

/// The Settings cover: the list's order. Done finishes the cover with the ``NotesSettings`` chosen;
/// Cancel leaves them as they were.
@Observable
@MainActor
public final class SettingsViewModel {
    public var order: NoteOrder
    @ObservationIgnored private let finishing: ResultHandle<NotesSettings>?
    @ObservationIgnored private weak var coordinator: NotesCoordinator?
    @ObservationIgnored public let origin: FlowOrigin

    init(order: NoteOrder, finishing: ResultHandle<NotesSettings>?, coordinator: NotesCoordinator, origin: FlowOrigin) {
        self.order = order
        self.finishing = finishing
        self.coordinator = coordinator
        self.origin = origin
    }

    public func doneTapped() {
        origin.send { finishing?.finish(with: NotesSettings(order: order)) }
    }

    public func cancelTapped() {
        origin.send { coordinator?.cancel(from: origin) }
    }
}
