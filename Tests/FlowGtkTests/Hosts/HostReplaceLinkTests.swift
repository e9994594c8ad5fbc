import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// A link replaced in place (`FlowState.replaceLink(of:with:)`) is the same screen: the
    /// window keeps its pages and its sheets and covers keep their windows.
    @Suite("Hosts: links replaced in place", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostReplaceLinkTests {
        @Test("no page is rebuilt and no window re-created; the pages stay on screen")
        func keepsPagesAndWindows() async throws {
            let state = FlowState()
            let built = Recorder<FlowID>()
            let window = try await makeFlowWindow(state, built: built)
            defer { dispose(window) }
            let entry = state.push(ItemLink.item(1))
            let cover = state.present(ModalLink.modal(1), style: .cover, hostsNavigation: true)
            let coverEntry = cover.push(NoteLink(text: "a"))
            window.apply()
            let id = try #require(cover.presentation?.id)
            let coverWindow = try #require(window.window(forPresentation: id))
            let coverHost = try #require(window.host(at: StackLocation(presentation: id)))
            let page = try #require(window.mainHost?.page(for: entry))
            let coverPage = try #require(coverHost.page(for: coverEntry))
            let builtBefore = built.values

            state.replaceLink(of: entry, with: ItemLink.item(2))
            cover.replaceLink(of: id, with: ModalLink.modal(2))
            cover.replaceLink(of: coverEntry, with: NoteLink(text: "b"))
            window.apply()
            GtkRuntime.drain()

            #expect(built.values == builtBefore, "a page was built again")
            #expect(window.window(forPresentation: id) === coverWindow && !coverWindow.isDestroyed)
            #expect(window.openPresentations == [id])
            #expect(window.mainHost?.page(for: entry) === page)
            #expect(coverHost.page(for: coverEntry) === coverPage)
            #expect(coverHost.stack.visibleChildName == "entry-\(coverEntry.rawValue)")
            #expect(window.mainHost?.stack.visibleChildName == "entry-\(entry.rawValue)")
        }
    }
}
