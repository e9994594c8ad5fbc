import FlowCoordinator

/// The Patterns tab. Each example runs on the tab's one stack: the examples are a sidebar, and
/// choosing one makes the example's first screen the path's first entry. This coordinator hands
/// the tab's ``FlowState`` (the shared path) to the example's own coordinator, which pushes and
/// presents its links on it.
@MainActor
public final class PatternsCoordinator {
    public let level: FlowState
    /// Seeds 000/001: the content screen's coordinator.
    public let content: ContentCoordinator
    /// Seed 003: one coordinator for screens A, B and C.
    public let abc: ABCCoordinator
    /// Seed 004: the create-configuration coordinator.
    public let config: CreateConfigurationCoordinator
    /// Opens a screen in a new window: the app's, which owns the windows.
    var openInNewWindow: (@MainActor (NavigationTarget) -> Void)?

    init(level: FlowState) {
        self.level = level
        content = ContentCoordinator(level: level)
        abc = ABCCoordinator(level: level)
        config = CreateConfigurationCoordinator(state: CreateConfigFlowState(level: level))
        registerScreens()
    }

    /// The tab's first screen, and each example's first screen, made by the example's own
    /// coordinator; the examples register the rest of their screens themselves.
    private func registerScreens() {
        // Translators: the title of the list of navigation pattern examples, for developers
        level.registerRoot(title: localized("Patterns"), isSidebar: true) { [unowned self] screen in
            let viewModel = PatternsViewModel(origin: screen.origin, search: .kept(by: screen)) { [unowned self] in
                level.sidebarChoice?.as(PatternsLink.self)
            }
            viewModel.delegate = self
            return viewModel
        }
        level.register(PatternsLink.self, title: { link in
            switch link {
            // Translators: the title of the example screen whose view model is its flow state
            case .content: localized("Content")
            // Translators: the first of three example screens named A, B and C
            case .abc: localized("Screen A")
            case .config: localized("Create Configuration")
            }
        }) { [unowned self] link, screen in
            guard screen.level === level, screen.entry != nil else { return nil }
            return switch link {
            case .content: content.contentScreen(screen)
            case .abc: abc.screenA(screen)
            case .config: config.configurationScreen(screen)
            }
        }
    }
}

extension PatternsCoordinator: PatternsViewModelDelegate {
    public func patternsDidChoose(_ example: PatternsLink, from origin: FlowOrigin) {
        level.userChose(example)
    }

    public func patternsDidOpenInNewWindow(_ example: PatternsLink, from origin: FlowOrigin) {
        openInNewWindow?(WindowCoordinator.target(.patterns, pushing: example))
    }
}
