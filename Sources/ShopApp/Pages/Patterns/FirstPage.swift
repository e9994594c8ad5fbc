import FlowGtk
import ShopFlows

/// `firstLink(text:)`: shows its parameter; its child coordinator pushes the second screen.
@MainActor
final class FirstPage {
    private let model: FirstViewModel
    private let example: ExampleColumn

    init(_ model: FirstViewModel) {
        self.model = model
        // Translators: the heading of the first screen of the example's chain (First, Second, Third)
        example = ExampleColumn(explanation: localized("Pushed with text “%s”.", model.text),
                                code: "path.append(ContentLink.secondLink(number: \(model.nextNumber)))")
        // Translators: a button that pushes the example's second link
        example.buttons([(localized("Second"), .suggested, { [weak model] in model?.secondTapped() })])
    }

    var page: Page { example.page(owner: self) }
}

extension FirstViewModel: PageProviding {
    public func makePage() -> Page { FirstPage(self).page }
}
