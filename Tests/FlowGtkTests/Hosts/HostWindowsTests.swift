import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// `WindowsHost` without traps: windows without tabs, the size the app gives its windows, and
    /// the last window's close, which quits with the state kept.
    @Suite("Hosts: several windows", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostWindowsTests {
        let windows = WindowsState { _ in TabFlowState<NoTabs>() }

        /// A host over `windows` whose windows are 480 × 360, without tabs.
        private func makeHost() -> WindowsHost<TabFlowState<NoTabs>> {
            let destinations = makeDestinations()
            return WindowsHost(windows) { id, window in
                registerScreens(on: window.navigation.stack)
                return FlowWindow(state: window.navigation.stack, rootPage: makeRootPage(Titles.home),
                                  destinations: destinations, title: "Window \(id)", width: 480, height: 360)
            }
        }

        private func closeAll(_ host: WindowsHost<TabFlowState<NoTabs>>) {
            for id in windows.order { windows.close(id) }
            host.apply()
            GtkRuntime.drain()
        }

        @Test("a window without tabs shows no tab bar, at the size its FlowWindow was given, which the state learns")
        func windowsWithoutTabs() async throws {
            let host = makeHost()
            defer { closeAll(host) }
            let first = windows.open()
            let restored = windows.open(frame: WindowFrame(width: 640, height: 500))
            host.show()
            let window = try #require(host[first])
            try #require(await GtkRuntime.iterate(until: { window.window.isMapped }))
            #expect(window.tabBar == nil)
            #expect(window.window.defaultSize == (480, 360), "the FlowWindow's own size was overridden")
            #expect(windows.frames[first] == WindowFrame(width: 480, height: 360))
            let other = try #require(host[restored])
            #expect(other.window.defaultSize == (640, 500), "a frame the state gives wins")

            windows[first]?.stack.push(ItemLink.item(1))
            host.apply()
            GtkRuntime.drain()
            #expect(window.mainHost?.topPage != nil)
            #expect(window.header.backButton.isVisible)
            #expect(host.stateMismatches().isEmpty, "\(host.stateMismatches())")
        }

        @Test("closing the last window quits with it kept; closing another closes it")
        func lastWindowQuits() async throws {
            let host = makeHost()
            defer { closeAll(host) }
            var quits = 0
            host.onQuit = { quits += 1 }
            let first = windows.open(), second = windows.open()
            host.show()
            try #require(await GtkRuntime.iterate(until: { host[second]?.window.isMapped == true }))
            windows[second]?.stack.push(ItemLink.item(2))
            host.apply()

            host[first]?.window.close() // as its close button does
            host.apply()
            GtkRuntime.drain()
            #expect(windows.order == [second])
            #expect(host[first] == nil)
            #expect(quits == 0)

            let saved = windows.snapshot()
            let last = try #require(host[second])
            last.window.close()
            host.apply()
            GtkRuntime.drain()
            #expect(quits == 1)
            #expect(windows.isQuitting)
            #expect(windows.snapshot() == saved, "the last window's close emptied the state a save writes")
            #expect(!last.window.isDestroyed)
            last.window.close()
            host.apply()
            #expect(quits == 1, "a second close while quitting quit again")

            // The app stayed after all (a save failed, the person chose to stay): the next close quits again.
            windows.stayOpen()
            host.apply()
            last.window.close()
            host.apply()
            #expect(quits == 2)
        }

        @Test("the article's windows without tabs show one stack each, at the article's size")
        func articleExample() async throws {
            let destinations = makeDestinations()
            let id = windows.open()
            windows[id]?.stack.registerRoot(title: Titles.home) { _ in ScreenModel(title: Titles.home, id: FlowID(rawValue: 0)) }
            let host = SeveralWindowsExample.showWithoutTabs(windows, destinations: destinations)
            defer { closeAll(host) }
            let window = try #require(host[id])
            try #require(await GtkRuntime.iterate(until: { window.window.isMapped }))
            #expect(window.tabBar == nil)
            #expect(windows.frames[id] == WindowFrame(width: 720, height: 560))
            #expect(host.stateMismatches().isEmpty, "\(host.stateMismatches())")
        }

        @Test("a window joins the running application, or says there is none")
        func joinsTheApplication() {
            let window = Window(title: "Alone")
            defer { window.destroy() }
            #expect(window.joinRunningApplication() == false, "this test process runs no application")
        }
    }
}
