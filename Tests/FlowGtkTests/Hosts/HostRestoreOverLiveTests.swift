import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// A saved document restored into a running window: identities restart from 1 in every
    /// process, so the document's numbers may be the window's own. The window must show the
    /// document's screens, not keep its pages because the numbers match.
    @Suite("Hosts: restoring over a live window", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostRestoreOverLiveTests {
        @Test("same identities, other links: the window builds the document's pages and windows")
        func otherLinksSameIdentities() async throws {
            let state = FlowState()
            let built = Recorder<FlowID>()
            let window = try await makeFlowWindow(state, built: built)
            defer { dispose(window) }
            let first = state.push(ItemLink.item(1))
            let second = state.push(ItemLink.item(2))
            let sheet = state.present(ModalLink.modal(1))
            window.apply()
            let sheetID = try #require(sheet.presentation?.id)
            let oldPage = try #require(window.mainHost?.page(for: second))

            // Another process saved these screens under the same numbers.
            state.restore(FlowSnapshot(
                path: [FlowEntry(id: first, link: AnyFlowLink(ItemLink.item(7))),
                       FlowEntry(id: second, link: AnyFlowLink(ItemLink.item(8)))],
                presenting: [LevelSnapshot(presentation: Presentation(
                    id: sheetID, style: .cover, link: AnyFlowLink(ModalLink.modal(9)), hostsNavigation: false))]))
            window.apply()
            GtkRuntime.drain()
            await assertMirrors(window, state, "after the restore")

            let top = try #require(state.topEntry)
            #expect(top.id != second && top.id != first, "a restored entry took a live identity")
            #expect(window.mainHost?.page(for: top.id) !== oldPage)
            #expect(window.header.titleLabel.text == window.mainHost?.title)
            #expect(window.mainHost?.title == Titles.entry(AnyFlowLink(ItemLink.item(8))))
            let cover = try #require(state.presented?.presentation)
            #expect(cover.id != sheetID && cover.style == .cover)
            #expect(window.openPresentations == [cover.id])
        }
    }
}
