import FlowCoordinator

/// Reporting the user's actions to the state first, then applying what it says.
extension FlowWindow {
    func userWentBackInMainWindow() {
        userWentBack(at: mainLocation)
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
