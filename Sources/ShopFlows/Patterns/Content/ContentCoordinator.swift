import FlowCoordinator

/// The content screen's flow coordinator (seeds 000/001): the content view model navigates by
/// setting links on itself; this coordinator builds what each link shows — the seed's factory
/// functions that "extract the link's parameters, construct view models with them" — and hands
/// the shared path to the child coordinators of the first, second and third screens.
@MainActor
public final class ContentCoordinator {
    /// The level the content screen is on (the Patterns tab's stack).
    private unowned let flowState: FlowState

    init(flowState: FlowState) {
        self.flowState = flowState
    }

    /// The content screen itself.
    func contentScreen(for entry: FlowEntry) -> ShopScreen {
        .patternContent(flowState.object(for: entry.id) {
            ContentViewModel(flowState: flowState, origin: flowState.origin(of: entry.id))
        })
    }

    /// The screens of `ContentLink`s and plain `String`s pushed on the shared path.
    func screen(for entry: FlowEntry) -> ShopScreen? {
        if let text = entry.link.as(String.self) {
            return .plainString(flowState.object(for: entry.id) { StringScreenViewModel(text: text) })
        }
        switch entry.link.as(ContentLink.self) {
        case .firstLink(let text)?:
            return .patternFirst(flowState.object(for: entry.id) {
                FirstCoordinator(path: flowState, text: text, origin: flowState.origin(of: entry.id))
            }.viewModel)
        case .secondLink(let number)?:
            return .patternSecond(flowState.object(for: entry.id) {
                SecondCoordinator(path: flowState, number: number, origin: flowState.origin(of: entry.id))
            }.viewModel)
        case .thirdLink?:
            return .patternThird(flowState.object(for: entry.id) {
                ThirdCoordinator(path: flowState, origin: flowState.origin(of: entry.id))
            }.viewModel)
        case .sheetLink?, .coverLink?, nil:
            return nil
        }
    }

    /// The sheet or cover presented from the content screen.
    func rootScreen(of level: FlowState) -> ShopScreen? {
        guard let presentation = level.presentation else { return nil }
        let item: String, isCover: Bool
        switch presentation.link.as(ContentLink.self) {
        case .sheetLink(let text)?: (item, isCover) = (text, false)
        case .coverLink(let text)?: (item, isCover) = (text, true)
        default: return nil
        }
        let viewModel = level.object(for: presentation.id) {
            let viewModel = ContentItemViewModel(item: item, isCover: isCover, origin: level.rootOrigin)
            viewModel.onClose = { [weak level] origin in
                guard origin.isFrontmost else { return }
                level?.dismiss()
            }
            return viewModel
        }
        return isCover ? .patternCover(viewModel) : .patternSheet(viewModel)
    }

    static func title(for link: AnyFlowLink) -> String? {
        if link.as(String.self) != nil { return "String" }
        switch link.as(ContentLink.self) {
        case .firstLink?: return "First"
        case .secondLink?: return "Second"
        case .thirdLink?: return "Third"
        case .sheetLink?: return "Sheet"
        case .coverLink?: return "Cover"
        case nil: return nil
        }
    }
}
