/// Turns a change of state into the ordered commands that make the screen follow it.
///
/// The planner is a pure function, which is what lets an adapter apply any change, however
/// large, in one step, and lets tests check every change without a display. The order is:
///
/// 1. close dialogs and presented windows that go, top-down;
/// 2. select the new tab;
/// 3. on every stack that stays, pop to the prefix shared with the new stack (entries compared by
///    identity) and push the rest;
/// 4. show new dialogs on levels that stay;
/// 5. present new windows bottom-up, each with its stack and dialog.
///
/// Only the last visible command is animated (a change in a tab that is not shown never is):
/// intermediate steps are never seen. The work is linear in
/// the depth of the two states, and an unchanged state gives no commands.
public enum NavigationPlanner {
    /// Commands that take one tab (named `tab`, or the one of a window without tabs) from `old`
    /// to `new`: the plan of a window of that one tab (``plan(from:to:)-(TabsSnapshot,_)``).
    public static func plan(from old: FlowSnapshot, to new: FlowSnapshot, tab: String? = nil) -> [NavigationCommand] {
        let name = tab ?? TabsSnapshot.unnamedTab
        return plan(from: TabsSnapshot(selectedTab: name, tabs: [TabSnapshot(name: name, flow: old)]),
                    to: TabsSnapshot(selectedTab: name, tabs: [TabSnapshot(name: name, flow: new)]))
    }

    /// Commands that take a window from `old` to `new`. A window without tabs is a window of one
    /// unnamed tab (``TabsSnapshot/init(_:)``), whose stacks are at locations without a tab.
    public static func plan(from old: TabsSnapshot, to new: TabsSnapshot) -> [NavigationCommand] {
        var phases = Phases()
        let oldFlows = Dictionary(old.tabs.map { ($0.name, $0.flow) }, uniquingKeysWith: { first, _ in first })
        let newFlows = Dictionary(new.tabs.map { ($0.name, $0.flow) }, uniquingKeysWith: { first, _ in first })
        var names = new.tabs.map(\.name) + old.tabs.map(\.name).filter { newFlows[$0] == nil }
        // The selected tab goes last, so the last (animated) change is the one the user sees.
        if let selected = names.firstIndex(of: new.selectedTab) { names.append(names.remove(at: selected)) }
        for name in names {
            phases.add(from: oldFlows[name] ?? FlowSnapshot(), to: newFlows[name] ?? FlowSnapshot(),
                       tab: StackLocation(tabNamed: name).tab)
        }
        if old.selectedTab != new.selectedTab {
            phases.tabSelection.append(.selectTab(new.selectedTab, animated: false))
        }
        // A change in a tab the user does not see is never the one that animates.
        return phases.commands { command in
            switch command {
            case .pop(let location, _, _), .push(_, let location, _): location == StackLocation(tabNamed: new.selectedTab, presentation: location.presentation)
            default: true
            }
        }
    }

    /// Commands grouped by phase, so several tabs can be planned together.
    private struct Phases {
        var closings: [NavigationCommand] = []
        var tabSelection: [NavigationCommand] = []
        var stackChanges: [NavigationCommand] = []
        var newDialogs: [NavigationCommand] = []
        var presentations: [NavigationCommand] = []

        mutating func add(from old: FlowSnapshot, to new: FlowSnapshot, tab: String?) {
            let oldLevels = old.levels, newLevels = new.levels
            func location(_ level: LevelSnapshot) -> StackLocation {
                StackLocation(tab: tab, presentation: level.presentation?.id)
            }

            // Levels stay while their presentations keep their identities.
            var kept = 1
            while kept < min(oldLevels.count, newLevels.count),
                  oldLevels[kept].presentation?.id == newLevels[kept].presentation?.id {
                kept += 1
            }

            // 1. Top-down: dialogs, then the windows themselves.
            for index in oldLevels.indices.reversed() {
                let level = oldLevels[index]
                if let dialog = level.dialog, index >= kept || newLevels[index].dialog?.id != dialog.id {
                    closings.append(.dismissDialog(dialog.id, animated: false))
                }
                if index >= kept, let presentation = level.presentation {
                    closings.append(.dismiss(presentation.id, animated: false))
                }
            }

            // 3. and 4. Bottom-up over the levels that stay.
            for index in 0..<kept {
                let before = oldLevels[index].path, after = newLevels[index].path
                let shared = sharedPrefixCount(before, after)
                if shared < before.count {
                    stackChanges.append(.pop(location(newLevels[index]), keeping: shared, animated: false))
                }
                if shared < after.count {
                    stackChanges.append(.push(Array(after[shared...]), onto: location(newLevels[index]), animated: false))
                }
                if let dialog = newLevels[index].dialog, oldLevels[index].dialog?.id != dialog.id {
                    newDialogs.append(.showDialog(dialog, over: location(newLevels[index]), animated: false))
                }
            }

            // 5. Bottom-up: new windows, each with its stack and dialog.
            for index in kept..<max(kept, newLevels.count) {
                let level = newLevels[index]
                guard let presentation = level.presentation else { continue }
                presentations.append(.present(presentation, path: level.path,
                                              over: location(newLevels[index - 1]), animated: false))
                if let dialog = level.dialog {
                    presentations.append(.showDialog(dialog, over: location(level), animated: false))
                }
            }
        }

        /// How many entries at the bottom of two stacks have the same identities. Compares
        /// identities in place: copying each entry (its type-erased link) would cost more than
        /// the comparison, on every change of a deep stack.
        private func sharedPrefixCount(_ before: [FlowEntry], _ after: [FlowEntry]) -> Int {
            let count = min(before.count, after.count)
            var shared = 0
            while shared < count, before[shared].id == after[shared].id { shared += 1 }
            return shared
        }

        /// All commands in order; the last one `isVisible` accepts is animated.
        func commands(isVisible: (NavigationCommand) -> Bool = { _ in true }) -> [NavigationCommand] {
            var all = closings + tabSelection + stackChanges + newDialogs + presentations
            if let last = all.lastIndex(where: isVisible) { all[last] = all[last].animated(true) }
            return all
        }
    }
}
