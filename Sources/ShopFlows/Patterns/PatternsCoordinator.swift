import FlowCoordinator

/// The Patterns tab. Each example runs on the tab's one stack: this coordinator pushes the
/// example's first screen and hands the tab's ``FlowState`` (the shared path) to the example's
/// own coordinator, which pushes and presents its links on it.
@MainActor
public final class PatternsCoordinator: TabCoordinator {
    public let state: FlowState
    /// Seeds 000/001: the content screen's coordinator.
    public let content: ContentCoordinator
    /// Seed 003: one coordinator for screens A, B and C.
    public let abc: ABCCoordinator
    /// Seed 004: the create-configuration coordinator.
    public let config: CreateConfigurationCoordinator

    init(state: FlowState) {
        self.state = state
        content = ContentCoordinator(flowState: state)
        abc = ABCCoordinator(path: state)
        config = CreateConfigurationCoordinator(state: CreateConfigFlowState(path: state))
    }

    private lazy var patternsViewModel: PatternsViewModel = {
        let viewModel = PatternsViewModel(origin: state.rootOrigin)
        viewModel.delegate = self
        return viewModel
    }()

    func rootScreen() -> ShopScreen {
        .patterns(patternsViewModel)
    }

    /// Each link type goes to the coordinator that owns it.
    func screen(for entry: FlowEntry, in level: FlowState) -> ShopScreen? {
        guard level === state else { return nil }
        switch entry.link.as(PatternsLink.self) {
        case .content?: return content.contentScreen(for: entry)
        case .abc?: return abc.screenA(for: entry)
        case .config?: return config.configurationScreen(for: entry)
        case nil: break
        }
        return content.screen(for: entry) ?? abc.screen(for: entry) ?? config.screen(for: entry)
    }

    func rootScreen(of level: FlowState) -> ShopScreen? {
        content.rootScreen(of: level) ?? config.rootScreen(of: level)
    }

    func title(for link: AnyFlowLink) -> String? {
        switch link.as(PatternsLink.self) {
        case .content?: return "Content"
        case .abc?: return "Screen A"
        case .config?: return "Create Configuration"
        case nil: break
        }
        return ContentCoordinator.title(for: link) ?? ABCCoordinator.title(for: link)
            ?? CreateConfigurationCoordinator.title(for: link)
    }

    /// The examples' sheets and covers have no guards; their view models are made on demand.
    func adoptPresentations() {}
}

extension PatternsCoordinator: PatternsViewModelDelegate {
    public func patternsDidSelect(_ example: PatternsLink, from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        state.push(example)
    }
}
