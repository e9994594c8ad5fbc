import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

// Links, pages, fixtures and the mirror check shared by the host tests.

// MARK: - Links

/// A pushed screen of the first kind.
enum ItemLink: Hashable, Sendable {
    case item(Int)
}

/// A pushed screen of a second link type, on the same stacks.
struct NoteLink: Hashable, Sendable {
    var text: String
}

/// What sheets and covers present.
enum ModalLink: Hashable, Sendable {
    case modal(Int)
}

/// The typed action behind dialog buttons.
enum DialogChoice: Hashable, Sendable {
    case remove, keep, save, discard
}

/// Titles as the test knows them, independent of the pages the host built.
enum Titles {
    static let home = "Home"

    static func entry(_ link: AnyFlowLink) -> String {
        if case .item(let number)? = link.as(ItemLink.self) { return "Item \(number)" }
        if let note = link.as(NoteLink.self) { return "Note \(note.text)" }
        return "\(link)"
    }

    static func modal(_ link: AnyFlowLink) -> String {
        if case .modal(let number)? = link.as(ModalLink.self) { return "Modal \(number)" }
        return "\(link)"
    }

    static func tab(_ tab: TestTab) -> String { tab.rawValue.capitalized }
    static func tabRoot(_ tab: TestTab) -> String { "\(tab.rawValue.capitalized) Home" }
}

// MARK: - View models and pages

/// A screen's view model: made by the state as the screen is first shown (``registerScreens(on:)``),
/// owned by the state while the screen is in it and by the page drawing it.
@MainActor
final class ScreenModel {
    let title: String
    /// The screen's entry or presentation.
    let id: FlowID
    private(set) var taps = 0

    init(title: String, id: FlowID) {
        self.title = title
        self.id = id
        ModelCensus.track(self)
    }

    func tap() { taps += 1 }
}

/// Weak references to every view model made, to count the living ones.
@MainActor
enum ModelCensus {
    private final class WeakModel {
        weak var model: ScreenModel?
        init(_ model: ScreenModel) { self.model = model }
    }

    private static var models: [WeakModel] = []
    private(set) static var made = 0

    static func track(_ model: ScreenModel) {
        made += 1
        if models.count > 512 { models.removeAll { $0.model == nil } }
        models.append(WeakModel(model))
    }

    static var liveCount: Int { models.reduce(0) { $0 + ($1.model == nil ? 0 : 1) } }
}

/// Registers the host tests' screens on `state`: a ``ScreenModel`` per `ItemLink` and `NoteLink`
/// entry and per `ModalLink` presentation, titled as ``Titles`` says.
@MainActor
func registerScreens(on state: FlowState) {
    state.register(ItemLink.self, title: { Titles.entry(AnyFlowLink($0)) }) { link, screen in
        ScreenModel(title: Titles.entry(AnyFlowLink(link)), id: screen.id!)
    }
    state.register(NoteLink.self, title: { Titles.entry(AnyFlowLink($0)) }) { link, screen in
        ScreenModel(title: Titles.entry(AnyFlowLink(link)), id: screen.id!)
    }
    state.register(ModalLink.self, title: { Titles.modal(AnyFlowLink($0)) }) { link, screen in
        ScreenModel(title: Titles.modal(AnyFlowLink(link)), id: screen.id!)
    }
}

/// The destinations of every host test: the page of a ``ScreenModel`` (the states' screens, see
/// ``registerScreens(on:)``), with a selectable label (which GTK would focus first) and a button
/// with a handler. `built` records the screen of each page built.
@MainActor
func makeDestinations(built: Recorder<FlowID>? = nil) -> Destinations {
    let destinations = Destinations()
    destinations.page(for: ScreenModel.self) { model in
        built?.record(model.id)
        let content = Box(.vertical, spacing: 6)
        let label = Label(model.title)
        label.isSelectable = true
        content.append(label)
        let button = Button(label: "Tap")
        button.onClicked { [weak model] in model?.tap() }
        content.append(button)
        return Page(content, title: model.title, owner: model)
    }
    return destinations
}

/// A root page without a view model.
@MainActor
func makeRootPage(_ title: String) -> Page {
    Page(Label(title), title: title)
}

// MARK: - Windows

