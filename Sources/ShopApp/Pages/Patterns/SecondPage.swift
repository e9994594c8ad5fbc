import FlowGtk
import FlowLocale
import ShopFlows

/// `secondLink(number:)`: shows its parameter; its child coordinator pushes the third screen.
@MainActor
final class SecondPage {
    private let model: SecondViewModel
    private let example: ExampleColumn

    init(_ model: SecondViewModel) {
        self.model = model
        // Translators: the heading of the second screen of the example's chain (First, Second, Third)
        example = ExampleColumn(explanation: localized("Pushed with number %s.", LocaleFormat.current.integer(model.number)),
                                code: "path.append(ContentLink.thirdLink)")
        // Translators: a button that pushes the example's third link
        example.buttons([(localized("Third"), .suggested, { [weak model] in model?.thirdTapped() })])
    }

    var page: Page { example.page(owner: self) }
}

extension SecondViewModel: PageProviding {
    public func makePage() -> Page { SecondPage(self).page }
}
