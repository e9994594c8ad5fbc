import FlowCoordinator

/// Looking things up: the stacks, windows, headers and dialogs shown for the state, and the
/// simulated input tests use. What an app's own tests and screenshots use is public (0.1.0's
/// lookups stay so: an app that takes screenshots of its dialogs reads ``openDialogs``); what
/// only this package's tests need is `package`.
extension FlowWindow {
    var mainLocation: StackLocation {
        StackLocation(tabNamed: appliedTabs.selectedTab)
    }

    /// The state of the tab a location is in (`nil`: the one of a window without tabs).
    func rootState(_ tab: String?) -> FlowState? {
        source.state(tab ?? TabsSnapshot.unnamedTab)
    }

    /// The header of the window a stack is in.
    func header(at location: StackLocation) -> NavigationHeader? {
        guard let presentation = location.presentation else { return location.tab == mainLocation.tab ? header : nil }
        return presented[presentation]?.header
    }

    func window(at location: StackLocation) -> Window? {
        guard let presentation = location.presentation else { return window }
        return presented[presentation]?.window
    }

    /// The stack shown for a location (a tab's root stack, or a presented window's).
    public func host(at location: StackLocation) -> NavigationHost? { hosts[location] }

    /// The main window's current stack (the selected tab's).
    public var mainHost: NavigationHost? { hosts[mainLocation] }

    /// The window of an open sheet or cover.
    public func window(forPresentation id: FlowID) -> Window? { presented[id]?.window }

    /// Where an open sheet or cover stands apart from where it was placed over its window, as the
    /// window manager shows it now (X11); `nil` when it stands there or it cannot be told.
    package func placementProblem(forPresentation id: FlowID) -> String? { presented[id]?.placer.standing }

    /// Whether the windows shown with this one are still showing in turn (at its first showing).
    package var isShowingInTurn: Bool { !waitingToShow.isEmpty }

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
    public func simulateKey(_ press: KeyPress, inPresentation id: FlowID? = nil) -> Bool {
        guard let id else { return chrome.shortcuts.simulate(press, on: window) }
        guard let presentedWindow = presented[id] else { return false }
        return presentedWindow.chrome.shortcuts.simulate(press, on: presentedWindow.window)
    }

    /// The shortcuts of the main window: back, and a tab's with tabs. Sheets and covers add
    /// ``NavigationShortcuts/closePresentation``.
    public var shortcuts: [Shortcut] { chrome.shortcuts.shortcuts }

    /// Simulates a press of mouse button 8 (back) in the main window or a presented window (tests).
    public func simulateBackButtonPress(inPresentation id: FlowID? = nil) {
        guard let id else { chrome.backGesture.simulatePress(); return }
        presented[id]?.chrome.backGesture.simulatePress()
    }

    /// Simulates a key press in an open dialog (tests).
    @discardableResult
    public func simulateKey(_ press: KeyPress, inDialog id: FlowID) -> Bool {
        dialogs[id]?.simulateKey(press) ?? false
    }
}
