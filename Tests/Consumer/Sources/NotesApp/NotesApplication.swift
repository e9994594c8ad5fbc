import FlowCoordinator
import FlowGtk
import NotesFlows

/// The notes app: one window that shows the coordinator's state, a page per view-model type.
/// With `files`, it opens the notes and the screens of the last run, and saves both as they change.
@MainActor
public final class NotesApplication {
    public let coordinator: NotesCoordinator
    private let files: NotesFiles?
    private let application = Application(id: "org.example.Notes")
    private let destinations = Destinations()
    private var autosave: Autosave?
    public private(set) var window: FlowWindow?

    public init(files: NotesFiles? = nil) {
        self.files = files
        coordinator = files.map(NotesCoordinator.restored(from:)) ?? NotesCoordinator()
        destinations.page(for: NoteListViewModel.self) { NoteListPage($0).page }
        destinations.page(for: NoteViewModel.self) { NotePage($0).page }
        destinations.page(for: EditNoteViewModel.self) { EditNotePage($0).page }
        destinations.page(for: SettingsViewModel.self) { SettingsPage($0).page }
    }

    /// Runs the app until its window closes; the exit status.
    public func run(arguments: [String]) -> Int32 {
        MainQueueBridge.install()
        application.onCommandLine { [unowned self] _ in
            let isNew = window == nil
            let window = makeWindow()
            if isNew { application.add(window.window) }
            window.window.present()
            return 0
        }
        return application.run(arguments: arguments)
    }

    /// The window, made and shown the first time.
    @discardableResult
    public func makeWindow() -> FlowWindow {
        if let window { return window }
        let state = coordinator.state
        let window = FlowWindow(state: state, rootPage: destinations.page(for: state.rootScreen),
                                destinations: destinations, title: "Notes", width: 720, height: 600)
        window.show()
        self.window = window
        if let files {
            // The screens, the notes and their order on the turn after a change; what is typed on
            // the edit sheet a second after the last key.
            autosave = Autosave(navigation: { [coordinator] in
                [AnyHashable(coordinator.state.snapshot()), AnyHashable(coordinator.notebook.notes),
                 AnyHashable(coordinator.notebook.order)]
            }, drafts: { [coordinator] in coordinator.state.drafts() },
               save: { [coordinator] in try? coordinator.save(to: files) })
        }
        return window
    }
}
