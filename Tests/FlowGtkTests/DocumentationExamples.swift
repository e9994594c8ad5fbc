import FlowCoordinator
import FlowGtk
import Observation

// The code of the DocC articles in Sources/FlowGtk/FlowGtk.docc. Every `swift` block of an article
// is held here line for line, apart from indentation (DocumentationArticleTests, in
// FlowCoordinatorTests, checks it), so the articles compile. It is compiled with the tests and
// never run: it needs a display and a main loop. Each namespace names its article.

// MARK: - BuildingPages.md

enum BuildingPagesExample {
    @Observable
    @MainActor
    final class CounterViewModel {
        private(set) var count = 0
        let origin: FlowOrigin

        init(origin: FlowOrigin) { self.origin = origin }

        func addOne() { count += 1 }
    }

    @MainActor
    final class CounterPage {
        private let model: CounterViewModel
        private let box = Box(.vertical, spacing: 12)
        private let total = Label()

        init(_ model: CounterViewModel) {
            self.model = model
            let addOne = Button(label: "Add One", style: .suggested)
            addOne.onClicked { [weak model] in model?.addOne() }
            box.append(Label(heading: "Counter"))
            box.append(total)
            box.append(addOne)
            ViewUpdates.keep { [weak self] in
                guard let self else { return false }   // the page is gone: stop
                total.text = "\(model.count)"
                return true
            }
        }

        var page: Page { Page(box, owner: self) }
    }

    struct NoteLink: Hashable, Sendable {
        let id: Int
    }

    @MainActor
    final class NoteViewModel {
        let id: Int
        let notes: Notes
        init(id: Int, notes: Notes) {
            self.id = id
            self.notes = notes
        }
    }

    @Observable
    @MainActor
    final class Notes {
        var names: [Int: String] = [1: "Groceries"]
    }

    @MainActor
    static func register(on state: FlowState, notes: Notes) {
        state.register(NoteLink.self, title: { [notes] link in notes.names[link.id] }) { link, screen in
            NoteViewModel(id: link.id, notes: notes)
        }
    }

    @MainActor
    static func destinations() -> Destinations {
        let destinations = Destinations()
        destinations.page(for: CounterViewModel.self) { CounterPage($0).page }
        return destinations
    }
}

// MARK: - HostingAFlow.md

enum HostingAFlowExample {
    enum NoteLink: FlowLink {
        case detail(number: Int)
    }

    @MainActor
    final class NoteViewModel {
        let number: Int
        init(number: Int) { self.number = number }
    }

    @MainActor
    final class NotesApplication {
        private let application = Application(id: "org.example.Notes")
        private let state = FlowState()
        private let destinations = Destinations()
        private var window: FlowWindow?

        init() {
            state.register(NoteLink.self, title: { link in
                guard case .detail(let number) = link else { return nil }
                return "Note \(number)"
            }) { link, _ in
                guard case .detail(let number) = link else { return nil }
                return NoteViewModel(number: number)
            }
            destinations.page(for: NoteViewModel.self) { model in
                Page(Label("This is note \(model.number)."))   // titled by the registration
            }
        }

        func run() -> Int32 {
            MainQueueBridge.install()   // before the main loop starts: tasks on the main actor run
            application.onCommandLine { [unowned self] _ in
                showWindow()
                return 0
            }
            return application.run(arguments: CommandLine.arguments)
        }

        private func showWindow() {
            if let window {
                window.window.present()
                return
            }
            let window = FlowWindow(state: state, rootPage: Page(Label("No note open."), title: "Notes"),
                                    destinations: destinations, title: "Notes")
            application.add(window.window)
            window.show()
            self.window = window
            state.push(NoteLink.detail(number: 1))   // the window shows it: the state decides
        }
    }
}

// MARK: - ThreadingAndTheMainLoop.md

enum ThreadingExample {
    struct Note: Sendable {
        let number: Int
    }

    @concurrent
    static func loadNote(_ number: Int) async -> Note {
        Note(number: number)   // off the main thread: read a file, ask a server
    }

    @MainActor
    static func open(_ number: Int, on state: FlowState) {
        Task {
            let note = await loadNote(number)
            state.push(HostingAFlowExample.NoteLink.detail(number: note.number))   // back on the main actor
        }
    }

    @MainActor
    static func pushAndWait(_ host: NavigationHost, state: FlowState) async -> Bool {
        state.push(HostingAFlowExample.NoteLink.detail(number: 2))
        return await GtkRuntime.iterate(until: { !host.stack.isTransitionRunning }, timeout: .seconds(10))
    }
}

// MARK: - WrappingAGtkWidget.md

enum WrappingAGtkWidgetExample {
    /// A `GtkLevelBar`: how full something is, such as a password's strength.
    @MainActor
    final class LevelBar: Widget {
        init(value: Double = 0, name: String) {
            super.init(taking: gtk_level_bar_new(), from: "gtk_level_bar_new")
            accessibleName = name   // it shows no text: name it for screen readers
            self.value = value
        }

        var value: Double {
            get { gtk_level_bar_get_value(opaquePointer) }
            set { gtk_level_bar_set_value(opaquePointer, newValue) }
        }

        @discardableResult
        func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
            onNotify("value") { [weak self] in
                if let self { handler(value) }
            }
        }

