import FlowCoordinator
import FlowCoordinatorTesting
import FlowGtk
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

    @Test("a widget FlowGtk does not wrap is wrapped by subclassing Widget (run with a display)")
    func textView() throws {
        try #require(GtkRuntime.initialize(), "GTK needs a display: scripts/consumer.sh runs this under Xvfb")
        let view = TextView()
        view.text = "Hello"
        #expect(view.text == "Hello")
        #expect(view.typeName == "GtkTextView")
    }
}
