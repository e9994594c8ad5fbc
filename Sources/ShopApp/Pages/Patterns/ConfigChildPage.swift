import FlowGtk
import ShopFlows

/// A step of the child coordinator that pushes its own links onto its parent's path.
@MainActor
final class ConfigChildPage {
    private let model: ConfigChildViewModel
    private let example: ExampleColumn

    init(_ model: ConfigChildViewModel) {
        self.model = model
        example = ExampleColumn(heading: model.title, explanation: "A child coordinator pushing ConfigChildLink onto the parent's path.",
                                code: "state.path.append(ConfigChildLink.step(number: \(model.number + 1)))")
        example.buttons([
            ("Next Step", .suggested, { [weak model] in model?.nextTapped() }),
            ("Finish", .regular, { [weak model] in model?.finishTapped() }),
        ])
    }

    var page: Page { example.page(title: model.title, owner: self) }
}
