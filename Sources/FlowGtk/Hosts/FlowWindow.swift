import FlowCoordinator
import Observation

/// A window that shows exactly what a navigation state says, and reports every user action to
/// it first.
///
/// `FlowWindow` observes a `FlowState` (or a `TabFlowState`) with Observation. After any
/// change it takes a snapshot, asks `NavigationPlanner` for the commands from what is on screen
/// to the new state, and executes them in one main-loop turn: pops and pushes on the
/// ``NavigationHost``s, sheets and covers as presented windows, alerts and confirmation
/// dialogs as dialog windows. It makes no decision of its own: the back button, Alt+Left, the
/// Back key, mouse button 8, Escape, Ctrl+W, a window's close button and the tab bar call the
/// state's `user…` methods, and the screen changes only when the state does.
@MainActor
public final class FlowWindow {
    /// The GTK window the flow is shown in.
    public let window: Window
    /// The header bar of the window's root stack: back button and title.
    public let header: NavigationHeader
    /// The tab switcher, for a window with tabs; `nil` for a window without.
    public var tabBar: TabBar? { adaptiveTabs?.bar }
    /// Below this width (in pixels) the window is narrow (a phone, a tiled half screen): the tab
    /// switcher leaves the header bar for a bar at the bottom, and the window has the CSS class
    /// `narrow`, for the app's own styles (a page column that no longer keeps a width of its own).
    public var narrowWidth = 600 {
        didSet { followWidth() }
    }
    /// Whether the window is narrow now.
    public internal(set) var isNarrow = false
    /// From this width (in pixels) up, a tab whose root screen is a sidebar shows it beside the
    /// pages of its path (``Sidebar``); below it, at the bottom of its stack. 720 px holds the
    /// sidebar (340 px) and a page of 380, as wide as a phone's.
    public var splitWidth = 720 {
        didSet { followWidth() }
    }
    /// Whether the window is at least ``splitWidth`` wide, so that each tab whose root screen is a
    /// sidebar shows it beside its pages (true whether or not the window has such a tab).
    public internal(set) var isSplit = false
    /// The tab switcher, in the header or at the bottom as the width says.
    let adaptiveTabs: AdaptiveTabBar?
    /// The back action, the keys, mouse button 8.
    private(set) var chrome: WindowChrome!

    /// What the window shows: its tabs' states, and the user's choice of a tab. A window without
    /// tabs has one, unnamed ("", `TabsSnapshot.unnamedTab`).
    struct Source {
        let snapshot: @MainActor () -> TabsSnapshot
        let state: @MainActor (String) -> FlowState?
        let select: @MainActor (String) -> Void
        /// The state as lines, for the GTK Inspector's Navigation page (``NavigationInspector``).
        let outline: @MainActor () -> [String]
        /// The journal the state records in, if any.
        let journal: @MainActor () -> NavigationJournal?
    }

    let source: Source
    let destinations: Destinations
    let tabStack: Stack?
    /// The state the window shows now.
    var appliedTabs: TabsSnapshot
    var hosts: [StackLocation: NavigationHost] = [:]
    var presented: [FlowID: PresentedWindow] = [:]
    var dialogs: [FlowID: DialogWindow] = [:]
    var applyScheduled = false
    /// Follows the navigation of the levels the window shows (``apply()``).
    private(set) lazy var navigationObserver = NavigationObserver { [weak self] in self?.stateWillChange() }
    /// The sheets, covers and dialogs restored with the window that are not shown yet (``present()``).
    var waitingToShow: Set<FlowID> = []
    /// Blocks the main window while a sheet, a cover or a dialog is over it.
    let mainBlock = WindowBlock()
    /// The window's toasts, and where the main window draws them (over its content).
    let toasts: ToastQueue
    let toastOverlay: ToastOverlay
    /// Set by a ``WindowsHost``, which applies the state of every window at once: what this
    /// window would apply on its own goes there instead.
    var hostApply: (@MainActor () -> Void)?
    /// Called when the window, or one of its sheets, covers or dialogs, gets the focus.
    var onActivated: (@MainActor () -> Void)?
    /// Opens a page of the history menu in a new window (a middle click on it); without it, a
    /// middle click goes there as a click does. A ``WindowsHost`` opens the window in its state.
    public var onOpenInNewWindow: (@MainActor (NavigationTarget) -> Void)?

