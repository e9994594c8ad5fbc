import CGtk
import FlowCoordinator
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// Where the keyboard focus goes when the state pushes and pops: onto the new page's first
    /// control, never onto a label's text, and back to what opened the page.
    @Suite("Hosts: focus follows the pages", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostFocusTests {
        let state = FlowState()
        /// The root page's button, focused before each push.
        let opener = Button(label: "Open")

        /// A shown window over `state` whose root page holds `opener`, which has the focus.
        private func makeWindow() async throws -> FlowWindow {
            let root = Box(.vertical, spacing: 6)
            root.append(opener)
            let window = FlowWindow(state: state, rootPage: Page(root, title: Titles.home),
                                    destinations: makeDestinations(), title: "Focus", width: 480, height: 360)
            window.show()
            try #require(await GtkRuntime.iterate(until: { window.window.isMapped }))
            try #require(opener.grabFocus())
            return window
        }

        /// Checks that the focus is on a button of `entry`'s page (the host test pages hold a
        /// selectable label, then a button) and that the label has nothing selected; returns the
        /// page's widget, weakly.
        private func checkFocus(on entry: FlowID, in window: FlowWindow) throws -> WeakObject {
            let page = try #require(window.mainHost?.page(for: entry))
            let focused = try #require(gtk_widget_get_root(window.window.widgetPointer).flatMap(gtk_root_get_focus),
                                       "nothing has the focus after the push")
            #expect(gtk_widget_is_ancestor(focused, page.content.widgetPointer) != 0, "the focus stayed off the new page")
            #expect(flow_is_button(focused) != 0, "the focus is on a \(String(cString: gtk_widget_get_name(focused)))")
            let label = try #require(gtk_widget_get_first_child(page.content.widgetPointer))
            #expect(gtk_label_get_selection_bounds(flow_label(label), nil, nil) == 0, "the label's text is selected")
            return WeakObject(page.content)
        }

        @Test("a push focuses the new page's first control, not its selectable label; back returns to the opener")
        func pushFocusesFirstControl() async throws {
            let window = try await makeWindow()
            defer { dispose(window) }
            let pushed = state.push(ItemLink.item(1))
            GtkRuntime.drain()
            let page = try checkFocus(on: pushed, in: window)
            state.pop()
            GtkRuntime.drain()
            #expect(opener.hasFocus, "back did not return the focus to the button that opened the page")
            #expect(!page.isAlive, "the page that had the focus outlived its entry")
        }

        @Test("100 push/pop cycles with the focus moving onto each page and back finalize every page")
        func focusCyclesRelease() async throws {
            let window = try await makeWindow()
            defer { dispose(window) }
            GtkRuntime.drain()
            let baseline = LiveCounts()
            var pages: [WeakObject] = []
            for cycle in 0..<100 {
                let pushed = state.push(NoteLink(text: "\(cycle)"))
                GtkRuntime.drain()
                pages.append(try checkFocus(on: pushed, in: window))
                state.pop()
                GtkRuntime.drain()
                #expect(opener.hasFocus, "cycle \(cycle): back did not return the focus")
            }
            #expect(LiveCounts() == baseline, "after 100 cycles: \(LiveCounts()), baseline \(baseline)")
            let alive = pages.filter(\.isAlive).count
            #expect(alive == 0, "\(alive) pages were not finalized")
        }
    }
}
