import FlowCoordinator

/// The content screen's flow coordinator (seeds 000/001): the content view model navigates by
/// setting links on itself; this coordinator builds what each link shows — the seed's factory
/// functions that "extract the link's parameters, construct view models with them" — and hands
/// the shared path to the child coordinators of the first, second and third screens.
@MainActor
public final class ContentCoordinator {
    /// The Patterns tab's state: the level the content screen is on.
    private unowned let level: FlowState

    init(level: FlowState) {
        self.level = level
        registerScreens()
    }

    /// The content screen itself (`PatternsLink.content`).
    func contentScreen(_ screen: FlowScreen) -> ContentViewModel {
        let viewModel = ContentViewModel(level: level, origin: screen.origin,
                                         draft: screen.restoredDraft(ContentDraft.self))
        screen.keepDraft { [weak viewModel] in viewModel?.draft }
        return viewModel
    }

    /// The seed's factory functions: each link's parameters make its screen's view model, and
    /// the first, second and third screens get a child coordinator of their own, handed the
    /// shared path.
    private func registerScreens() {
        // Translators: the title of a screen pushed with a plain text as its link (Swift's String type)
        level.register(String.self, title: { _ in localized("String") }) { text, screen in
            screen.entry == nil ? nil : StringScreenViewModel(text: text)
        }
        level.register(ContentLink.self, title: { link in
            switch link {
            // Translators: the title of the first of three example screens
            case .firstLink: localized("First")
            // Translators: the title of the second of three example screens
            case .secondLink: localized("Second")
            // Translators: the title of the third of three example screens
            case .thirdLink: localized("Third")
            // Translators: the title of an example screen presented in a sheet
            case .sheetLink: localized("Sheet")
            // Translators: the title of an example screen presented in a full-screen cover
            case .coverLink: localized("Cover")
            }
        }) { [unowned self] link, screen in
            switch (link, screen.entry) {
            case (.firstLink(let text), _?):
                screen.object { FirstCoordinator(level: level, text: text, origin: screen.origin) }.viewModel
            case (.secondLink(let number), _?):
                screen.object { SecondCoordinator(level: level, number: number, origin: screen.origin) }.viewModel
            case (.thirdLink, _?):
                screen.object { ThirdCoordinator(level: level, origin: screen.origin) }.viewModel
            case (.sheetLink(let item), nil):
                Self.itemScreen(item, isCover: false, screen)
            case (.coverLink(let item), nil):
                Self.itemScreen(item, isCover: true, screen)
            default:
                nil
            }
        }
    }

    /// The sheet or cover presented from the content screen.
    private static func itemScreen(_ item: String, isCover: Bool, _ screen: FlowScreen) -> ContentItemViewModel {
        let viewModel = ContentItemViewModel(item: item, isCover: isCover, origin: screen.origin)
        viewModel.onClose = { [weak level = screen.level] origin in
            level?.close()
        }
        return viewModel
    }
}
