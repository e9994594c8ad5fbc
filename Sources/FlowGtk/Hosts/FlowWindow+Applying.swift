import FlowCoordinator
import Observation

/// Following the state: observing it, planning from what is on screen, and executing the
/// commands on the hosts, presented windows and dialog windows.
extension FlowWindow {
    /// Applies every change of state since the last call, now. Changes are otherwise applied
    /// on their own, once per main-loop turn.
    public func apply() {
        if let hostApply { return hostApply() }
        applyScheduled = false
        // What the window shows (the levels, the tab shown, the toasts) is followed by its own
        // observer; anything else read would be by Observation. Everything read must be: a read
        // followed by Observation alone, of something that never changes, would keep its
        // tracking, one more at every apply.
        let new = withObservationTracking {
            navigationObserver.track { _ = toasts.current; return source.snapshot() }
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.stateWillChange() }
        }
        let commands = NavigationPlanner.plan(from: appliedTabs, to: new)
        appliedTabs = new
        execute(commands)
        showToast()
    }

    /// Observation calls this before the state changes. The applied snapshot shares its paths'
    /// storage with the state, so the change would copy a whole path (a push on a stack 1,000
    /// deep, 1,000 entries): the snapshot takes the hosts' equal paths instead, and the state's
    /// path changes in place.
    func stateWillChange() {
        refreshAppliedPaths()
        scheduleApply()
    }

    /// Gives the applied snapshot the hosts' equal paths (``stateWillChange()``).
    func refreshAppliedPaths() {
        for index in appliedTabs.tabs.indices {
            let tab = appliedTabs.tabs[index]
            appliedTabs.tabs[index].flow = withHostPaths(tab.flow, tab: StackLocation(tabNamed: tab.name).tab)
        }
    }

    /// Executes `commands`, which a ``WindowsHost`` planned, taking the window to `tabs`.
    func apply(_ commands: [NavigationCommand], reaching tabs: TabsSnapshot) {
        appliedTabs = tabs
        execute(commands)
    }

    /// Closes the window and every window over it, at once (a ``WindowsHost`` closing it).
    func destroyAll() {
        for dialog in dialogs.values { dialog.destroy() }
        for presentedWindow in presented.values { presentedWindow.destroy() }
        dialogs = [:]
        presented = [:]
        window.destroy()
    }

    /// `snapshot` with each level's path replaced by its host's entries, where the host shows that
    /// path (it does once the snapshot is applied).
    func withHostPaths(_ snapshot: FlowSnapshot, tab: String?) -> FlowSnapshot {
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

    func scheduleApply() {
        guard !applyScheduled else { return }
        applyScheduled = true
        GtkRuntime.runWhenIdle { [weak self] in
            guard let self, self.applyScheduled else { return }
            self.apply()
        }
    }

    func execute(_ commands: [NavigationCommand]) {
        FocusKeeper.whileAppMoves { executeNow(commands) }
        guard !commands.isEmpty else { return }
        // Something new shows: a click or Return on it in the next moment was aimed at what was
        // there before, and the focus is checked once GTK has settled.
        chrome.focus.appChanged(in: changingRegions)
        for presentedWindow in presented.values { presentedWindow.chrome.focus.appChanged(in: presentedWindow.changingRegions) }
    }

    /// Where the main window's content changes with the state: its pages (every tab's), and the
    /// Back button, which leads elsewhere after each change. Not the tabs, nor the title bar.
    var changingRegions: [Widget] {
        [tabStack ?? hosts[mainLocation]?.widget, header.backButton].compactMap { $0 }
    }

    private func executeNow(_ commands: [NavigationCommand]) {
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
                reportActivation(of: dialogWindow.window)
                dialogs[dialog.id] = dialogWindow
                // Over a window not shown yet (at launch), it waits for ``show()``.
                if parent.isMapped { dialogWindow.present() }
            case .present(let presentation, let path, let location, _):
                guard let parent = window(at: location),
                      let screens = ScreenSource(presentation: presentation.id, under: rootState(location.tab)),
                      let level = screens.shownLevel
                else { continue }
                let own = StackLocation(tab: location.tab, presentation: presentation.id)
                let presentedWindow = PresentedWindow(
                    presentation: presentation, screens: screens, level: level, path: path, over: parent, destinations: destinations,
                    onClose: { [weak self] in self?.userClosed(presentation.id, tab: location.tab) },
                    onBack: { [weak self] in self?.userWentBack(at: own) },
                    onForward: { [weak self] in self?.userWentForward(at: own) })
                presentedWindow.header.historyMenu.places = { [weak self] in self?.history(at: own) ?? [] }
                presentedWindow.header.historyMenu.choose = { [weak self] place, inNewWindow in
                    self?.userChose(place, at: own, inNewWindow: inNewWindow)
                }
                presentedWindow.window.joinApplication(of: window)
                reportActivation(of: presentedWindow.window)
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
        if closedAWindow, window.isMapped { bringToFront() }
        blockWindowsUnderTheTop()
    }

    /// Every window but the one on top is blocked (``WindowBlock``): a presented window's modal
    /// grab holds only itself, so the main window's close button works under a sheet.
    func blockWindowsUnderTheTop() {
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

    /// Brings the window on top (``topWindow``) to the front, with the focus. While the windows
    /// shown with this one are still showing in turn (as when it is first shown), nothing is done:
    /// the last of them is the one on top, and it comes to the front as it shows. Presenting it
    /// before the windows under it have drawn would have a compositor that stacks windows in the
    /// order they first draw (weston, and mutter for a window whose parent it was not told yet)
    /// put it under them.
    public func bringToFront() {
        guard waitingToShow.isEmpty else { return }
        topWindow.present()
    }

    func refreshHeader() {
        if let host = hosts[mainLocation] { header.follow(host) }
        if let tabBar { tabBar.select(appliedTabs.selectedTab) }
    }
}
