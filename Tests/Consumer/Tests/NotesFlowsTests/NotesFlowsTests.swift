import FlowCoordinator
import FlowCoordinatorTesting
import Foundation
import NotesFlows
import Testing

/// The notes app's flows, without GTK: what each tap does to the state.
@MainActor
@Suite("notes flows")
struct NotesFlowsTests {
    let coordinator = NotesCoordinator()
    var state: FlowState { coordinator.state }

    func list() throws -> NoteListViewModel {
        try #require(state.rootScreen as? NoteListViewModel)
    }

    /// Opens note `id` and its edit sheet; the sheet's form.
    func editNote(_ id: Int) throws -> EditNoteViewModel {
        try list().noteTapped(id)
        try #require(state.topScreen as? NoteViewModel).editTapped()
        return try #require(state.presented?.rootScreen as? EditNoteViewModel)
    }

    /// The files of a run, in a new folder (remove it after the test).
    func temporaryFiles() -> (NotesFiles, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        return (NotesFiles(environment: ["XDG_STATE_HOME": folder.path + "/state", "XDG_DATA_HOME": folder.path + "/data"]), folder)
    }

    @Test("a tapped note is pushed, titled by the note")
    func openNote() throws {
        try list().noteTapped(2)
        #expect(state.links == [NoteLink.note(id: 2)])
        #expect(state.title(for: AnyFlowLink(NoteLink.note(id: 2))) == "Ideas")
        let note = try #require(state.topScreen as? NoteViewModel)
        #expect(note.text == "A notes app built on FlowGtk.")
    }

    @Test("Save changes the note, closes the sheet, and the note's page shows the new title")
    func save() throws {
        try list().noteTapped(1)
        let note = try #require(state.topScreen as? NoteViewModel)
        note.editTapped()
        #expect(state.sheetItem(as: NoteLink.self) == .edit(id: 1))
        let form = try #require(state.presented?.rootScreen as? EditNoteViewModel)
        form.title = "Shopping"
        form.text = "Oat milk"
        form.saveTapped()
        #expect(state.presented == nil)
        #expect(note.title == "Shopping")
        #expect(state.title(for: AnyFlowLink(NoteLink.note(id: 1))) == "Shopping")
        #expect(try list().notes.first?.title == "Shopping", "a saved note is the newest")
    }

    @Test("closing the sheet over changes asks first; Discard closes it and keeps the note")
    func veto() throws {
        let form = try editNote(3)
        form.text = "Changed"
        form.cancelTapped()
        #expect(state.presented?.confirmationDialog?.title == "Discard Changes?")
        state.presented?.choose("Keep Editing")
        #expect(state.presented != nil)
        form.cancelTapped()
        state.presented?.choose("Discard")
        #expect(state.presented == nil)
        #expect(coordinator.notebook.note(3)?.text == "The GNOME Human Interface Guidelines")
    }

    @Test("a title of spaces, one too long, or one with control characters cannot be saved")
    func emptyTitle() throws {
        let form = try editNote(2)
        form.title = "   "
        #expect(form.titleProblem == "A note needs a title")
        form.saveTapped()
        #expect(state.presented != nil)
        form.title = String(repeating: "t", count: 101)
        #expect(form.titleProblem == "A title holds at most 100 characters")
        form.title = "Tab\there"
        #expect(form.titleProblem == "A title cannot hold control characters")
        form.title = "\u{202E}Plans"   // a bidi override is a format character: shown safely, kept
        #expect(form.titleProblem == nil)
    }

    @Test("a text longer than a note holds cannot be saved")
    func hugeText() throws {
        let form = try editNote(2)
        form.text = String(repeating: "a", count: EditNoteViewModel.longestText)
        #expect(form.textProblem == nil && form.canSave)
        form.text += "a"
        #expect(form.textProblem == "A note holds at most 10,000 characters")
        form.saveTapped()
        #expect(state.presented != nil)
    }

    @Test("Settings is a cover that finishes with typed settings; Cancel changes nothing")
    func settings() throws {
        try list().settingsTapped()
        #expect(state.coverItem(as: NoteLink.self) == .settings)
        var cover = try #require(state.presented?.rootScreen as? SettingsViewModel)
        cover.order = .byTitle
        cover.cancelTapped()
        #expect(state.presented == nil)
        #expect(coordinator.notebook.order == .newestFirst)

        try list().settingsTapped()
        cover = try #require(state.presented?.rootScreen as? SettingsViewModel)
        cover.order = .byTitle
        cover.doneTapped()
        #expect(state.presented == nil)
        #expect(try list().notes.map(\.title) == ["Groceries", "Ideas", "Reading List"])
    }

    @Test("the notes and the screens showing them are saved, and a new run opens them again")
    func savedAndRestored() throws {
        let (files, folder) = temporaryFiles()
        defer { try? FileManager.default.removeItem(at: folder) }
        try list().noteTapped(2)
        coordinator.notebook.save(2, title: "Plans", text: "Saved")
        coordinator.notebook.order = .byTitle
        try coordinator.save(to: files)

        let next = NotesCoordinator.restored(from: files)
        #expect(next.state.links == [NoteLink.note(id: 2)])
        #expect(next.notebook.note(2)?.title == "Plans" && next.notebook.order == .byTitle)
        #expect((next.state.topScreen as? NoteViewModel)?.text == "Saved")
    }

    @Test("a damaged notes file is set aside and the app starts with the sample notes")
    func damagedFile() throws {
        let (files, folder) = temporaryFiles()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: files.notes.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: files.notes.url)
        let next = NotesCoordinator.restored(from: files)
        #expect(next.notebook.notes.count == 3)
        #expect(!FileManager.default.fileExists(atPath: files.notes.url.path), "the damaged file stays in the way")
    }

    @Test("what was typed on the edit sheet is kept with it, and a new run shows it again")
    func draftKept() throws {
        let (files, folder) = temporaryFiles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = try editNote(1)
        form.title = "Half typed"
        try coordinator.save(to: files)

        let next = NotesCoordinator.restored(from: files)
        let restored = try #require(next.state.presented?.rootScreen as? EditNoteViewModel)
        #expect(restored.title == "Half typed" && restored.hasChanges)
        #expect(next.notebook.note(1)?.title == "Groceries", "a draft is not saved into the note")
    }
}
