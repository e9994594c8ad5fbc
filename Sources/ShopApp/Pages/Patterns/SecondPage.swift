import FlowGtk
import ShopFlows

/// `secondLink(number:)`: shows its parameter; its child coordinator pushes the third screen.
@MainActor
final class SecondPage: ScreenPage {
    private let model: SecondViewModel
    private let example: ExampleColumn

    init(_ model: SecondViewModel) {
        self.model = model
        example = ExampleColumn(heading: "Second", explanation: "Pushed with number \(model.number).",
                                code: "path.append(ContentLink.thirdLink)")
        example.buttons([("Third", .suggested, { [weak model] in model?.thirdTapped() })])
    }

    var page: Page { example.page(owner: self) }
}
