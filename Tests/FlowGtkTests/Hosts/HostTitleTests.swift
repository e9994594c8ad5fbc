import CGtk
import FlowCoordinator
import Observation
import Testing
@testable import FlowGtk

/// Notes whose names change while their pages are shown.
@Observable
@MainActor
final class NoteNames {
    var names: [Int: String] = [1: "Groceries", 2: "Books"]
}

/// A note shown on a stack or in a sheet.
struct TitledNoteLink: Hashable, Sendable {
    var id: Int
}

/// A note's view model: its page has no title of its own.
@MainActor
final class TitledNoteModel {
    let id: Int
    init(id: Int) { self.id = id }
}

/// A page class that keeps its `Page`, as the workaround for a changing title used to.
@MainActor
final class KeepingNotePage {
    private(set) var page: Page?
    init() { page = Page(Label("Note"), owner: self) }
}

extension FlowGtkTests {
    /// A screen's title has one source, the registration, and the header bar, the back button's
    /// tooltip and a sheet's window title follow it as the model it reads changes.
    @Suite("Hosts: titles follow the model", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostTitleTests {
        /// A window over a state whose notes are titled by `names`, through the registration only.
        func makeWindow(_ state: FlowState, names: NoteNames, keeping: Bool = false) async throws -> FlowWindow {
            state.register(TitledNoteLink.self, title: { [names] in names.names[$0.id] }) { link, _ in
                TitledNoteModel(id: link.id)
            }
            let destinations = Destinations()
            destinations.page(for: TitledNoteModel.self) { model in
                keeping ? KeepingNotePage().page! : Page(Label("Note \(model.id)"), owner: model)
            }
            let window = FlowWindow(state: state, rootPage: Page(Label("All notes"), title: "Notes"),
                                    destinations: destinations, title: "Notes", width: 480, height: 360)
            window.show()
            let mapped = await GtkRuntime.iterate(until: { window.window.isMapped })
            try #require(mapped, "the window was not mapped")
            return window
        }

        @Test("renaming a note changes the header of its page")
        func headerFollows() async throws {
            let state = FlowState()
            let names = NoteNames()
            let window = try await makeWindow(state, names: names)
            defer { dispose(window) }
            state.push(TitledNoteLink(id: 1))
            GtkRuntime.drain()
            #expect(window.header.titleLabel.text == "Groceries")

            names.names[1] = "Shopping"
            GtkRuntime.drain()
            #expect(window.header.titleLabel.text == "Shopping")
            #expect(window.mainHost?.title == "Shopping")
        }

        @Test("renaming the note under the top changes the back button's tooltip")
        func backTooltipFollows() async throws {
            let state = FlowState()
            let names = NoteNames()
            let window = try await makeWindow(state, names: names)
            defer { dispose(window) }
            state.push(TitledNoteLink(id: 1))
            GtkRuntime.drain()
            state.push(TitledNoteLink(id: 2))
            GtkRuntime.drain()
            #expect(window.header.backTooltip.text == "Back to Groceries")

            names.names[1] = "Shopping"
            GtkRuntime.drain()
            #expect(window.header.backTooltip.text == "Back to Shopping")
            #expect(window.header.titleLabel.text == "Books")
        }

        @Test("the back button's tooltip is given when GTK asks, never set as its tooltip text")
        func backTooltipIsQueried() async throws {
            let state = FlowState()
            let window = try await makeWindow(state, names: NoteNames())
            defer { dispose(window) }
            state.push(TitledNoteLink(id: 1))
            GtkRuntime.drain()
            #expect(window.header.backButton.isVisible && window.header.backTooltip.text == "Back to Notes")
            // Setting a shown widget's tooltip text asks the display server where the pointer is:
            // a round trip at every push and pop (FlowBench's depth figure).
            #expect(window.header.backButton.tooltip == nil)
            #expect(gtk_widget_get_has_tooltip(window.header.backButton.widgetPointer) != 0)
        }

        @Test("renaming a note shown in a sheet changes the sheet's header and its window title")
        func sheetWindowTitleFollows() async throws {
            let state = FlowState()
            let names = NoteNames()
            let window = try await makeWindow(state, names: names)
            defer { dispose(window) }
            let sheet = state.present(TitledNoteLink(id: 2), style: .sheet)
            GtkRuntime.drain()
            let id = try #require(sheet.presentation?.id)
            #expect(window.window(forPresentation: id)?.title == "Books")
            #expect(window.header(forPresentation: id)?.titleLabel.text == "Books")

            names.names[2] = "Reading List"
            GtkRuntime.drain()
            #expect(window.window(forPresentation: id)?.title == "Reading List")
            #expect(window.header(forPresentation: id)?.titleLabel.text == "Reading List")
        }

        @Test("a page class that keeps its Page is freed with its page")
        func keptPageIsFreed() async throws {
            let state = FlowState()
            let names = NoteNames()
            let window = try await makeWindow(state, names: names, keeping: true)
            defer { dispose(window) }
            GtkRuntime.drain()
            let baseline = Page.liveCount
            state.push(TitledNoteLink(id: 1))
            GtkRuntime.drain()
            #expect(Page.liveCount == baseline + 1)
            state.pop()
            GtkRuntime.drain()
            #expect(Page.liveCount == baseline, "the page and the class that keeps it are freed")
        }

        @Test("a page whose heading is its screen's title shows the title, and follows it")
        func headingFollows() async throws {
            let state = FlowState()
            let names = NoteNames()
            state.register(TitledNoteLink.self) { [names] link in
                guard let name = names.names[link.id] else { return .unavailable }
                return .pushed(name) { _ in TitledNoteModel(id: link.id) }
            }
            let destinations = Destinations()
            let column = PageColumn(heading: .screenTitle)
            destinations.page(for: TitledNoteModel.self) { model in column.page(owner: model) }
            let window = FlowWindow(state: state, rootPage: Page(Label("All notes"), title: "Notes"),
                                    destinations: destinations, title: "Notes", width: 480, height: 360)
            defer { dispose(window) }
            window.show()
            try #require(await GtkRuntime.iterate(until: { window.window.isMapped }))
            state.push(TitledNoteLink(id: 1))
            GtkRuntime.drain()
            #expect(column.headingLabel?.text == "Groceries")
            #expect(window.header.titleLabel.text == "Groceries")

            names.names[1] = "Shopping"
            GtkRuntime.drain()
            #expect(column.headingLabel?.text == "Shopping", "the heading did not follow the title")
            #expect(window.header.titleLabel.text == "Shopping")
        }
    }
}
