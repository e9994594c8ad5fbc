import FlowGtk
import ShopFlows

/// Screen C: shows the route it was reached by.
@MainActor
final class ScreenCPage: ScreenPage {
    private let model: ScreenCViewModel
    private let example: ExampleColumn

    init(_ model: ScreenCViewModel) {
        self.model = model
        example = ExampleColumn(heading: localized("Screen C"),
                                // Translators: %s is the route of screens taken, such as "A → B → C"
                                explanation: localized("Reached by %s.", model.route),
                                code: "delegate?.screenCDidRequestBackToA()   // coordinator: popToRoot()")
        example.buttons([(localized("Back to A"), .suggested, { [weak model] in model?.backToATapped() })])
    }

    var page: Page { example.page(owner: self) }
}
