import FlowGtk
import ShopFlows

/// What link B(String) pushes: shows its parameter.
@MainActor
final class ConfigLinkBPage {
    private let model: ConfigLinkBViewModel
    private let example: ExampleColumn

    init(_ model: ConfigLinkBViewModel) {
        self.model = model
        // Translators: the heading of what the pattern example's link B shows
        example = ExampleColumn(explanation: localized("Pushed with “%s”.", model.parameter),
                                code: "case let .flowLinkB(parameter)")
    }

    var page: Page { example.page(owner: self) }
}

extension ConfigLinkBViewModel: PageProviding {
    public func makePage() -> Page { ConfigLinkBPage(self).page }
}
