import FlowGtk
import ShopFlows

/// What link B(String) pushes: shows its parameter.
@MainActor
final class ConfigLinkBPage: ScreenPage {
    private let model: ConfigLinkBViewModel
    private let example: ExampleColumn

    init(_ model: ConfigLinkBViewModel) {
        self.model = model
        example = ExampleColumn(heading: "Link B", explanation: "Pushed with “\(model.parameter)”.",
                                code: "case let .flowLinkB(parameter)")
    }

    var page: Page { example.page(owner: self) }
}
