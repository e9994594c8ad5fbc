import Foundation
import FlowCoordinator
import FlowCoordinatorTesting
import FlowGtk
import NotesApp
import NotesFlows
import Testing

/// The notes app's window, under Xvfb (scripts/consumer.sh): its pages follow the state, and a
/// screenshot of each is written for a person to look at.
@MainActor
@Suite("notes window", .serialized)
struct NotesAppTests {
    /// Where the screenshots go: NOTES_SCREENSHOTS, or the temporary folder.
    static let screenshots = ProcessInfo.processInfo.environment["NOTES_SCREENSHOTS"] ?? NSTemporaryDirectory()

    @Test("list, note, edit sheet and settings cover are drawn; a renamed note renames its page")
    func walk() async throws {
        try #require(GtkRuntime.initialize(), "GTK needs a display: scripts/consumer.sh runs this under Xvfb")
        let app = NotesApplication()
        let window = app.makeWindow()
        let state = app.coordinator.state
        #expect(await GtkRuntime.iterate(until: { window.window.isMapped }))
        try await shoot(window.window, "1-list")

        try #require(state.rootScreen as? NoteListViewModel).noteTapped(2)
        #expect(await GtkRuntime.iterate(until: { window.mainHost?.title == "Ideas" }))
        try await shoot(window.window, "2-note")

        try #require(state.topScreen as? NoteViewModel).editTapped()
        let sheet = try #require(state.presented?.presentation)
        #expect(await GtkRuntime.iterate(until: { window.window(forPresentation: sheet.id)?.isMapped == true }))
        try await shoot(try #require(window.window(forPresentation: sheet.id)), "3-edit")

        let form = try #require(state.presented?.rootScreen as? EditNoteViewModel)
        form.title = "Plans"
        form.saveTapped()
        #expect(await GtkRuntime.iterate(until: { window.openPresentations.isEmpty }))
        #expect(await GtkRuntime.iterate(until: { window.mainHost?.title == "Plans" }),
                "the header still says \(window.mainHost?.title ?? "nothing")")

        state.popToRoot()
        try #require(state.rootScreen as? NoteListViewModel).settingsTapped()
        let cover = try #require(state.presented?.presentation)
        #expect(await GtkRuntime.iterate(until: { window.window(forPresentation: cover.id)?.isMapped == true }))
        try await shoot(try #require(window.window(forPresentation: cover.id)), "4-settings")
        #expect(window.stateMismatches().isEmpty, "\(window.stateMismatches())")
    }

    @Test("LevelBar, a GTK widget FlowGtk does not wrap, is wrapped in the app without a C pointer")
    func levelBar() throws {
        try #require(GtkRuntime.initialize(), "GTK needs a display: scripts/consumer.sh runs this under Xvfb")
        let bar = LevelBar(value: 0.25, name: "Length")
        #expect(bar.typeName == "GtkLevelBar" && bar.value == 0.25)
        var values: [Double] = []
        bar.onValueChanged { values.append($0) }
        bar.value = 0.5
        #expect(values == [0.5])
    }

    /// A window is mapped before its first frame is drawn: the screenshot waits for the frame.
    private func shoot(_ window: Window, _ name: String) async throws {
        try await Screenshot.writePNG(of: window, to: "\(Self.screenshots)/notes-\(name).png", waitingUpTo: .seconds(5))
    }
}