/// A plain (tab-less) window over `state`, its screens registered, shown and mapped.
@MainActor
func makeFlowWindow(_ state: FlowState, built: Recorder<FlowID>? = nil) async throws -> FlowWindow {
    registerScreens(on: state)
    let window = FlowWindow(state: state, rootPage: makeRootPage(Titles.home),
                            destinations: makeDestinations(built: built), title: "Hosts", width: 480, height: 360)
    window.show()
    let mapped = await GtkRuntime.iterate(until: { window.window.isMapped })
    try #require(mapped, "the flow window was not mapped")
    return window
}

/// A tabbed window over `tabs`, the screens of each tab registered, shown and mapped.
@MainActor
func makeTabWindow(_ tabs: TabFlowState<TestTab>, built: Recorder<FlowID>? = nil) async throws -> FlowWindow {
    for tab in tabs.tabs { registerScreens(on: tabs[tab]) }
    let window = FlowWindow(tabs: tabs, destinations: makeDestinations(built: built), title: "Tabs",
                            tabTitle: Titles.tab, rootPage: { makeRootPage(Titles.tabRoot($0)) },
                            width: 480, height: 360)
    window.show()
    let mapped = await GtkRuntime.iterate(until: { window.window.isMapped })
    try #require(mapped, "the tabbed window was not mapped")
    return window
}

/// The number of GTK toplevel windows that are visible.
@MainActor
func visibleToplevels() -> [UnsafeMutablePointer<GtkWindow>] {
    let list = gtk_window_get_toplevels()
    var windows: [UnsafeMutablePointer<GtkWindow>] = []
    for index in 0..<g_list_model_get_n_items(list) {
        guard let item = g_list_model_get_item(list, index) else { continue }
        defer { g_object_unref(item) }
        let window = flow_window(item)!
        if gtk_widget_get_visible(flow_widget(item)) != 0 { windows.append(window) }
    }
    return windows
}

/// Whether `window` is `ancestor` or (transitively) transient for it.
@MainActor
func descends(_ window: UnsafeMutablePointer<GtkWindow>, from ancestor: UnsafeMutablePointer<GtkWindow>) -> Bool {
    var current: UnsafeMutablePointer<GtkWindow>? = window
    while let candidate = current {
        if candidate == ancestor { return true }
        current = gtk_window_get_transient_for(candidate)
    }
    return false
}

// MARK: - Animations

/// Sets GTK's `gtk-enable-animations` setting around each test of a suite, and restores it.
///
/// Host tests that do not look at transitions run without animations: GtkStack then switches
/// pages at once and pops remove their page in the same turn.
struct AnimationsTrait: SuiteTrait, TestTrait, TestScoping {
    let enabled: Bool
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let enabled = enabled
        let previous = await MainActor.run { () -> Bool? in
            let previous = GtkAnimations.enabled
            GtkAnimations.enabled = enabled
            return previous
        }
        do {
            try await function()
        } catch {
            await MainActor.run { if let previous { GtkAnimations.enabled = previous } }
            throw error
        }
        await MainActor.run { if let previous { GtkAnimations.enabled = previous } }
    }
}

extension Trait where Self == AnimationsTrait {
    /// Runs each test with GTK animations on or off.
    static func animations(_ enabled: Bool) -> Self { AnimationsTrait(enabled: enabled) }
}

/// GTK's global `gtk-enable-animations` setting, read and written through `GValue`s.
@MainActor
enum GtkAnimations {
    private static var settings: UnsafeMutablePointer<GObject>? {
        guard GtkRuntime.hasDisplay, let settings = gtk_settings_get_default() else { return nil }
        return flow_object(UnsafeMutableRawPointer(settings))
    }

    /// `nil` without a display.
    static var enabled: Bool? {
        get {
            guard let settings else { return nil }
            var value = GValue()
            g_value_init(&value, g_type_from_name("gboolean"))
            defer { g_value_unset(&value) }
            g_object_get_property(settings, "gtk-enable-animations", &value)
            return g_value_get_boolean(&value) != 0
        }
        set {
            guard let settings, let newValue else { return }
            var value = GValue()
            g_value_init(&value, g_type_from_name("gboolean"))
            defer { g_value_unset(&value) }
            g_value_set_boolean(&value, newValue ? 1 : 0)
            g_object_set_property(settings, "gtk-enable-animations", &value)
        }
    }
}

// MARK: - Keys

enum Keys {
    static let escape = KeyPress(keyval: Key.escape.keyval)
    static let controlW = KeyPress(keyval: Key.character("w").keyval, modifiers: .control)
    static let altLeft = KeyPress(keyval: Key.left.keyval, modifiers: .alt)
    static let back = KeyPress(keyval: Key.back.keyval)
}
