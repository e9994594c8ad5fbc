/// Planning a change of an app's windows.
extension NavigationPlanner {
    /// Commands that take an app's windows from `old` to `new`, in this order:
    ///
    /// 1. close the windows that go, the front one first;
    /// 2. for each window of `new`, back to front: open it if it is new, then navigate it (a new
    ///    window from its tabs' roots, ``TabsSnapshot/roots``, always, even with no command: it
    ///    takes its state, its selected tab among it);
    /// 3. raise the window focused last, when it changed and was open already (a window just
    ///    opened comes to the front by opening).
    ///
    /// A frame that changed is not a command: frames change when the user resizes, and the state
    /// follows. An unchanged state gives no commands.
    public static func plan(from old: WindowsSnapshot, to new: WindowsSnapshot) -> [WindowCommand] {
        let staying = Set(new.windows.map(\.id))
        var commands: [WindowCommand] = old.windows.reversed().filter { !staying.contains($0.id) }.map { .close($0.id) }
        for window in new.windows {
            if let existing = old[window.id] {
                let steps = plan(from: existing.tabs, to: window.tabs)
                if !steps.isEmpty { commands.append(.navigate(window.id, steps)) }
            } else {
                commands.append(.open(window.id, frame: window.frame))
                commands.append(.navigate(window.id, plan(from: window.tabs.roots, to: window.tabs)))
            }
        }
        if let front = new.focusedLast?.id, front != old.focusedLast?.id, old[front] != nil {
            commands.append(.raise(front))
        }
        return commands
    }
}

extension TabsSnapshot {
    /// The same tabs, each at its root with nothing presented, showing the same tab: where a
    /// window starts when it opens.
    public var roots: TabsSnapshot {
        TabsSnapshot(selectedTab: selectedTab, tabs: tabs.map { TabSnapshot(name: $0.name, flow: FlowSnapshot()) })
    }
}
