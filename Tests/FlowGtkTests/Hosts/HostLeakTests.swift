import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

/// The counters a leak test compares with their baseline.
struct LiveCounts: Equatable, CustomStringConvertible {
    var pages: Int
    var boxes: Int
    var models: Int
    var toplevels: Int

    /// The counts now.
    @MainActor
    init() {
        pages = Page.liveCount
        boxes = SignalHandlerBox.liveCount
        models = ModelCensus.liveCount
        toplevels = Int(g_list_model_get_n_items(gtk_window_get_toplevels()))
    }

    var description: String { "pages \(pages), handler boxes \(boxes), view models \(models), toplevels \(toplevels)" }
}

extension FlowGtkTests {
    /// Pages, signal handler boxes, view models, windows and widgets live exactly as long as the
    /// state needs them.
    @Suite("Hosts: nothing outlives its entry", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostLeakTests {
        @Test("1,000 push/pop cycles through the state and the window return every count to its baseline")
        func pushPopCycles() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            GtkRuntime.drain()
            let baseline = LiveCounts()
            var widgets: [WeakObject] = []
            for cycle in 0..<1_000 {
                let pushed: FlowID = cycle.isMultiple(of: 2)
                    ? state.push(ItemLink.item(cycle))
                    : state.push(NoteLink(text: "\(cycle)"))
                if cycle.isMultiple(of: 3) { window.apply() } else { GtkRuntime.drain() }
                let page = try #require(window.mainHost?.page(for: pushed), "cycle \(cycle): no page")
                widgets.append(WeakObject(page.content))
                switch cycle % 4 {
                case 0: state.pop()
                case 1: window.header.backButton.emit("clicked")
                case 2: window.simulateKey(Keys.altLeft)
                default: window.simulateBackButtonPress()
                }
                #expect(state.path.isEmpty, "cycle \(cycle): not popped")
                GtkRuntime.drain()
            }
            #expect(window.mainHost?.stack.childNames == ["root"])
            #expect(LiveCounts() == baseline, "after 1,000 cycles: \(LiveCounts()), baseline \(baseline)")
            let alive = widgets.filter(\.isAlive).count
            #expect(alive == 0, "\(alive) page widgets were not finalized: \(widgets.indices.filter { widgets[$0].isAlive }.prefix(40))")
            await assertMirrors(window, state)
        }

        @Test("200 present/close cycles of a sheet with a page destroy their windows and release everything")
        func presentCloseCycles() async throws {
            let state = FlowState()
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            GtkRuntime.drain()
            let baseline = LiveCounts()
            var windows: [WeakObject] = []
            weak var lastWrapper: FlowGtk.Window?
            let leaveReasons = Recorder<LeaveReason>()
            for cycle in 0..<200 {
                let style: PresentationStyle = cycle.isMultiple(of: 5) ? .cover : .sheet
                let sheetResultResult = state.present(ModalLink.modal(cycle), style: style, hostsNavigation: true) { (leaving: Leaving<Int>) in
                    leaveReasons.record(leaving.reason)
                }
                let sheetResult = sheetResultResult.level!
                let sheet = sheetResult
                sheet.push(ItemLink.item(cycle))
                if cycle.isMultiple(of: 7) { sheet.show(DialogState(alert: "Cycle \(cycle)")) }
                GtkRuntime.drain()
                let id = try #require(sheet.presentation?.id)
                let presented = try #require(window.window(forPresentation: id), "cycle \(cycle): no window")
                windows.append(WeakObject(presented))
                lastWrapper = presented
                switch cycle % 4 {
                case 0: sheet.close()
                case 1: close(window, id, with: .escape)
                case 2: close(window, id, with: .closeRequest)
                default: close(window, id, with: .windowClose)
                }
                #expect(state.presented == nil, "cycle \(cycle): not closed")
                GtkRuntime.drain()
            }
            #expect(leaveReasons.count == 200)
            #expect(window.openPresentations.isEmpty && window.openDialogs.isEmpty)
            #expect(lastWrapper == nil, "the last presented window's wrapper is still alive")
            #expect(LiveCounts() == baseline, "after 200 cycles: \(LiveCounts()), baseline \(baseline)")
            let alive = windows.filter(\.isAlive).count
            #expect(alive == 0, "\(alive) presented windows were not finalized")
            await assertMirrors(window, state)
        }

        @Test("a released flow window takes its windows, pages and handlers with it")
        func windowReleased() async throws {
            GtkRuntime.drain()
            let baseline = LiveCounts()
            weak var weakWindow: FlowWindow?
            var mainWindow: WeakObject?
            do {
                let tabs = TabFlowState(tabs: TestTab.allCases)
                let window = try await makeTabWindow(tabs)
                weakWindow = window
                mainWindow = WeakObject(window.window)
                tabs[.items].path = FlowPath([ItemLink.item(1), NoteLink(text: "2")])
                tabs[.wallet].push(ItemLink.item(3))
                let sheet = tabs[.items].present(ModalLink.modal(1), hostsNavigation: true, path: FlowPath([ItemLink.item(4)]))
                sheet.present(ModalLink.modal(2), style: .cover).show(DialogState(alert: "Hello"))
                GtkRuntime.drain()
                await assertMirrors(window, tabs: tabs)
                window.window.destroy()
            }
            GtkRuntime.drain()
            #expect(weakWindow == nil, "the FlowWindow is kept alive by a cycle")
            #expect(mainWindow?.isAlive == false, "the main GtkWindow was not finalized")
            #expect(LiveCounts() == baseline, "after release: \(LiveCounts()), baseline \(baseline)")
        }
    }
}
