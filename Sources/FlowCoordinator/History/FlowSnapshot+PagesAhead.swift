extension FlowSnapshot {
    /// The same state with no pages ahead on any level (``LevelSnapshot/forward``): where the app
    /// is, without where it could go forward to. A window shows no page ahead, so a test that
    /// compares what is shown after the user went back compares this.
    public var withoutPagesAhead: FlowSnapshot {
        var state = self
        for index in state.levels.indices { state.levels[index].forward = [] }
        return state
    }
}

extension TabsSnapshot {
    /// Every tab's state without its pages ahead (``FlowSnapshot/withoutPagesAhead``).
    public var withoutPagesAhead: TabsSnapshot {
        TabsSnapshot(selectedTab: selectedTab, tabs: tabs.map { TabSnapshot(name: $0.name, flow: $0.flow.withoutPagesAhead) })
    }
}
