import FlowCoordinator
import FlowCoordinatorTesting
import FlowGtk
import FlowStorage
import Foundation
import Notes
import Testing

@MainActor
@Suite("A package outside FlowCoordinator uses its products")
struct NotesTests {
    @Test("the coordinator pushes and presents, checked with FlowCoordinatorTesting")
    func coordinator() {
        let coordinator = NotesCoordinator()
        coordinator.open(note: 3)
        #expect(coordinator.state.links == [NoteLink.note(id: 3)])
        coordinator.edit(note: 3)
        #expect(coordinator.state.sheetItem(as: NoteLink.self) == .edit(id: 3))
    }

    @Test("the state is kept in a file with FlowStorage, and read back as it was")
    func stateFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = NotesStateFile.file(environment: ["XDG_STATE_HOME": folder.path])
        let coordinator = NotesCoordinator()
        coordinator.open(note: 7)
        let tabs = TabsSnapshot(selectedTab: "notes", tabs: [TabSnapshot(name: "notes", flow: coordinator.state.snapshot())])
        try file.save(tabs)
        guard case .read(let saved) = file.loadSaved() else {
            Issue.record("the saved state did not load")
            return
        }
        #expect(saved.snapshot == tabs)
    }

    @Test("a widget FlowGtk does not wrap is wrapped by subclassing Widget (run with a display)")
    func textView() throws {
        try #require(GtkRuntime.initialize(), "GTK needs a display: scripts/consumer.sh runs this under Xvfb")
        let view = TextView()
        view.text = "Hello"
        #expect(view.text == "Hello")
        #expect(view.typeName == "GtkTextView")
    }
}
