import FlowGtk
import FlowLocale
import ShopFlows

/// A step of the child coordinator that pushes its own links onto its parent's path.
@MainActor
final class ConfigChildPage {
    private let model: ConfigChildViewModel
    private let example: ExampleColumn

    init(_ model: ConfigChildViewModel) {
        self.model = model
        let code = model.nextNumber.map { "state.path.append(ConfigChildLink.step(number: \($0)))" }
            ?? "// the last step: ConfigChildLink.steps ends at \(ConfigChildLink.steps.upperBound)"
        example = ExampleColumn(explanation: localized("A child coordinator pushing ConfigChildLink onto the parent's path."),
                                code: code)
        let buttons = example.buttons([
            (localized("Next Step"), .suggested, { [weak model] in model?.nextTapped() }),
            (localized("Finish"), .regular, { [weak model] in model?.finishTapped() }),
        ])
        buttons[0].isSensitive = model.canGoNext
    }

    var page: Page { example.page(owner: self) }
}

extension ConfigChildViewModel: PageProviding {
    public func makePage() -> Page { ConfigChildPage(self).page }
}
