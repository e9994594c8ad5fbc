import FlowGtk
import ShopFlows

/// `thirdLink`: the end of the chain; goes back to the content screen.
@MainActor
final class ThirdPage {
    private let model: ThirdViewModel
    // Translators: the heading of the third screen of the example's chain (First, Second, Third)
    private let example = ExampleColumn(explanation: localized("A link without parameters."),
                                        code: "state.pop(toFirst: { $0.link.as(ContentLink.self) != nil })")

    init(_ model: ThirdViewModel) {
        self.model = model
        example.buttons([(localized("Back to Content"), .suggested, { [weak model] in model?.backToContentTapped() })])
    }

    var page: Page { example.page(owner: self) }
}

extension ThirdViewModel: PageProviding {
    public func makePage() -> Page { ThirdPage(self).page }
}