        @discardableResult
        func onOffsetChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
            connect(Signal<String>("offset-changed"), handler)
        }
    }

    @MainActor
    static func showStrength(in box: Box) -> LevelBar {
        let strength = LevelBar(value: 0.2, name: "Password strength")
        let hint = Label("Weak")
        strength.onValueChanged { value in hint.text = value < 0.5 ? "Weak" : "Strong" }
        box.append(strength)
        box.append(hint)
        return strength
    }

    @MainActor
    final class NoteEditor {
        let view = Widget(taking: gtk_text_view_new(), from: "gtk_text_view_new")
        let buffer: ObjectRef
        private(set) var changes = 0

        init() {
            let textView = view.pointer(as: GtkTextView.self)
            gtk_text_view_set_monospace(textView, 1)
            buffer = ObjectRef(retaining: gtk_text_view_get_buffer(textView), from: "gtk_text_view_get_buffer")
            buffer.connect(Signal<Void>("changed")) { [weak self] in self?.changes += 1 }
        }
    }
}

// MARK: - HostingAFlow.md: a list beside its content

enum SidebarExample {
    enum NoteLink: FlowLink {
        case note(id: Int)
    }

    @Observable
    @MainActor
    final class NoteListViewModel {
        let ids = [1, 2, 3]
        @ObservationIgnored private let chosen: @MainActor () -> NoteLink?

        init(chosen: @escaping @MainActor () -> NoteLink?) { self.chosen = chosen }

        /// The row of the note the path shows first, if any.
        var chosenRow: Int? {
            guard case .note(let id)? = chosen() else { return nil }
            return ids.firstIndex(of: id)
        }
    }

    @MainActor
    static func register(on state: FlowState) {
        state.registerRoot(title: "Notes", isSidebar: true) { [unowned state] _ in
            NoteListViewModel { state.sidebarChoice?.as(NoteLink.self) }
        }
    }

    @MainActor
    static func page(for model: NoteListViewModel, list: ListBox, column: PageColumn) -> Page {
        let page = column.page(owner: model)
        page.sidebar = Sidebar(list: list, chosenRow: { [weak model] in model?.chosenRow },
                               emptyIcon: "text-x-generic-symbolic", emptyTitle: "Choose a note")
        return page
    }
}

// MARK: - BuildingPages.md: Lists that follow the model

enum BoundListExample {
    struct Bookmark: Identifiable, Equatable {
        var id: Int
        var title: String
    }

    @Observable
    @MainActor
    final class BookmarksViewModel {
        var bookmarks: [Bookmark] = []
        func delete(_ id: Int) { bookmarks.removeAll { $0.id == id } }
        func open(_ id: Int) {}
    }

    @MainActor
    static func list(of model: BookmarksViewModel) -> BoundList<Bookmark> {
        let list = BoundList<Bookmark>(
            row: { bookmark in
                let row = Box(.horizontal, spacing: 12)
                row.append(Label(bookmark.title))
                return row
            },
            name: \.title,
            menu: { bookmark in [ContextMenu.Item("Delete") { model.delete(bookmark.id) }] })
        list.onChoose = { id in model.open(id) }
        ViewUpdates.keep { [weak list] in
            list?.update(model.bookmarks)
            return list != nil
        }
        return list
    }
}

// MARK: - HostingAFlow.md: several windows

enum SeveralWindowsExample {
    enum Tab: String, CaseIterable, Hashable, Sendable {
        case notes, trash
        var title: String { rawValue.capitalized }
    }

    @MainActor
    static func show(_ windows: WindowsState<TabFlowState<Tab>>, destinations: Destinations) -> WindowsHost<TabFlowState<Tab>> {
        let host = WindowsHost(windows) { _, window in
            FlowWindow(tabs: window.navigation, destinations: destinations, title: "Notes",
                       tabTitle: \.title, rootPage: { destinations.page(for: window.navigation[$0].rootViewModel) })
        }
        host.show()
        return host
    }

    @MainActor
    static func showWithoutTabs(_ windows: WindowsState<TabFlowState<NoTabs>>, destinations: Destinations) -> WindowsHost<TabFlowState<NoTabs>> {
        let host = WindowsHost(windows) { _, window in
            FlowWindow(state: window.navigation.stack, rootPage: destinations.page(for: window.navigation.stack.rootViewModel),
                       destinations: destinations, title: "Bookmarks", width: 720, height: 560)
        }
        host.show()
        return host
    }
}

// MARK: - BuildingAnApp.md: Leave the keyboard focus to the window

enum KeyboardFocusExample {
    @MainActor
    static func payButton() -> Button {
        let pay = Button(label: "Pay")
        pay.needsDeliberatePress = true   // no held key, no double click, no hurried Return
        return pay
    }
}

// MARK: - BuildingAnApp.md: Let a coordinator decide

enum SettingsResultExample {
    struct NotesSettings: Sendable {
        var order: Int
    }

    @MainActor
    final class Notebook {
        var order = 0
    }

    @MainActor
    final class NotesCoordinator {
        let notebook = Notebook()

        func onAppear(settings screen: FlowScreen) {
            screen.onResult(NotesSettings.self) { [weak self] leaving in
                guard let self, let settings = leaving.result else { return }   // cancelled
                notebook.order = settings.order
            }
        }
    }
}
