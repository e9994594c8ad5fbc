import FlowCoordinator

extension FlowWindow {
    /// Every way the window differs from its state, one line each; empty when GTK shows exactly
    /// what the state says.
    ///
    /// It compares, for every tab and level of the state, the entries each stack holds and the
    /// page its `GtkStack` shows, the sheets, covers and dialogs that are open and shown, where
    /// each sheet and cover stands over its window (on X11), and the selected tab. Between a change
    /// of state and the main-loop turn that applies it the window is legitimately behind: that is
    /// reported too, so call this when the main loop is idle (an end-to-end test asks the app for
    /// it then; see the demo's `app.test-sync` action).
    public func stateMismatches() -> [String] {
        var problems: [String] = []
        if applyScheduled { problems.append("a change of state is not applied yet") }
        let tabs = source.snapshot()
        let flows = tabs.tabs.map { (tab: StackLocation(tabNamed: $0.name).tab, flow: $0.flow) }
        if let tabStack, tabStack.visibleChildName != tabs.selectedTab {
            problems.append("the window shows tab \(tabStack.visibleChildName ?? "none"), the state selects \(tabs.selectedTab)")
        }
        if let tabBar, tabBar.selectedName != tabs.selectedTab {
            problems.append("the tab bar marks \(tabBar.selectedName ?? "no tab"), the state selects \(tabs.selectedTab)")
        }
        var presentations: Set<FlowID> = []
        var dialogIDs: Set<FlowID> = []
        for (tab, flow) in flows {
            for level in flow.levels {
                let location = StackLocation(tab: tab, presentation: level.presentation?.id)
                if let presentation = level.presentation {
                    presentations.insert(presentation.id)
                    if let presentedWindow = presented[presentation.id] {
                        if !presentedWindow.window.isVisible { problems.append("the window of \(presentation) is not shown") }
                        if let problem = presentedWindow.placer.problem { problems.append("\(problem), for \(presentation)") }
                    } else {
                        problems.append("no window for \(presentation)")
                    }
                }
                if let dialog = level.dialog {
                    dialogIDs.insert(dialog.id)
                    if dialogs[dialog.id]?.window.isVisible != true {
                        problems.append("the dialog “\(dialog.title)” at \(location) is not shown")
                    }
                }
                guard let host = hosts[location] else {
                    problems.append("no stack at \(location)")
                    continue
                }
                let shown = host.entries.map(\.id)
                if shown != level.path.map(\.id) {
                    problems.append("the stack at \(location) holds \(shown), the state \(level.path.map(\.id))")
                }
                if let problem = host.sidebarMismatch { problems.append("\(problem), at \(location)") }
                if location.presentation == nil, host.canSplit, host.isSplit != isSplit {
                    problems.append("the stack at \(location) is \(host.isSplit ? "" : "not ")split, the window \(isSplit ? "is" : "is not")")
                }
                let top = level.path.last.map { NavigationHost.name(of: $0.id) } ?? NavigationHost.rootName
                if host.stack.visibleChildName != top {
                    problems.append("the stack at \(location) shows \(host.stack.visibleChildName ?? "nothing"), the state \(top)")
                }
            }
        }
        if shownToast != toasts.current {
            problems.append("the window shows the toast \(shownToast.map { "“\($0.title)”" } ?? "none"), "
                + "the state \(toasts.current.map { "“\($0.title)”" } ?? "none")")
        }
        // Once the window on top has settled its focus (its keeper checks it when GTK is idle).
        if topWindow.isMapped, focusIsSettled, let problem = topFocusKeeper.problem {
            problems.append("\(problem), in “\(topWindow.title ?? "")”")
        }
        for id in presented.keys where !presentations.contains(id) {
            problems.append("a window is open for presentation \(id), which the state does not have")
        }
        for id in dialogs.keys where !dialogIDs.contains(id) {
            problems.append("a dialog is open for \(id), which the state does not have")
        }
        return problems
    }
}

extension FlowWindow {
    /// The focus keeper of the window on top (``topWindow``).
    var topFocusKeeper: FocusKeeper {
        let newest = (Array(presented.keys) + Array(dialogs.keys)).max()
        return newest.flatMap { dialogs[$0]?.focusKeeper ?? presented[$0]?.chrome.focus } ?? chrome.focus
    }

    /// Whether every window's focus keeper has checked the focus since the last change.
    var focusIsSettled: Bool {
        chrome.focus.isSettled && presented.values.allSatisfy(\.chrome.focus.isSettled)
            && dialogs.values.allSatisfy(\.focusKeeper.isSettled)
    }

    /// Whether each sheet and cover stands where it was placed over its window (X11), or the window
    /// manager has had a moment (2.5 s) to put it there; ``stateMismatches()`` reports one still elsewhere
    /// then. An end-to-end test's sync waits for this too, so that every sync checks where the
    /// presented windows stand, a window resized a moment before included.
    public var presentationsArePlaced: Bool { presented.values.allSatisfy(\.placer.isAtRest) }

    /// Whether the window has come to rest: every change of state applied, no page or tab still
    /// sliding or fading in or out, the keyboard focus checked, and the moment in which a click or
    /// Return is taken for a hurried one over (the window's input guard), in this window and those over it.
    ///
    /// A page's controls move while it slides: an end-to-end test waits for this before it aims
    /// the pointer at one (see the demo's `app.test-sync` action), as a person waits for a page
    /// to stop before clicking in it.
    public var isSettled: Bool {
        !applyScheduled && waitingToShow.isEmpty && !(tabStack?.isTransitionRunning ?? false)
            && hosts.values.allSatisfy { !$0.stack.isTransitionRunning }
            && chrome.isSettled && presented.values.allSatisfy(\.isSettled)
            && dialogs.values.allSatisfy(\.isSettled)
    }
}
