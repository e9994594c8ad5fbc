/// A whole navigation state a deep link leads to: a tab, a stack, and presentations with their
/// own stacks, written as the steps that reach it.
///
/// Targets are built by ``DeepLinkRouter`` from a URL, and can be made from a live state to turn
/// it back into a URL.
public struct NavigationTarget: Hashable, Sendable, CustomStringConvertible {
    /// The steps, in the order a user would take them.
    public var steps: [NavigationStep]

    /// A target made of `steps`.
    public init(steps: [NavigationStep] = []) {
        self.steps = steps
    }

    /// The target that reproduces `flow` (in `tab`, if given). Dialogs are not part of a target.
    public init(tab: String? = nil, flow: FlowSnapshot) {
        var steps: [NavigationStep] = tab.map { [.selectTab($0)] } ?? []
        for level in flow.levels {
            if let presentation = level.presentation {
                let step = NavigationStep.present(link: presentation.link, style: presentation.style,
                                                  hostsNavigation: presentation.hostsNavigation)
                steps.append(step)
            }
            for entry in level.path { steps.append(.push(link: entry.link)) }
        }
        self.init(steps: steps)
    }

    /// The target that reproduces the selected tab of `tabs`.
    public init(_ tabs: TabsSnapshot) {
        self.init(tab: tabs.selectedTab, flow: tabs[tabs.selectedTab] ?? FlowSnapshot())
    }

    /// The tab the target selects, if any (the last one selected).
    public var tab: String? {
        steps.reversed().lazy.compactMap { step -> String? in
            if case .selectTab(let tab) = step { tab } else { nil }
        }.first
    }

    /// The state the target leads to, with fresh identities. Selecting a tab starts from that
    /// tab's root.
    public func flowSnapshot() -> FlowSnapshot {
        var levels = [LevelSnapshot(presentation: nil)]
        for step in steps {
            switch step {
            case .selectTab:
                levels = [LevelSnapshot(presentation: nil)]
            case .push(let link):
                levels[levels.count - 1].path.append(FlowEntry(id: .next(), link: link))
            case .present(let link, let style, let hostsNavigation):
                let presentation = Presentation(style: style, link: link, hostsNavigation: hostsNavigation)
                levels.append(LevelSnapshot(presentation: presentation))
            }
        }
        return FlowSnapshot(levels: levels)
    }

    /// The steps joined by arrows, for logs and test failures.
    public var description: String {
        steps.map(\.description).joined(separator: " → ")
    }
}

extension FlowState {
    /// Makes this level show `target` (its tab, if any, is ignored). What the level shows already
    /// stays — each stack's entries up to the first that differs, and presentations over a level
    /// that is the same — so only the rest is pushed and presented.
    public func open(_ target: NavigationTarget) {
        NavigationJournal.during(.link) { restore(target.flowSnapshot().keepingIdentities(of: snapshot()), reason: .program) }
    }

    /// The user opened `target` (a link from outside the app): the guard-aware form of
    /// ``open(_:)``. What the level keeps is not asked; the guards of what would leave are, top
    /// first, as for ``userNavigated(to:)``.
    @discardableResult
    public func userOpened(_ target: NavigationTarget) -> UserEventOutcome {
        FlowState.navigate(.link) { [weak self] in
            guard let self, !isClosed else { return nil }
            let snapshot = target.flowSnapshot().keepingIdentities(of: snapshot())
            return GuardedNavigation(guards: guardsForRestoring(snapshot)) { [weak self] in
                self?.restore(snapshot, reason: .user)
            }
        }
    }
}

extension TabFlowState {
    /// Selects the target's tab (keeping the current one when it names none, or one that does not
    /// exist) and makes that tab show the target, keeping what it shares with it as
    /// ``FlowState/open(_:)`` does.
    public func open(_ target: NavigationTarget) {
        NavigationJournal.during(.link) { _ = restore(snapshot(opening: target), reason: .program) }
    }

    /// The user opened `target` (a link from outside the app): the guard-aware form of
    /// ``open(_:)``. The guards of what would leave are asked first, as for
    /// ``userNavigated(to:)``: when the target selects another tab, those of the selected tab's
    /// presentations.
    @discardableResult
    public func userOpened(_ target: NavigationTarget) -> UserEventOutcome {
        userNavigation(.link) { tabs in tabs.snapshot(opening: target) }
    }

    /// This window's state with `target` opened in it.
    private func snapshot(opening target: NavigationTarget) -> TabsSnapshot {
        var tabs = snapshot()
        if let name = target.tab, tabs[name] != nil { tabs.selectedTab = name }
        if let index = tabs.tabs.firstIndex(where: { $0.name == tabs.selectedTab }) {
            tabs.tabs[index].flow = target.flowSnapshot().keepingIdentities(of: tabs.tabs[index].flow)
        }
        return tabs
    }
}
