import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// A root screen that is a sidebar: from ``FlowWindow/splitWidth`` up it shows beside the pages
    /// of its path, below it at their bottom. One state, two layouts: the width never changes the
    /// state, and the screen mirrors it in both.
    @Suite("Hosts: a sidebar beside its content in a wide window", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostSplitTests {
        /// A window over `state` whose root is a sidebar of `rows` rows, row n choosing `ItemLink.item(n)`.
        @MainActor
        final class SidebarWindow {
            let state: FlowState
            let window: FlowWindow
            let list = ListBox()
            let root: Page

            init(state: FlowState = FlowState(), rows: Int = 5, width: Int) {
                self.state = state
                registerScreens(on: state)
                state.registerRoot(title: Titles.home, isSidebar: true) { _ in Titles.home as AnyObject }
                for row in 0..<rows {
                    list.append(Button(label: "Row \(row)"), named: "Row \(row)")
                }
                list.onRowActivated { [weak state] row in state?.userChose(ItemLink.item(row)) }
                let content = Box(.vertical)
                content.append(list)
                root = Page(content, title: Titles.home)
                root.sidebar = Sidebar(list: list, chosenRow: { [weak state] in
                    guard case .item(let row)? = state?.sidebarChoice?.as(ItemLink.self) else { return nil }
                    return row
                })
                window = FlowWindow(state: state, rootPage: root, destinations: makeDestinations(),
                                    title: "Split", width: width, height: 480)
            }

            func show() async throws {
                window.show()
                let mapped = await GtkRuntime.iterate(until: { self.window.window.isMapped })
                try #require(mapped, "the window was not mapped")
            }

            /// Resizes the window, and waits until it has the width: the window manager's answers to
            /// earlier requests may arrive first, each a width the layout follows for a moment.
            func resize(to width: Int) async {
                window.window.setDefaultSize(width: width, height: 480)
                var steady = 0
                _ = await GtkRuntime.iterate(until: {
                    steady = self.window.window.defaultSize.width == width ? steady + 1 : 0
                    return steady >= 10
                }, timeout: .seconds(10))
            }

            /// Moves the split width across the window's width (900 px), which switches the layout
            /// as a resize across it does, without waiting on the window manager (the end-to-end
            /// tests resize for real).
            func fold(_ folded: Bool) {
                window.splitWidth = folded ? 1000 : 720
            }

            var host: NavigationHost { window.mainHost! }

            func close() {
                root.sidebar = nil
                dispose(window)
            }
        }

        @Test("from the split width up the root page is a sidebar beside the stack, with an empty state; below it, the stack's bottom")
        func layouts() async throws {
            let split = SidebarWindow(width: 900)
            defer { split.close() }
            try await split.show()
            #expect(split.window.isSplit)
            #expect(split.host.isSplit)
            #expect(split.list.selectionMode == .single)
            #expect(split.window.stateMismatches().isEmpty, "\(split.window.stateMismatches())")
            // Nothing chosen: the stack shows its bottom, the empty state, and the header no back.
            #expect(split.host.stack.visibleChildName == "root")
            #expect(!split.window.header.backButton.isVisible)

            split.fold(true)
            #expect(!split.window.isSplit)
            #expect(!split.host.isSplit)
            #expect(split.list.selectionMode == .none)
            #expect(PageFocus.isFocused(within: split.host.stack) || !split.window.window.isActive)
            #expect(split.window.stateMismatches().isEmpty, "\(split.window.stateMismatches())")
        }

        @Test("choosing a row marks it, shows its page without a back button, and back on it goes to the sidebar")
        func choosing() async throws {
            let split = SidebarWindow(width: 900)
            defer { split.close() }
            try await split.show()
            split.list.activateRow(at: 2)
            split.window.apply()
            #expect(split.state.path.links == links(ItemLink.item(2)))
            await GtkRuntime.iterate(for: .milliseconds(50))
            #expect(split.list.selectedRowIndex == 2)
            #expect(!split.window.header.backButton.isVisible, "the content's first page has nothing to go back to")
            #expect(split.window.header.titleLabel.text == "Item 2")

            // A page pushed after it: back pops within the content.
            split.state.push(NoteLink(text: "more"))
            split.window.apply()
            #expect(split.window.header.backButton.isVisible)
            #expect(split.window.header.backTooltip.text == "Back to Item 2")
            split.window.simulateKey(Keys.altLeft)
            #expect(split.state.path.links == links(ItemLink.item(2)))

            // On the first page, back (Alt+Left) moves the focus to the sidebar's chosen row and
            // leaves the state alone; Escape does the same.
            split.window.simulateKey(Keys.altLeft)
            #expect(split.state.path.links == links(ItemLink.item(2)))
            #expect(split.list.focusedRowIndex == 2)
            split.host.topPage.map { PageFocus.enter($0) }
            #expect(split.list.focusedRowIndex == nil)
            split.window.simulateKey(Keys.escape)
            #expect(split.list.focusedRowIndex == 2)
            #expect(split.state.path.links == links(ItemLink.item(2)))

            // Another row: the path is that row alone, and the mark follows.
            split.list.activateRow(at: 4)
            split.window.apply()
            await GtkRuntime.iterate(for: .milliseconds(50))
            #expect(split.state.path.links == links(ItemLink.item(4)))
            #expect(split.list.selectedRowIndex == 4)
            #expect(split.window.stateMismatches().isEmpty, "\(split.window.stateMismatches())")
        }

        @Test("F6 moves the focus between the sidebar and the content")
        func switchingPanes() async throws {
            let split = SidebarWindow(width: 900)
            defer { split.close() }
            try await split.show()
            split.state.userChose(ItemLink.item(1))
            split.window.apply()
            split.list.focusRow(at: 1)
            split.window.simulateKey(KeyPress(keyval: Key.f6.keyval))
            let page = try #require(split.host.topPage)
            #expect(PageFocus.isFocused(within: page.content), "F6 went into the content")
            split.window.simulateKey(KeyPress(keyval: Key.f6.keyval))
            #expect(split.list.focusedRowIndex == 1, "F6 came back to the chosen row")
        }

        @Test("GTK's own selection (an arrow key, a click before its activation) goes back to the state's choice")
        func selectionFollowsTheState() async throws {
            let split = SidebarWindow(width: 900)
            defer { split.close() }
            try await split.show()
            split.state.userChose(ItemLink.item(1))
            split.window.apply()
            await GtkRuntime.iterate(for: .milliseconds(50))
            split.list.selectRow(at: 3)
            #expect(split.list.selectedRowIndex == 1)
            split.list.selectRow(at: nil)
            #expect(split.list.selectedRowIndex == 1)
            #expect(split.window.stateMismatches().isEmpty, "\(split.window.stateMismatches())")
        }

        @Test("resizing keeps the focus: on a sidebar row while it shows, else on the page on top")
        func focusAcrossLayouts() async throws {
            let split = SidebarWindow(width: 900)
            defer { split.close() }
            try await split.show()
            split.list.focusRow(at: 3)
            split.fold(true)
            #expect(split.list.focusedRowIndex == 3, "the catalogue at the stack's bottom keeps its focused row")
            split.fold(false)
            #expect(split.list.focusedRowIndex == 3, "the sidebar keeps its focused row")
            split.state.userChose(ItemLink.item(3))
            split.window.apply()
            split.list.focusRow(at: 3)
            split.fold(true)
            let page = try #require(split.host.topPage)
            #expect(PageFocus.isFocused(within: page.content), "the sidebar folded under the page: the focus is on the page")
        }

        @Test("random states at random widths: the width never changes the state, and the window mirrors it in both layouts")
        func widthsNeverChangeTheState() async throws {
            var random = SeededGenerator(seed: 27)
            let split = SidebarWindow(rows: 6, width: 900)
            defer { split.close() }
            try await split.show()
            let widths = [360, 600, 719, 720, 721, 900, 1280]
            for step in 0..<60 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: split.state.userChose(ItemLink.item(Int.random(in: 0..<6, using: &random)))
                case 1: split.state.push(NoteLink(text: "\(step)"))
                case 2: if !split.state.path.isEmpty { split.state.pop() }
                case 3: split.state.path = FlowPath([ItemLink.item(Int.random(in: 0..<6, using: &random)), NoteLink(text: "deep")])
                case 4: split.state.popToRoot()
                default: if split.state.presented == nil, !split.state.path.isEmpty {
                    split.state.present(ModalLink.modal(step), style: .sheet)
                } else { split.state.presented?.close() }
                }
                split.window.apply()
                let before = split.state.snapshot()
                let width = widths.randomElement(using: &random)!
                await split.resize(to: width)
                split.window.apply()
                #expect(split.state.snapshot() == before, "step \(step): the width \(width) changed the state")
                // The window manager may give another width than asked for: the layout follows the
                // window's.
                let shown = split.window.window.defaultSize.width
                #expect(split.window.isSplit == (shown >= split.window.splitWidth), "step \(step): \(shown) px")
                let problems = split.window.stateMismatches()
                #expect(problems.isEmpty, "step \(step) at \(width) px: \(problems)")
            }
        }

        /// The links of `links`, as a path holds them.
        func links(_ links: any Hashable & Sendable...) -> [AnyFlowLink] {
            links.map { AnyFlowLink($0) }
        }

        @Test("a state saved in one layout restores in the other")
        func savedInOneRestoredInTheOther() async throws {
            let wide = SidebarWindow(width: 1000)
            wide.state.userChose(ItemLink.item(2))
            wide.state.push(NoteLink(text: "kept"))
            try await wide.show()
            let saved = wide.state.snapshot()
            wide.close()

            let narrow = SidebarWindow(width: 500)
            defer { narrow.close() }
            narrow.state.restore(saved)
            try await narrow.show()
            #expect(narrow.state.path.links == links(ItemLink.item(2), NoteLink(text: "kept")))
            #expect(!narrow.window.isSplit)
            #expect(narrow.window.header.backTooltip.text == "Back to Item 2")
            #expect(narrow.window.stateMismatches().isEmpty, "\(narrow.window.stateMismatches())")
            // …and back to the first page, then the sidebar, in the stacked layout.
            narrow.window.simulateKey(Keys.altLeft)
            narrow.window.simulateKey(Keys.altLeft)
            narrow.window.apply()
            #expect(narrow.state.path.isEmpty)
            #expect(narrow.list.selectedRowIndex == nil, "a stacked sidebar marks nothing")
        }
    }
}
