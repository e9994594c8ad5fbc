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
    func levelBar() throws {
        try #require(GtkRuntime.initialize(), "GTK needs a display: scripts/consumer.sh runs this under Xvfb")
        let bar = LevelBar(value: 0.25, name: "Progress")
        #expect(bar.typeName == "GtkLevelBar" && bar.value == 0.25)
        var values: [Double] = []
        bar.onValueChanged { values.append($0) }
        bar.value = 0.5
        #expect(values == [0.5])
    }

    @Test("FlowGtk's text view and drop-down work from outside its package (run with a display)")
    func textViewAndDropDown() throws {
        try #require(GtkRuntime.initialize(), "GTK needs a display: scripts/consumer.sh runs this under Xvfb")
        let body = TextView(name: "Note")
        var texts: [String] = []
        body.onChange { texts.append($0) }
        body.text = "Hello\nWorld"
        #expect(body.text == "Hello\nWorld" && texts == ["Hello\nWorld"])
        let folder = DropDown(["Inbox", "Archive"], name: "Folder")
        folder.selectedIndex = 1
        #expect(folder.selectedItem == "Archive")
    }
}
