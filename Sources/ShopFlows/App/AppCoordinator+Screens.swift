import FlowCoordinator

/// How GTK pages get their view models.
///
/// The adapter builds a page only when its entry becomes visible (a restored stack 1,000 deep
/// builds one page), and asks here. Each call goes to the coordinator responsible for the level
/// and link type, which makes the view model with `level.object(for: id) { … }`: made once,
/// kept while the entry (or presentation) is in the state, released when it leaves.
extension AppCoordinator {
    /// The root screen of a tab's stack.
    public func rootScreen(of tab: ShopTab) -> ShopScreen {
        coordinator(for: tab).rootScreen()
    }

    /// The root screen of a presented window (sheet or cover), from `level.presentation!.link`.
    public func rootScreen(of level: FlowState) -> ShopScreen {
        guard let presentation = level.presentation else {
            return tab(of: level).map(rootScreen(of:)) ?? unavailable(level, level.topEntry?.id, link: nil)
        }
        if linkRules.violation(of: presentation.link) == nil, let tab = tab(of: level),
           let screen = coordinator(for: tab).rootScreen(of: level) { return screen }
        return unavailable(level, presentation.id, link: presentation.link)
    }

    /// The screen of a pushed entry in any level: a tab's root level or a presented level.
    public func screen(for entry: FlowEntry, in level: FlowState) -> ShopScreen {
        if linkRules.violation(of: entry.link) == nil, let tab = tab(of: level),
           let screen = coordinator(for: tab).screen(for: entry, in: level) { return screen }
        return unavailable(level, entry.id, link: entry.link)
    }

    /// The screen on top of the selected tab: what the user sees (dialogs aside).
    public func visibleScreen() -> ShopScreen {
        let level = tabs.selectedState.topmost
        if let top = level.topEntry { return screen(for: top, in: level) }
        return level.presentation == nil ? rootScreen(of: tabs.selectedTab) : rootScreen(of: level)
    }

    // MARK: Titles

    /// The title of a pushed entry, from its link alone (no view model is made), for the header
    /// bar and the back button's tooltip.
    public func title(for entry: FlowEntry) -> String {
        title(for: entry.link)
    }

    /// The title of a tab's root screen.
    public func title(ofRoot tab: ShopTab) -> String {
        rootScreen(of: tab).title
    }

    /// The title of a presented window's root screen.
    public func title(ofRoot level: FlowState) -> String {
        guard let presentation = level.presentation else { return tab(of: level)?.title ?? "" }
        return title(for: presentation.link)
    }

    func title(for link: AnyFlowLink) -> String {
        guard linkRules.violation(of: link) == nil else { return UnavailableViewModel.title }
        for tab in ShopTab.allCases {
            if let title = coordinator(for: tab).title(for: link) { return title }
        }
        return UnavailableViewModel.title
    }
}
