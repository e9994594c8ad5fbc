import FlowGtk
import ShopFlows

/// What link A presents (a sheet, or the cover).
@MainActor
final class ConfigLinkAPage {
    private let model: ConfigLinkAViewModel
    private let example: ExampleColumn

    init(_ model: ConfigLinkAViewModel) {
        self.model = model
        // Translators: the heading of what the pattern example's link A shows
        example = ExampleColumn(explanation: model.message)
        example.buttons([(localized("Close"), .suggested, { [weak model] in model?.closeTapped() })])
    }

    var page: Page { example.page(owner: self) }
}

extension ConfigLinkAViewModel: PageProviding {
    public func makePage() -> Page { ConfigLinkAPage(self).page }
}
