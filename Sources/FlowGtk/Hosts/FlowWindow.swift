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
    public private(set) var tabBar: TabBar?
    /// Below this width (in pixels) the window is narrow (a phone, a tiled half screen): the tab
    /// switcher leaves the header bar for a bar at the bottom, and the window has the CSS class
    /// `narrow`, for the app's own styles (a page column that no longer keeps a width of its own).
    public var narrowWidth = 600 {
        didSet { followWidth() }
    }
    /// Whether the window is narrow now.
    public private(set) var isNarrow = false
    /// The bar at the bottom that holds the tab switcher while the window is narrow.
    private let bottomBar = Box(.horizontal)
    /// The header's middle while the tabs are at the bottom (nothing: the title is at the start).
    private let emptyTitle = Box()
    /// The tabs in the header bar, in a viewport that asks for their whole width but does not
    /// set the window's minimum: a window made narrow at once (by a phone's screen, by tiling)
    /// can be, and then moves the tabs to the bottom.
    private let headerTabs = ScrolledWindow(horizontal: .external, vertical: .never)

    enum Source {
        case flow(FlowState)
        case tabs(snapshot: @MainActor () -> TabsSnapshot,
                  state: @MainActor (String) -> FlowState?,
                  select: @MainActor (String) -> Void)
    }

    let source: Source
    private let destinations: Destinations
    let tabStack: Stack?
    private var appliedFlow = FlowSnapshot()
    private(set) var appliedTabs = TabsSnapshot(selectedTab: "", tabs: [])
    private(set) var hosts: [StackLocation: NavigationHost] = [:]
    private(set) var presented: [FlowID: PresentedWindow] = [:]
    private(set) var dialogs: [FlowID: DialogWindow] = [:]
    private(set) var applyScheduled = false
    /// Blocks the main window while a sheet, a cover or a dialog is over it.
    private let mainBlock = WindowBlock()
    private let actions = ActionGroup()
    /// The window's toasts, and where the main window draws them (over its content).
    let toasts: ToastQueue
    let toastOverlay: ToastOverlay
    private let shortcutController = ShortcutController()
    /// The mouse button 8 gesture of the main window.
    private(set) var backGesture: ClickGesture?

    // MARK: Creating

    /// A window showing one navigation stack, with `rootPage` at its root.
    public init(state: FlowState, rootPage: Page, destinations: Destinations,
                title: String, width: Int = 960, height: Int = 720) {
        source = .flow(state)
        self.destinations = destinations
        tabStack = nil
        header = NavigationHeader(centeredTitle: true)
        window = Window(title: title, defaultWidth: width, defaultHeight: height)
        let host = NavigationHost(level: state, rootPage: { rootPage }, entries: [], destinations: destinations)
        hosts[StackLocation()] = host
        toasts = state.toasts
        toastOverlay = ToastOverlay(over: host.stack)
        window.setChild(toastOverlay.overlay)
        setUp()
    }

    /// A window with tabs: a tab bar in the header and one navigation stack per tab.
    /// `rootPage` builds a tab's root page when it is first shown (or its title first needed):
    /// tabs not shown and roots under a restored stack are not built at launch.
    public init<Tab>(tabs: TabFlowState<Tab>, destinations: Destinations, title: String,
                     tabTitle: (Tab) -> String, rootPage: @escaping @MainActor (Tab) -> Page,
                     width: Int = 960, height: Int = 720) {
        source = .tabs(
            snapshot: { tabs.snapshot() },
            state: { name in Tab(rawValue: name).map { tabs[$0] } },
            select: { name in if let tab = Tab(rawValue: name) { tabs.userSelected(tab) } })
        self.destinations = destinations
        header = NavigationHeader(centeredTitle: false)
        window = Window(title: title, defaultWidth: width, defaultHeight: height)
        let stack = Stack()
        stack.isHomogeneous = false // hidden tabs are not measured
        tabStack = stack
        for tab in tabs.tabs {
            let host = NavigationHost(level: tabs[tab], rootPage: { rootPage(tab) }, entries: [], destinations: destinations)
            hosts[StackLocation(tab: tab.rawValue)] = host
            stack.addChild(host.stack, name: tab.rawValue)
        }
        appliedTabs = TabsSnapshot(selectedTab: tabs.selectedTab.rawValue,
                                   tabs: tabs.tabs.map { TabSnapshot(name: $0.rawValue, flow: FlowSnapshot()) })
        stack.setVisibleChild(named: tabs.selectedTab.rawValue)
        let content = Box(.vertical)
        toasts = tabs.toasts
        toastOverlay = ToastOverlay(over: content)
        let bar = TabBar(tabs: tabs.tabs.map { ($0.rawValue, tabTitle($0)) })
        for (position, tab) in bar.buttons.enumerated() {
            shortcutController.add(NavigationShortcuts.showTab(tab.name, title: tab.button.label ?? tab.name,
                                                               position: position))
        }
        actions.add("show-tab") { [weak self] name in self?.userSelectedTab(name) }
        tabBar = bar
        headerTabs.propagatesNaturalWidth = true
        headerTabs.setChild(bar.box)
        header.bar.setTitleWidget(headerTabs)
        stack.vexpand = true
        content.append(stack)
        bottomBar.addCSSClass("toolbar")
        bottomBar.addCSSClass("flow-bottom-tabs")
        bottomBar.horizontalAlignment = .fill
        bottomBar.isVisible = false
        content.append(bottomBar)
        window.setChild(toastOverlay.overlay)
        setUp()
    }

    private func setUp() {
        window.setTitlebar(header.bar)
        actions.add("back") { [weak self] in self?.userWentBackInMainWindow() }
        window.insertActionGroup(actions, prefix: "win")
        header.backButton.setAction(NavigationShortcuts.back.action)
        shortcutController.add(NavigationShortcuts.back)
        window.addController(shortcutController)
        for host in hosts.values {
            host.onChange = { [weak self] in self?.refreshHeader() }
        }
        backGesture = NavigationShortcuts.installMouseBack(on: window)
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
        apply()
        window.present()
        // GTK focused the first focusable widget, which may be the top page's selectable label,
        // its text all selected: as after a push, the page's first control takes it instead.
        if let host = hosts[mainLocation], let page = host.topPage {
            PageFocus.settle(on: page, in: host.stack, pushed: true)
        }
        for id in (Array(presented.keys) + Array(dialogs.keys)).sorted() {
            presented[id]?.present()
            dialogs[id]?.window.present()
        }
    }

    // MARK: Following the window's width

    /// Marks the window `narrow` below ``narrowWidth`` and moves the tab switcher, if any, to the
    /// bottom bar; undoes both above it.
    private func followWidth() {
        let narrow = window.defaultSize.width > 0 && window.defaultSize.width < narrowWidth
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        if narrow { window.addCSSClass("narrow") } else { window.removeCSSClass("narrow") }
        guard let tabBar else { return }
        // A focused tab button must not move while it has the focus: GTK 4.8 then updates the
        // accessible role of a context already on the bus (a Gtk-CRITICAL). It gets it back after.
        let focused = tabBar.buttons.first { PageFocus.isFocused(within: $0.button) }?.button
        if focused != nil { window.setFocus(nil) }
        defer { focused?.grabFocus() }
        if narrow {
            header.bar.setTitleWidget(emptyTitle)
            headerTabs.setChild(nil)
            // Centred in the bar: a box gives its spare width only to children that expand.
            tabBar.box.horizontalAlignment = .center
            tabBar.box.hexpand = true
            bottomBar.append(tabBar.box)
            bottomBar.isVisible = true
        } else {
            bottomBar.remove(tabBar.box)
            tabBar.box.hexpand = false
            bottomBar.isVisible = false
            headerTabs.setChild(tabBar.box)
            header.bar.setTitleWidget(headerTabs)
        }
    }

    // MARK: Following the state

    /// Applies every change of state since the last call, now. Changes are otherwise applied
    /// on their own, once per main-loop turn.
    public func apply() {
        applyScheduled = false
        let commands: [NavigationCommand]
        switch source {
        case .flow(let state):
            let new = withObservationTracking { _ = toasts.current; return state.snapshot() } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.stateWillChange() }
            }
            commands = NavigationPlanner.plan(from: appliedFlow, to: new)
            appliedFlow = new
        case .tabs(let snapshot, _, _):
            let new = withObservationTracking { _ = toasts.current; return snapshot() } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.stateWillChange() }
            }
            commands = NavigationPlanner.plan(from: appliedTabs, to: new)
            appliedTabs = new
        }
        execute(commands)
        showToast()
    }

    /// Observation calls this before the state changes. The applied snapshot shares its paths'
    /// storage with the state, so the change would copy a whole path (a push on a stack 1,000
    /// deep, 1,000 entries): the snapshot takes the hosts' equal paths instead, and the state's
    /// path changes in place.
    private func stateWillChange() {
        switch source {
        case .flow:
            appliedFlow = withHostPaths(appliedFlow, tab: nil)
        case .tabs:
            for index in appliedTabs.tabs.indices {
                let tab = appliedTabs.tabs[index]
                appliedTabs.tabs[index].flow = withHostPaths(tab.flow, tab: tab.name)
            }
        }
        scheduleApply()
    }

    /// `snapshot` with each level's path replaced by its host's entries, where the host shows that
    /// path (it does once the snapshot is applied).
    private func withHostPaths(_ snapshot: FlowSnapshot, tab: String?) -> FlowSnapshot {
        var snapshot = snapshot
        for index in snapshot.levels.indices {
            let level = snapshot.levels[index]
            guard let host = hosts[StackLocation(tab: tab, presentation: level.presentation?.id)],
                  host.entries.count == level.path.count, host.entries.last?.id == level.path.last?.id,
                  host.entries.first?.id == level.path.first?.id else { continue }
            snapshot.levels[index].path = host.entries
        }
        return snapshot
    }

    private func scheduleApply() {
        guard !applyScheduled else { return }
        applyScheduled = true
        GtkRuntime.runWhenIdle { [weak self] in
            guard let self, self.applyScheduled else { return }
            self.apply()
        }
    }

    private func execute(_ commands: [NavigationCommand]) {
        var touched: [NavigationHost] = []
        var touchesMainWindow = false
        var closedAWindow = false
        var selectedATab = false
        func touch(_ host: NavigationHost, at location: StackLocation) {
            if !touched.contains(where: { $0 === host }) { touched.append(host) }
            if location.presentation == nil { touchesMainWindow = true }
        }
        for command in commands {
            switch command {
            case .dismissDialog(let id, _):
                guard let closing = dialogs.removeValue(forKey: id) else { continue }
                closing.destroy()
                closedAWindow = true
            case .dismiss(let id, _):
                guard let closing = presented.removeValue(forKey: id) else { continue }
                hosts = hosts.filter { $0.key.presentation != id }
                touched.removeAll { $0 === closing.host }
                closing.destroy()
                closedAWindow = true
            case .selectTab(let name, let animated):
                tabStack?.setVisibleChild(named: name, transition: animated ? .crossfade : .none)
                selectedATab = true
            case .pop(let location, let keeping, let animated):
                guard let host = hosts[location] else { continue }
                if let header = header(at: location) { host.takeFocus(from: header.backButton) }
                host.pop(keeping: keeping, animated: animated)
                touch(host, at: location)
            case .push(let entries, let location, let animated):
                guard let host = hosts[location] else { continue }
                host.push(entries, animated: animated)
                touch(host, at: location)
            case .showDialog(let dialog, let location, _):
                guard let parent = window(at: location) else { continue }
                let dialogWindow = DialogWindow(dialog, over: parent) { [weak self] index in
                    self?.userAnswered(dialog.id, buttonAt: index, tab: location.tab)
                }
                dialogWindow.window.joinApplication(of: window)
                dialogs[dialog.id] = dialogWindow
                // Over a window not shown yet (at launch), it waits for ``show()``.
                if parent.isMapped { dialogWindow.present() }
            case .present(let presentation, let path, let location, _):
                guard let parent = window(at: location),
                      let level = rootState(location.tab)?.chain.first(where: { $0.presentation?.id == presentation.id })
                else { continue }
                let own = StackLocation(tab: location.tab, presentation: presentation.id)
                let presentedWindow = PresentedWindow(
                    presentation: presentation, level: level, path: path, over: parent, destinations: destinations,
                    onClose: { [weak self] in self?.userClosed(presentation.id, tab: location.tab) },
                    onBack: { [weak self] in self?.userWentBack(at: own) })
                presentedWindow.window.joinApplication(of: window)
                presented[presentation.id] = presentedWindow
                hosts[own] = presentedWindow.host
                if parent.isMapped { presentedWindow.present() }
            }
        }
        for host in touched { host.commit() }
        // A commit in the main window has refreshed its header (through the host's `onChange`).
        if !touchesMainWindow { refreshHeader() }
        // A tab shown from outside its pages (a tab button, the main menu, Alt+number after a
        // window closed) takes the focus into its page, as a page pushed does; from inside, the
        // tab stack gives it back to where it was in that tab.
        if selectedATab, let tabStack, !PageFocus.isFocused(within: tabStack), let page = hosts[mainLocation]?.topPage {
            PageFocus.enter(page)
        }
        if closedAWindow, window.isMapped { topWindow.present() }
        blockWindowsUnderTheTop()
    }

    /// Every window but the one on top is blocked (``WindowBlock``): a presented window's modal
    /// grab holds only itself, so the main window's close button works under a sheet.
    private func blockWindowsUnderTheTop() {
        let top = topWindow
        mainBlock.set(top !== window, on: window)
        for presentedWindow in presented.values {
            presentedWindow.block.set(top !== presentedWindow.window, on: presentedWindow.window)
        }
    }

    /// The toast overlays of the main window and its sheets and covers, the one on top last.
    var toastOverlays: [ToastOverlay] {
        [toastOverlay] + presented.keys.sorted().compactMap { presented[$0]?.toastOverlay }
    }

    /// The window on top: the newest dialog or presented window, else the main window.
    ///
    /// It asks for the focus after a window closes. The window manager gives the focus to the
    /// closed window's parent, and to nothing when that parent closes at the same time ("Discard"
    /// in a sheet's dialog closes both), which would leave the keyboard going nowhere.
    public var topWindow: Window {
        let newest = (Array(presented.keys) + Array(dialogs.keys)).max()
        return newest.flatMap { dialogs[$0]?.window ?? presented[$0]?.window } ?? window
    }

    private func refreshHeader() {
        if let host = hosts[mainLocation] { header.follow(host) }
        if let tabBar { tabBar.select(appliedTabs.selectedTab) }
    }

    // MARK: Reporting the user's actions

    private func userWentBackInMainWindow() {
        userWentBack(at: mainLocation)
    }

    /// Back goes back from the top page; during a pop's slide, from the page just popped, so a
    /// second hurried press does nothing.
    private func userWentBack(at location: StackLocation) {
        guard let shown = hosts[location]?.backEntry else { return }
        rootState(location.tab)?.userWentBack(from: shown.id)
        apply()
    }

    private func userClosed(_ presentation: FlowID, tab: String?) {
        rootState(tab)?.userClosed(presentation)
        apply()
    }

    private func userAnswered(_ dialog: FlowID, buttonAt index: Int?, tab: String?) {
        rootState(tab)?.userAnswered(dialog, buttonAt: index)
        apply()
    }

    private func userSelectedTab(_ name: String) {
        if case .tabs(_, _, let select) = source { select(name) }
        apply()
    }

    // MARK: Looking things up

    private var mainLocation: StackLocation {
        switch source {
        case .flow: StackLocation()
        case .tabs: StackLocation(tab: appliedTabs.selectedTab)
        }
    }

    private func rootState(_ tab: String?) -> FlowState? {
        switch source {
        case .flow(let state): state
        case .tabs(_, let state, _): tab.flatMap(state)
        }
    }

    /// The header of the window a stack is in.
    private func header(at location: StackLocation) -> NavigationHeader? {
        guard let presentation = location.presentation else { return location.tab == appliedTabs.selectedTab || tabStack == nil ? header : nil }
        return presented[presentation]?.header
    }

    private func window(at location: StackLocation) -> Window? {
        guard let presentation = location.presentation else { return window }
        return presented[presentation]?.window
    }

    /// The stack shown for a location (a tab's root stack, or a presented window's).
    public func host(at location: StackLocation) -> NavigationHost? { hosts[location] }

    /// The main window's current stack (the selected tab's).
    public var mainHost: NavigationHost? { hosts[mainLocation] }

    /// The window of an open sheet or cover.
    public func window(forPresentation id: FlowID) -> Window? { presented[id]?.window }

    /// The window of an open dialog.
    public func window(forDialog id: FlowID) -> Window? { dialogs[id]?.window }

    /// The buttons of an open dialog, in order.
    public func buttons(forDialog id: FlowID) -> [Button] { dialogs[id]?.buttons ?? [] }

    /// The header of an open sheet or cover.
    public func header(forPresentation id: FlowID) -> NavigationHeader? { presented[id]?.header }

    /// The identities of the open sheets and covers, and of the open dialogs.
    public var openPresentations: Set<FlowID> { Set(presented.keys) }
    /// The identities of the open dialogs.
    public var openDialogs: Set<FlowID> { Set(dialogs.keys) }

    /// The name of the tab the tab stack shows.
    public var visibleTab: String? { tabStack?.visibleChildName }

    /// Simulates a key press in the main window, a presented window or a dialog (tests).
    @discardableResult
    package func simulateKey(_ press: KeyPress, inPresentation id: FlowID? = nil) -> Bool {
        guard let id else { return shortcutController.simulate(press, on: window) }
        guard let presentedWindow = presented[id] else { return false }
        return presentedWindow.shortcuts.simulate(press, on: presentedWindow.window)
    }

    /// The shortcuts of the main window: back, and a tab's with tabs. Sheets and covers add
    /// ``NavigationShortcuts/closePresentation``.
    public var shortcuts: [Shortcut] { shortcutController.shortcuts }

    /// Simulates a press of mouse button 8 (back) in the main window or a presented window (tests).
    package func simulateBackButtonPress(inPresentation id: FlowID? = nil) {
        guard let id else { backGesture?.simulatePress(); return }
        presented[id]?.backGesture?.simulatePress()
    }

    /// Simulates a key press in an open dialog (tests).
    @discardableResult
    package func simulateKey(_ press: KeyPress, inDialog id: FlowID) -> Bool {
        dialogs[id]?.simulateKey(press) ?? false
    }
}
