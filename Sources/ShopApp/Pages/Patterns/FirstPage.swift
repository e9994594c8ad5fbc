import FlowGtk
import ShopFlows

/// `firstLink(text:)`: shows its parameter; its child coordinator pushes the second screen.
@MainActor
final class FirstPage: ScreenPage {
    private let model: FirstViewModel
    private let example: ExampleColumn

    init(_ model: FirstViewModel) {
        self.model = model
        example = ExampleColumn(heading: "First", explanation: "Pushed with text “\(model.text)”.",
                                code: "path.append(ContentLink.secondLink(number: \(model.nextNumber)))")
        example.buttons([("Second", .suggested, { [weak model] in model?.secondTapped() })])
    }

    var page: Page { example.page(owner: self) }
}
