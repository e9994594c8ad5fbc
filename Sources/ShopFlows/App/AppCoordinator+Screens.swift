import FlowCoordinator

/// The screens on show, for the pages and for tests.
///
/// Each tab's coordinator registers its screens on its tab's state
/// (``FlowCoordinator/FlowState/register(_:title:onAppear:screen:)``), next to the code that
/// pushes and presents them; the state makes a screen's view model the first time its page
/// asks, keeps it while the screen is in the state, and releases it when the screen leaves.
/// These read what the state holds.
extension AppCoordinator {
    /// The first screen of a tab.
    public func rootViewModel(of tab: ShopTab) -> any ScreenViewModel {
        Self.viewModel(tabs[tab].rootViewModel)
    }

    /// The own screen of a presented level (a sheet's or a cover's first screen).
    public func rootViewModel(of level: FlowState) -> any ScreenViewModel {
        Self.viewModel(level.rootViewModel)
    }

    /// The screen of a pushed entry of `level`.
    public func viewModel(for entry: FlowEntry, in level: FlowState) -> any ScreenViewModel {
        Self.viewModel(level.viewModel(for: entry))
    }

    /// The screen on top of the selected tab: what the user sees (dialogs aside).
    public func visibleScreen() -> any ScreenViewModel {
        Self.viewModel(tabs.selectedState.topmost.topViewModel)
    }

    /// The title of the screen on top of the selected tab, as its registration gives it: the
    /// title its page shows in the header.
    public var visibleTitle: String {
        let level = tabs.selectedState.topmost
        return level.topEntry.map { level.title(for: $0) } ?? level.rootTitle
    }

    /// The title of a pushed entry, as its page shows it (no view model is made).
    public func title(for entry: FlowEntry) -> String {
        let level = tabs.selectedState.chain.first { $0.path.contains(entry.id) } ?? tabs.selectedState
        return level.title(for: entry)
    }

    /// The title of a tab's first screen.
    public func title(ofRoot tab: ShopTab) -> String {
        tabs[tab].rootTitle
    }

    /// The title of a presented level's own screen.
    public func title(ofRoot level: FlowState) -> String {
        level.rootTitle
    }

    /// Every screen of the app is a ``ScreenViewModel``, and every tab registers a screen for
    /// links that lead nowhere, so the state always has one.
    private static func viewModel(_ screen: AnyObject?) -> any ScreenViewModel {
        guard let model = screen as? any ScreenViewModel else {
            preconditionFailure("\(String(describing: screen)) is not a ScreenViewModel")
        }
        return model
    }
}
