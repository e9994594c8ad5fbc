import FlowCoordinator

/// Decides where the notes app goes. The list pushes a note; a note presents its edit sheet; the
/// list's Settings button presents a cover that finishes with ``NotesSettings``. Each screen's view
/// model is made here, by whichever route the screen came: a tap, a restore or a link.
@MainActor
public final class NotesCoordinator {
    public let state: FlowState
    public let notebook: Notebook

    public init(state: FlowState = FlowState(), notebook: Notebook = .sample()) {
        self.state = state
        self.notebook = notebook
        registerScreens()
    }

    private func registerScreens() {
        state.registerRoot(title: "Notes") { [unowned self] screen in
            NoteListViewModel(notebook: notebook, coordinator: self, origin: screen.origin)
        }
        state.register(NoteLink.self, title: { [notebook] link in
            switch link {
            case .note(let id): notebook.note(id)?.title
            case .edit(let id): notebook.note(id).map { _ in "Edit Note" }
            case .settings: "Settings"
            }
        }, onAppear: { [unowned self] link, screen in
            switch link {
            case .edit(let id):
                // The form, and the question before its changes are lost, exist before the user can act.
                guard let note = notebook.note(id) else { return }
                let form = screen.object {
                    EditNoteViewModel(note: note, draft: screen.restoredDraft(EditNoteDraft.self),
                                      coordinator: self, origin: screen.origin)
                }
                screen.keepDraft { [weak form] in form?.draft }
                screen.confirmLeaving(when: { [weak form] in form?.hasChanges ?? false },
                                      title: "Discard Changes?", message: "The note stays as it was.")
            case .settings:
                screen.onResult(NotesSettings.self) { [weak self] dismissal in
                    guard let self, let settings = dismissal.result else { return }   // cancelled
                    notebook.order = settings.order
                }
            case .note:
                break
            }
        }, screen: { [unowned self] link, screen in
            switch link {
            case .note(let id):
                notebook.note(id).map { _ in NoteViewModel(id: id, notebook: notebook, coordinator: self, origin: screen.origin) }
            case .edit:
                screen.attachment(EditNoteViewModel.self)
            case .settings:
                SettingsViewModel(order: notebook.order, finishing: screen.resultHandle(NotesSettings.self),
                                  coordinator: self, origin: screen.origin)
            }
        })
    }

    // What the view models ask for.

    func open(note id: Int) {
        state.push(NoteLink.note(id: id))
    }

    func edit(note id: Int) {
        state.present(NoteLink.edit(id: id), style: .sheet)
    }

    func openSettings() {
        state.present(NoteLink.settings, style: .cover)
    }

    func save(note id: Int, title: String, text: String, from origin: FlowOrigin) {
        notebook.save(id, title: title, text: text)
        origin.level?.close()
    }

    /// Cancel on a sheet or cover is the user closing it: a guard may ask first.
    func cancel(from origin: FlowOrigin) {
        guard let level = origin.level, let id = level.presentation?.id else { return }
        level.root.userClosed(id)
    }
}
