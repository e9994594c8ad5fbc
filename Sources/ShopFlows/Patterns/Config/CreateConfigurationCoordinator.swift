import FlowCoordinator

/// Seed 004's `CreateConfigurationCoordinator`: drives its ``CreateConfigFlowState`` — link A
/// in a sheet (`presentedItem`) or a cover (`coverItem`), link B pushed onto the shared path —
/// and starts a child coordinator that pushes onto the same path.
@MainActor
public final class CreateConfigurationCoordinator {
    public let state: CreateConfigFlowState
    private lazy var child = ConfigChildCoordinator(path: state.navigation)

    init(state: CreateConfigFlowState) {
        self.state = state
    }

    /// The configuration screen itself (`PatternsLink.config`).
    func configurationScreen(for entry: FlowEntry) -> ShopScreen {
        .createConfig(state.navigation.object(for: entry.id) {
            let viewModel = CreateConfigurationViewModel(origin: state.navigation.origin(of: entry.id))
            viewModel.delegate = self
            return viewModel
        })
    }

    /// The seed's `navigationDestination(link:)`, plus the child's links.
    func screen(for entry: FlowEntry) -> ShopScreen? {
        if case .flowLinkB(let parameter)? = entry.link.as(CreateConfigFlowLink.self) {
            return .configLinkB(state.navigation.object(for: entry.id) { ConfigLinkBViewModel(parameter: parameter) })
        }
        return child.screen(for: entry)
    }

    /// The seed's `presentContent(item:)` and `coverContent(item:)`.
    func rootScreen(of level: FlowState) -> ShopScreen? {
        guard let presentation = level.presentation,
              presentation.link == AnyFlowLink(CreateConfigFlowLink.flowLinkA) else { return nil }
        return .configLinkA(level.object(for: presentation.id) {
            let viewModel = ConfigLinkAViewModel(isCover: presentation.style == .cover, origin: level.rootOrigin)
            viewModel.onClose = { [weak level] origin in
                guard origin.isFrontmost else { return }
                level?.dismiss()
            }
            return viewModel
        })
    }

    static func title(for link: AnyFlowLink) -> String? {
        if case .step(let number)? = link.as(ConfigChildLink.self) { return "Child Step \(number)" }
        switch link.as(CreateConfigFlowLink.self) {
        case .flowLinkA?: return "Link A"
        case .flowLinkB?: return "Link B"
        case nil: return nil
        }
    }
}

extension CreateConfigurationCoordinator: CreateConfigurationViewModelDelegate {
    public func createConfigurationDidTapSheet(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        state.presentedItem = .flowLinkA
    }

    public func createConfigurationDidTapPush(parameter: String, from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        state.path.append(CreateConfigFlowLink.flowLinkB(parameter))
    }

    public func createConfigurationDidTapCover(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        state.coverItem = .flowLinkA
    }

    public func createConfigurationDidTapChild(from origin: FlowOrigin) {
        guard origin.isFrontmost else { return }
        child.start()
    }
}