    // MARK: Creating

    /// A window showing one navigation stack, with `rootPage` at its root.
    public init(state: FlowState, rootPage: Page, destinations: Destinations,
                title: String, width: Int = 960, height: Int = 720) {
        source = Source(snapshot: { TabsSnapshot(state.snapshot()) },
                        state: { $0 == TabsSnapshot.unnamedTab ? state : nil },
                        select: { _ in },
                        outline: { [weak state] in state?.outline() ?? [] },
                        journal: { [weak state] in state?.recordingJournal })
        appliedTabs = TabsSnapshot(FlowSnapshot())
        self.destinations = destinations
        tabStack = nil
        adaptiveTabs = nil
        header = NavigationHeader(centeredTitle: true)
        window = Window(title: title, defaultWidth: width, defaultHeight: height)
        let host = NavigationHost(level: state, rootPage: { rootPage }, entries: [], destinations: destinations)
        hosts[StackLocation()] = host
        toasts = state.toasts
        toastOverlay = ToastOverlay(over: host.widget)
        window.setChild(toastOverlay.overlay)
        setUp()
    }

    /// A window with tabs: a tab bar in the header and one navigation stack per tab.
    /// `rootPage` builds a tab's root page when it is first shown (or its title first needed):
    /// tabs not shown and roots under a restored stack are not built at launch.
    public init<Tab>(tabs: TabFlowState<Tab>, destinations: Destinations, title: String,
                     tabTitle: (Tab) -> String, rootPage: @escaping @MainActor (Tab) -> Page,
                     width: Int = 960, height: Int = 720) {
        source = Source(
            snapshot: { tabs.snapshot() },
            state: { name in Tab(rawValue: name).map { tabs[$0] } },
            select: { name in if let tab = Tab(rawValue: name) { tabs.userSelected(tab) } },
            outline: { [weak tabs] in tabs?.outline() ?? [] },
            journal: { [weak tabs] in
                guard let tabs, let first = tabs.tabs.first else { return nil }
                return tabs[first].recordingJournal
            })
        self.destinations = destinations
        header = NavigationHeader(centeredTitle: false)
        window = Window(title: title, defaultWidth: width, defaultHeight: height)
        let stack = Stack()
        stack.isHomogeneous = false // hidden tabs are not measured
        tabStack = stack
        for tab in tabs.tabs {
            let host = NavigationHost(level: tabs[tab], rootPage: { rootPage(tab) }, entries: [], destinations: destinations)
            hosts[StackLocation(tab: tab.rawValue)] = host
            stack.addChild(host.widget, name: tab.rawValue)
        }
        appliedTabs = TabsSnapshot(selectedTab: tabs.selectedTab.rawValue,
                                   tabs: tabs.tabs.map { TabSnapshot(name: $0.rawValue, flow: FlowSnapshot()) })
        stack.setVisibleChild(named: tabs.selectedTab.rawValue)
        let content = Box(.vertical)
        toasts = tabs.toasts
        toastOverlay = ToastOverlay(over: content)
        let adaptive = AdaptiveTabBar(tabs: tabs.tabs.map { ($0.rawValue, tabTitle($0)) }, in: header)
        adaptiveTabs = adaptive
        stack.vexpand = true
        content.append(stack)
        content.append(adaptive.bottomBar)
        window.setChild(toastOverlay.overlay)
        setUp()
        for (position, tab) in adaptive.bar.buttons.enumerated() {
            chrome.shortcuts.add(NavigationShortcuts.showTab(tab.name, title: tab.button.label ?? tab.name, position: position))
        }
        chrome.actions.add("show-tab") { [weak self] name in self?.userSelectedTab(name) }
    }

