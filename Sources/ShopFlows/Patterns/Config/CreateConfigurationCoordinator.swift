import FlowCoordinator

/// Seed 004's `CreateConfigurationCoordinator`: drives its ``CreateConfigFlowState`` — link A
/// in a sheet (`presentedItem`) or a cover (`coverItem`), link B pushed onto the shared path —
/// and starts a child coordinator that pushes onto the same path.
@MainActor
public final class CreateConfigurationCoordinator {
    public let state: CreateConfigFlowState
    private let child: ConfigChildCoordinator

    init(state: CreateConfigFlowState) {
        self.state = state
        child = ConfigChildCoordinator(level: state.level)
        // The seed's `navigationDestination(link:)`, `presentContent(item:)` and `coverContent(item:)`.
        state.level.register(CreateConfigFlowLink.self, title: { link in
            switch link {
            // Translators: the title of an example screen, the first of two links named A and B
            case .flowLinkA: localized("Link A")
            // Translators: the title of an example screen, the second of two links named A and B
            case .flowLinkB: localized("Link B")
            }
        }) { link, screen in
            switch (link, screen.presentation) {
            case (.flowLinkB(let parameter), nil):
                return ConfigLinkBViewModel(parameter: parameter)
            case (.flowLinkA, let presentation?):
                let viewModel = ConfigLinkAViewModel(isCover: presentation.style == .cover, origin: screen.origin)
                viewModel.onClose = { [weak level = screen.level] origin in
                    level?.close()
                }
                return viewModel
            default:
                return nil
            }
        }
    }

    /// The configuration screen itself (`PatternsLink.config`).
    func configurationScreen(_ screen: FlowScreen) -> CreateConfigurationViewModel {
        let viewModel = CreateConfigurationViewModel(origin: screen.origin,
                                                     draft: screen.restoredDraft(CreateConfigurationDraft.self))
        viewModel.delegate = self
        screen.keepDraft { [weak viewModel] in viewModel?.draft }
        return viewModel
    }
}

extension CreateConfigurationCoordinator: CreateConfigurationViewModelDelegate {
    public func createConfigurationDidTapSheet(from origin: FlowOrigin) {
        state.presentedItem = .flowLinkA
    }

    public func createConfigurationDidTapPush(parameter: String, from origin: FlowOrigin) {
        state.path.append(CreateConfigFlowLink.flowLinkB(parameter))
    }

    public func createConfigurationDidTapCover(from origin: FlowOrigin) {
        state.coverItem = .flowLinkA
    }

    public func createConfigurationDidTapChild(from origin: FlowOrigin) {
        child.start()
    }
}
