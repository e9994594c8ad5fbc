import FlowGtk
import ShopFlows

/// The seed's create-configuration screen: link A presents a sheet, link B(String) pushes, a
/// cover, and a child coordinator that pushes onto its parent's path.
@MainActor
final class CreateConfigurationPage {
    private let model: CreateConfigurationViewModel
    /// The field, when it had the focus when the page was left, restored with the page.
    private var focusFirst: Entry?
    private let example = ExampleColumn(explanation: localized("CreateConfigFlowState: a shared path, presentedItem and coverItem."),
                                        code: "state.presentedItem = .flowLinkA;  state.path.append(.flowLinkB(parameter))")

    init(_ model: CreateConfigurationViewModel) {
        self.model = model
        let parameter = FormField(localized("Parameter for link B"), text: model.parameter) { [weak model] in model?.parameter = $0 }
        example.column.append(parameter.box)
        focusFirst = FormFocus.keep([(.parameter, parameter.entry)], restoring: model.focus, caret: model.caret) { [weak model] in model?.focus = $0; model?.caret = $1 }
        let buttons = example.buttons([
            // Translators: a button that presents link A in a sheet (a dialog window over this one)
            (localized("Link A (Sheet)"), .suggested, { [weak model] in model?.showSheetTapped() }),
            // Translators: a button that pushes link B onto the path (the next page)
            (localized("Link B (Push)"), .regular, { [weak model] in model?.pushTapped() }),
            // Translators: a button that presents a full-screen cover
            (localized("Cover"), .regular, { [weak model] in model?.showCoverTapped() }),
            // Translators: a button that starts a child coordinator's steps
            (localized("Child Flow"), .regular, { [weak model] in model?.startChildTapped() }),
        ])
        // Link B carries the parameter: its button waits for text the link rules accept.
        let push = buttons[1]
        ViewUpdates.keep { [weak model] in
            guard let model else { return false }
            let problem = model.parameterProblem
            parameter.show(error: problem)
            push.isSensitive = problem == nil
            return true
        }
    }

    var page: Page {
        let page = example.page(owner: self)
        page.focusFirst = focusFirst
        return page
    }
}

extension CreateConfigurationViewModel: PageProviding {
    public func makePage() -> Page { CreateConfigurationPage(self).page }
}
