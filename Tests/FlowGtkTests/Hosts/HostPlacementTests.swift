import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// A presented window stands where ``PresentationPlacement`` says over its window, and again
    /// when what decides it changes.
    @Suite("Hosts: a sheet stands over its window", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostPlacementTests {
        @Test("a sheet whose content grows taller is placed again, still inside its window")
        func contentGrows() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state) // 480 × 360: a sheet of 312 px, 24 px from its top
            defer { dispose(window) }
            let sheet = state.present(ModalLink.modal(1))
            window.apply()
            await assertMirrors(window, state, "the sheet")
            let id = try #require(sheet.presentation?.id)
            let sheetWindow = try #require(window.window(forPresentation: id))
            // The content now needs 336 px: placed as it was, the window would grow downwards, past
            // its parent's bottom edge (a form showing an error under a field; a window in the
            // background whose header GTK draws smaller).
            let content = try #require(gtk_window_get_child(flow_window(sheetWindow.widgetPointer)))
            var windowMinimum: Int32 = 0, contentMinimum: Int32 = 0
            gtk_widget_measure(sheetWindow.widgetPointer, GTK_ORIENTATION_VERTICAL, -1, &windowMinimum, nil, nil, nil)
            gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, -1, &contentMinimum, nil, nil, nil)
            let heightBefore = sheetWindow.height
            gtk_widget_set_size_request(content, -1, contentMinimum + 336 - windowMinimum)
            let placed = await GtkRuntime.iterate(until: {
                window.presentationsArePlaced && window.placementProblem(forPresentation: id) == nil
                    && sheetWindow.height >= heightBefore + 24
            }, timeout: .seconds(10))
            #expect(placed, "\(window.placementProblem(forPresentation: id) ?? "the sheet is \(sheetWindow.height) px tall")")
            await assertMirrors(window, state, "the sheet grown")
        }
    }
}