    private func setUp() {
        window.setTitlebar(header.bar)
        chrome = WindowChrome(on: window, header: header, onBack: { [weak self] in self?.userWentBackInMainWindow() },
                              onForward: { [weak self] in self.map { $0.userWentForward(at: $0.mainLocation) } })
        header.historyMenu.places = { [weak self] in self.map { $0.history(at: $0.mainLocation) } ?? [] }
        header.historyMenu.choose = { [weak self] place, inNewWindow in
            guard let self else { return }
            self.userChose(place, at: self.mainLocation, inNewWindow: inNewWindow)
        }
        for host in hosts.values {
            host.onChange = { [weak self] in self?.refreshHeader() }
        }
        if hosts.values.contains(where: \.canSplit) {
            chrome.actions.add("focus-sidebar") { [weak self] in self?.userFocusedSidebar() }
            chrome.actions.add("switch-pane") { [weak self] in self?.userSwitchedPane() }
            chrome.shortcuts.add(NavigationShortcuts.focusSidebar)
            chrome.shortcuts.add(NavigationShortcuts.switchPane)
        }
        chrome.focus.pages = { [weak self] in self.flatMap { $0.hosts[$0.mainLocation]?.shownPages } ?? [] }
        chrome.focus.around = { [weak self] in
            guard let self else { return [] }
            return [self.header.bar, self.adaptiveTabs?.bottomBar].compactMap { $0 }
        }
        reportActivation(of: window)
        window.onNotify("default-width") { [weak self] in self?.followWidth() }
        followWidth()
    }

    /// Shows the window and brings it up to date with the state.
    ///
    /// The state is applied first, so the window's first layout measures only the pages the
    /// state shows: a restored stack five deep lays out its top page, not its root page and then
    /// the top. Sheets, covers and dialogs that the state has are made then, but shown only once
    /// the window is, each after the window it is over: the window manager places a window
    /// mapped before its parent as a window of its own (centred on the screen, with its parent
    /// moved to a corner) and lets the parent rise above it, so a restored sheet would not be the
    /// sheet a person opens by hand.
    public func show() {
        NavigationInspector.showUnlessShown(outline: source.outline, journal: source.journal())
        apply()
        present()
    }

    /// Calls ``onActivated`` whenever `shown` (this window, or one over it) gets the focus.
    func reportActivation(of shown: Window) {
        shown.onNotify("is-active") { [weak self, weak shown] in
            if shown?.isActive == true { self?.onActivated?() }
        }
    }

    /// Shows the window, applied already, then the windows over it (``show()``).
    func present() {
        FocusKeeper.whileAppMoves(presentNow)
    }

    private func presentNow() {
        // The windows over this one show in turn, each once the one under it has drawn its first
        // frame: a compositor that stacks windows in the order they first draw (weston) then has
        // them in order, the top one last, with the focus.
        let over = (Array(presented.keys) + Array(dialogs.keys)).sorted()
        waitingToShow = Set(over)
        present(over, after: window)
        window.present()
        // GTK focused the first focusable widget, which may be the top page's selectable label,
        // its text all selected: as after a push, the page's first control takes it instead.
        if let host = hosts[mainLocation], let page = host.topPage {
            PageFocus.settle(on: page, in: host.widget, pushed: true)
        }
    }

    /// Shows the windows `ids` one after the other, the first once `shown` has drawn a frame.
    private func present(_ ids: [FlowID], after shown: Window) {
        guard let id = ids.first else { return }
        shown.afterFirstFramePainted { [weak self] in
            guard let self else { return }
            self.waitingToShow.remove(id)
            let next: Window?
            if let presentedWindow = self.presented[id] {
                presentedWindow.present()
                next = presentedWindow.window
            } else if let dialog = self.dialogs[id] {
                dialog.present()
                next = dialog.window
            } else {
                next = nil // closed meanwhile
            }
            self.present(Array(ids.dropFirst()), after: next ?? shown)
        }
    }
}
