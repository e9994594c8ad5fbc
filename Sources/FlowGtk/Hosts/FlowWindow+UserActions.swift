import FlowCoordinator

/// Reporting the user's actions to the state first, then applying what it says.
extension FlowWindow {
    /// Back in the main window. Beside a sidebar, on the content's first page (no back button:
    /// there is no page of the content to go back to), it moves the focus to the sidebar.
    func userWentBackInMainWindow() {
        if let host = hosts[mainLocation], host.isSplit, host.backEntry == nil || host.entries.count == 1 {
            host.focusSidebar()
            return
        }
        userWentBack(at: mainLocation)
    }

    /// Escape beside a sidebar: the focus goes to the sidebar. The state does not change.
    func userFocusedSidebar() {
        hosts[mainLocation]?.focusSidebar()
    }

    /// F6 beside a sidebar: the focus moves between the sidebar and the content.
    func userSwitchedPane() {
        hosts[mainLocation]?.switchPane()
    }

    /// Back goes back from the top page; during a pop's slide, from the page just popped, so a
    /// second hurried press does nothing.
    func userWentBack(at location: StackLocation) {
        guard let shown = hosts[location]?.backEntry else { return }
        rootState(location.tab)?.userWentBack(from: shown.id)
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
