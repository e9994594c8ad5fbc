import CGtk
import FlowCoordinator
import FlowTestSupport
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
        private func makeWindow(destinations: Destinations = makeDestinations()) async throws -> FlowWindow {
            registerScreens(on: state)
            let root = Box(.vertical, spacing: 6)
            root.append(opener)
            let window = FlowWindow(state: state, rootPage: Page(root, title: Titles.home),
                                    destinations: destinations, title: "Focus", width: 480, height: 360)
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

        @Test("a tab shown while the focus is outside the tabs takes the focus into its page")
        func tabTakesTheFocus() async throws {
            let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
            for tab in tabs.tabs { registerScreens(on: tabs[tab]) }
            let window = FlowWindow(tabs: tabs, destinations: makeDestinations(), title: "Tabs", tabTitle: Titles.tab,
                                    rootPage: { Page(Button(label: "Act in \($0)"), title: Titles.tabRoot($0)) },
                                    width: 480, height: 360)
            defer { dispose(window) }
            window.show()
            try #require(await GtkRuntime.iterate(until: { window.window.isMapped }))
            try #require(window.header.backButton.isVisible == false)
            let menu = Button(label: "Menu")
            window.header.bar.packEnd(menu)
            GtkRuntime.drain()
            try #require(menu.grabFocus())
            tabs.userSelected(.wallet)
            window.apply()
            GtkRuntime.drain()
            #expect(!menu.hasFocus, "the focus stayed in the header")
            let focused = try #require(gtk_widget_get_root(window.window.widgetPointer).flatMap(gtk_root_get_focus))
            let page = try #require(window.mainHost?.topPage)
            #expect(focused == page.content.widgetPointer, "the focus is not on wallet's button")
        }

        @Test("a window shown over a restored stack focuses the top page's first control, not its selectable label")
        func showFocusesFirstControl() async throws {
            registerScreens(on: state)
            let pushed = state.push(ItemLink.item(1))
            let window = FlowWindow(state: state, rootPage: Page(Box(), title: Titles.home),
                                    destinations: makeDestinations(), title: "Focus", width: 480, height: 360)
            defer { dispose(window) }
            window.show()
            try #require(await GtkRuntime.iterate(until: { window.window.isMapped }))
            GtkRuntime.drain()
            _ = try checkFocus(on: pushed, in: window)
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
    

        /// Destinations whose pages have no control: a heading, a selectable label of code, and
        /// (for notes saying "plain") nothing focusable at all.
        private func controlFreeDestinations() -> Destinations {
            let destinations = Destinations()
            destinations.page(for: ScreenModel.self) { model in
                let content = Box(.vertical, spacing: 6)
                content.append(Label(heading: model.title))
                if model.title != Titles.entry(AnyFlowLink(NoteLink(text: "plain"))) {
                    let code = Label("state.push(note)")
                    code.isSelectable = true
                    content.append(code)
                }
                return Page(content, title: model.title)
            }
            return destinations
        }

        @Test("a page without a control gives the focus to Back, never to its heading or its code", arguments: ["code", "plain"])
        func pageWithoutControlFocusesBack(_ kind: String) async throws {
            let window = try await makeWindow(destinations: controlFreeDestinations())
            defer { dispose(window) }
            let pushed = state.push(NoteLink(text: kind))
            GtkRuntime.drain()
            let page = try #require(window.mainHost?.page(for: pushed))
            let heading = try #require(gtk_widget_get_first_child(page.content.widgetPointer))
            #expect(window.header.backButton.hasFocus, "Back does not have the focus")
            #expect(gtk_widget_get_focusable(heading) == 0, "the heading was made focusable")
            #expect(window.stateMismatches().isEmpty, "\(window.stateMismatches())")
            if let code = gtk_widget_get_next_sibling(heading) {
                #expect(gtk_label_get_selection_bounds(flow_label(code), nil, nil) == 0, "the code's text is selected")
            }
            state.pop()
            GtkRuntime.drain()
            #expect(opener.hasFocus)
        }

        @Test("a push leaves a focus in the header bar where it is")
        func headerFocusStays() async throws {
            let window = try await makeWindow()
            defer { dispose(window) }
            state.push(ItemLink.item(1))
            GtkRuntime.drain()
            #expect(window.header.backButton.grabFocus())
            state.push(ItemLink.item(2))
            GtkRuntime.drain()
            #expect(window.header.backButton.hasFocus, "the push took the focus from the back button")
        }

        @Test("100 pops from a focused control to a root page with nothing focusable finalize every page")
        func popToUnfocusableRoot() async throws {
            let window = try await makeFlowWindow(state)
            defer { dispose(window) }
            GtkRuntime.drain()
            let baseline = LiveCounts()
            var pages: [WeakObject] = []
            for cycle in 0..<100 {
                let pushed = state.push(NoteLink(text: "\(cycle)"))
                GtkRuntime.drain()
                let page = try #require(window.mainHost?.page(for: pushed))
                let control = try #require(PageFocus.firstControl(in: page.content.widgetPointer))
                #expect(gtk_widget_grab_focus(control) != 0)
                pages.append(WeakObject(page.content))
                state.pop()
                GtkRuntime.drain()
            }
            // GTK lets go of a widget that lost the focus on a later frame, not at once.
            _ = await GtkRuntime.iterate(until: { pages.allSatisfy { !$0.isAlive } }, timeout: .seconds(1))
            #expect(LiveCounts() == baseline, "after 100 cycles: \(LiveCounts()), baseline \(baseline)")
            let alive = pages.filter(\.isAlive).count
            #expect(alive == 0, "\(alive) pages were not finalized")
        }
    }
}
