import FlowGtk
import ShopFlows

/// Screen C: shows the route it was reached by.
@MainActor
final class ScreenCPage {
    private let model: ScreenCViewModel
    private let example: ExampleColumn

    init(_ model: ScreenCViewModel) {
        self.model = model
        example = ExampleColumn(
            // Translators: %s is the route of screens taken, such as "A → B → C"
            explanation: localized("Reached by %s.", model.route),
            code: "delegate?.screenCDidRequestBackToA()   // coordinator: popToRoot()")
        example.buttons([(localized("Back to A"), .suggested, { [weak model] in model?.backToATapped() })])
    }

    var page: Page { example.page(owner: self) }
}

extension ScreenCViewModel: PageProviding {
    public func makePage() -> Page { ScreenCPage(self).page }
}
