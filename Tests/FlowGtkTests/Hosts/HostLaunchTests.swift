import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// A window shown over a state that already presents something (a restored sheet) shows it as
    /// a person's click would: each window mapped after the window it is over.
    @Suite("Hosts: windows at launch", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostLaunchTests {
        @Test("a sheet and a dialog the state holds before the window is shown are mapped after their parents")
        func presentationsWaitForTheirParent() async throws {
            let state = FlowState()
            registerScreens(on: state)
            let sheet = state.present(ModalLink.modal(1), style: .sheet, hostsNavigation: true)
            let inner = sheet.present(ModalLink.modal(2), style: .sheet)
            inner.show(DialogState(alert: "Saved"))
            let window = FlowWindow(state: state, rootPage: makeRootPage(Titles.home),
                                    destinations: makeDestinations(), title: "Hosts", width: 480, height: 360)
            defer { dispose(window) }
            window.apply()
            let ids = [sheet.presentation!.id, inner.presentation!.id]
            let dialogID = try #require(inner.dialog?.id)
            let windows = [window.window] + ids.compactMap(window.window(forPresentation:))
                + [window.window(forDialog: dialogID)].compactMap { $0 }
            #expect(windows.count == 4)
            #expect(windows.allSatisfy { !$0.isVisible }, "a window was shown before the main window")

            let mapped = Recorder<Int>()
            let connections = windows.enumerated().map { index, shown in
                shown.connectWidgetSignal("map") { _ in mapped.record(index) }
            }
            defer { for (shown, connection) in zip(windows, connections) { shown.disconnect(connection) } }
            window.show()
            #expect(await GtkRuntime.iterate(until: { windows.allSatisfy { $0.isMapped } }))
            #expect(mapped.values == [0, 1, 2, 3])
            #expect(window.stateMismatches().isEmpty, "\(window.stateMismatches())")
        }

        @Test("the mirror check answers for the window: behind the state until applied, and a page it does not show")
        func stateMismatches() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            #expect(window.stateMismatches().isEmpty)
            state.push(ItemLink.item(1))
            #expect(window.stateMismatches().first == "a change of state is not applied yet")
            window.apply()
            #expect(window.stateMismatches().isEmpty)
            let host = try #require(window.mainHost)
            host.stack.setVisibleChild(named: "root")
            #expect(window.stateMismatches().count == 1)
            host.stack.setVisibleChild(named: pageName(state.path.entries[0]))
            let sheet = state.present(ModalLink.modal(1), style: .sheet)
            window.apply()
            #expect(window.stateMismatches().isEmpty)
            let sheetWindow = try #require(window.window(forPresentation: sheet.presentation!.id))
            sheetWindow.isVisible = false
            #expect(window.stateMismatches().count == 1)
        }
    }
}
