import CGtk
import FlowCoordinator
import FlowGtk

// The app the GTK benchmarks drive: a window over one FlowState whose pushed screens are all
// `ItemLink`s, each drawn by a typical page with its own view model. Benchmarks/c/push_pop.c
// makes exactly the same widgets with the same GTK calls.

/// The link of every pushed screen.
struct ItemLink: Hashable, Sendable {
    let number: Int
}

/// A screen's view model, made by the link's registration when its page is first built, and
/// released when the entry leaves. Counted, so the memory benchmark
/// can see that none outlives its entry.
@MainActor
final class ItemViewModel {
    /// View models alive now.
    private(set) static var liveCount = 0
    /// View models made so far: proof that every push built its page.
    private(set) static var madeCount = 0

    let number: Int
    private(set) var taps = 0

    init(number: Int) {
        self.number = number
        Self.liveCount += 1
        Self.madeCount += 1
    }

    isolated deinit { Self.liveCount -= 1 }

    var title: String { "Item \(number)" }
    func tapped() { taps += 1 }
}

/// A typical page: a title, three wrapping labels and a row of two buttons that report to the
/// view model. The page object owns its widgets, as the shop's pages do.
@MainActor
final class ItemPage {
    let model: ItemViewModel
    let box = Box(.vertical, spacing: 12)
    let heading: Label
    let body: [Label]
    let cancel = Button(label: "Cancel")
    let next = Button(label: "Continue", style: .suggested)

    init(_ model: ItemViewModel) {
        self.model = model
        heading = Label(model.title)
        heading.addCSSClass("title-2")
        box.append(heading)
        body = ["Item \(model.number) is one of the screens a coordinator pushes.",
                "Its view model says what to show; the page only draws it.",
                "Back goes to the previous screen."].map { text in
            let label = Label(text)
            label.wraps = true
            label.xalign = 0
            return label
        }
        body.forEach(box.append)
        let row = Box(.horizontal, spacing: 12)
        cancel.onClicked { [weak model] in model?.tapped() }
        next.onClicked { [weak model] in model?.tapped() }
        row.append(cancel)
        row.append(next)
        box.append(row)
    }

    var page: Page { Page(box, title: model.title, owner: self) }
}

/// A shown FlowWindow over a fresh FlowState, ready to be driven: 960x720, mapped, settled.
@MainActor
final class BenchWindow {
    let state = FlowState()
    let flow: FlowWindow
    /// The window's painted frames.
    private(set) lazy var frames = FrameCounter(window: flow.window)

    /// - Parameter sidebar: whether the root page is a sidebar, a list of ``sidebarRows`` rows
    ///   whose chosen row is the first entry's number modulo the rows (Benchmarks/c/push_pop.c
    ///   `--split`): at 960 px the window shows it beside the stack.
    init(title: String = "Push/Pop", sidebar: Bool = false) {
        let root = Box(.vertical, spacing: 12)
        root.append(Label("Root"))
        // As an app registers its screens: the view model per link type on the state, the page
        // per view-model type on the window.
        state.register(ItemLink.self, title: { "Item \($0.number)" }) { link, _ in ItemViewModel(number: link.number) }
        let destinations = Destinations()
        destinations.page(for: ItemViewModel.self) { ItemPage($0).page }
        let rootPage = Page(root, title: "Root")
        if sidebar {
            let list = ListBox()
            for row in 0..<Self.sidebarRows { list.append(Label("Row \(row)"), named: "Row \(row)") }
            root.append(list)
            state.registerRoot(title: "Root", isSidebar: true) { _ in ItemViewModel(number: 0) }
            rootPage.sidebar = Sidebar(list: list, chosenRow: { [unowned state] in
                state.sidebarChoice?.as(ItemLink.self).map { $0.number % Self.sidebarRows }
            })
        }
        flow = FlowWindow(state: state, rootPage: rootPage, destinations: destinations, title: title)
        flow.show()
        GtkSetup.waitUntilMapped(flow.window)
        GtkSetup.settle()
    }

    /// The rows of a sidebar root page.
    static let sidebarRows = 5

    /// The main stack.
    var host: NavigationHost { flow.mainHost! }

    func close() {
        flow.window.destroy()
        GtkRuntime.drain()
    }
}

/// Counts the frames a window paints (its frame clock's `after-paint`), so that timed cycles can
/// run between two frames, as in Benchmarks/c/push_pop.c.
@MainActor
final class FrameCounter {
    private(set) var painted = 0
    private let window: Window

    /// `window` must be mapped (its frame clock exists once it is realized).
    init(window: Window) {
        self.window = window
        let frameClock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window.widgetPointer))
        // `after-paint` has the C shape of a widget signal without arguments: (instance, data).
        flow_connect_widget(frameClock, "after-paint", { _, data in
            MainActor.assumeIsolated {
                Unmanaged<FrameCounter>.fromOpaque(data!).takeUnretainedValue().painted += 1
            }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Returns once a frame has been painted: the frame clock paints no other one for a refresh
    /// interval (16.7 ms at 60 Hz).
    func waitForFrame() {
        let before = painted
        gtk_widget_queue_draw(window.widgetPointer)
        GtkRuntime.run(until: { painted != before })
    }
}

/// What every GTK benchmark does first, in Swift as in C.
@MainActor
enum GtkSetup {
    /// Opens the display and turns animations off (throughput, not transitions, is measured; the
    /// C programs set the same setting).
    static func start() {
        guard GtkRuntime.initialize() else {
            fatalError("FlowBench: \(GtkRuntime.unavailableReason ?? "no display") (run `make bench`)")
        }
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        g_value_set_boolean(&value, 0)
        g_object_set_property(flow_object(UnsafeMutableRawPointer(gtk_settings_get_default())),
                              "gtk-enable-animations", &value)
        g_value_unset(&value)
    }

    static func waitUntilMapped(_ window: Window) {
        let deadline = clock.now + .seconds(10)
        while !window.isMapped, clock.now < deadline {
            GtkRuntime.drain()
            usleep(1000)
        }
        precondition(window.isMapped, "FlowBench: the window was not mapped within 10 s")
    }

    /// Lets the window finish its first frames and go idle.
    static func settle(for duration: Duration = .milliseconds(300)) {
        let end = clock.now + duration
        while clock.now < end {
            GtkRuntime.drain()
            usleep(1000)
        }
    }
}
