import FlowCoordinator

/// Reporting the user's actions to the state first, then applying what it says.
extension FlowWindow {
    /// Back in the main window. Beside a sidebar, on the content's first page (no back button:
    /// there is no page of the content to go back to), it moves the focus to the sidebar.
    func userWentBackInMainWindow() {
        if let host = hosts[mainLocation], host.isSplit, host.entries.count <= 1 {
            host.focusSidebar()
            return
        }
        userWentBack(at: mainLocation)
    }

    /// Escape in a tab whose root is a sidebar: beside it, the focus goes to the sidebar (the state
    /// does not change); in the narrow layout, where the sidebar is the stack's root page, the
    /// tab goes back to it, as the Keyboard Shortcuts window says.
    func userFocusedSidebar() {
        guard let host = hosts[mainLocation], host.canSplit else { return }
        if host.focusSidebar() || host.entries.isEmpty { return }
        rootState(mainLocation.tab)?.userPoppedToRoot()
        apply()
    }

    /// F6 beside a sidebar: the focus moves between the sidebar and the content.
    func userSwitchedPane() {
        hosts[mainLocation]?.switchPane()
    }

    /// Back goes back from the top page the state has: each press of Alt+Left is one step, however
    /// fast it repeats. (A hurried second click on the Back button that moved is the
    /// ``InputGuard``'s to ignore.)
    func userWentBack(at location: StackLocation) {
        guard let shown = hosts[location]?.topEntry else { return }
        rootState(location.tab)?.userWentBack(from: shown.id)
        apply()
    }

    /// Forward (Alt+Right, mouse button 9) on the stack at `location`: its next page ahead.
    func userWentForward(at location: StackLocation) {
        guard let host = hosts[location], let next = host.level.forward.first else { return }
        rootState(location.tab)?.userWentForward(to: next.id)
        apply()
    }

    /// The pages the history menu of the stack at `location` lists: behind, then ahead.
    func history(at location: StackLocation) -> [HistoryPlace] {
        guard let level = hosts[location]?.level else { return [] }
        return level.pagesBehind + level.pagesAhead
    }

    /// A page of the history menu chosen: gone to, or opened in a new window (a middle click).
    func userChose(_ place: HistoryPlace, at location: StackLocation, inNewWindow: Bool) {
        guard let root = rootState(location.tab) else { return }
        if inNewWindow, let onOpenInNewWindow,
           let target = root.target(of: place, tab: location.tab.flatMap { $0.isEmpty ? nil : $0 }) {
            onOpenInNewWindow(target)
            return
        }
        root.userWent(to: place)
        apply()
    }

    func userClosed(_ presentation: FlowID, tab: String?) {
        rootState(tab)?.userClosed(presentation)
        apply()
    }

    func userAnswered(_ dialog: FlowID, buttonAt index: Int?, tab: String?) {
        rootState(tab)?.userAnswered(dialog, buttonAt: index)
        apply()
    }

    func userSelectedTab(_ name: String) {
        source.select(name)
        apply()
    }
}
