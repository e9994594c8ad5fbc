import FlowGtk
import ShopFlows

/// The seed's content screen: its view model is its flow state, so each button sets the
/// view model's `activeLink`, and the content coordinator pushes or presents it.
@MainActor
final class ContentPage {
    private let model: ContentViewModel
    /// The field, when it had the focus when the page was left, restored with the page.
    private var focusFirst: Entry?
    private let example = ExampleColumn(
        explanation: localized("Links with parameters pushed on one path (a plain String too), a sheet and a cover. First, second and third are run by child coordinators pushing onto the same path."),
        code: "viewModel.activeLink = .firstLink(text: text)   // the view model is the flow state")

    init(_ model: ContentViewModel) {
        self.model = model
        let text = FormField(localized("Text for the first link and the sheet"), text: model.text) { [weak model] in model?.text = $0 }
        example.column.append(text.box)
        focusFirst = FormFocus.keep([(.text, text.entry)], restoring: model.focus, caret: model.caret) { [weak model] in model?.focus = $0; model?.caret = $1 }
        let first = example.buttons([
            // Translators: a button that pushes the example's first link (the First, Second and Third screens are steps of a chain)
            (localized("First"), .suggested, { [weak model] in model?.firstTapped() }),
            // Translators: a button that pushes the example's second link
            (localized("Second"), .regular, { [weak model] in model?.secondTapped() }),
            // Translators: a button that pushes the example's third link
            (localized("Third"), .regular, { [weak model] in model?.thirdTapped() }),
            // Translators: a button that pushes a plain String (the programming type) as a link
            (localized("String"), .regular, { [weak model] in model?.stringTapped() }),
        ])
        let second = example.buttons([
            // Translators: a button that presents the text in a sheet (a dialog window over this one)
            (localized("Sheet"), .regular, { [weak model] in model?.sheetTapped() }),
            // Translators: a button that presents the text in a full-screen cover
            (localized("Cover"), .regular, { [weak model] in model?.coverTapped() }),
        ])
        // The buttons whose links carry the text wait for text the link rules accept.
        let carryText = [first[0], first[3]] + second
        ViewUpdates.keep { [weak model] in
            guard let model else { return false }
            let problem = model.textProblem
            text.show(error: problem)
            for button in carryText { button.isSensitive = problem == nil }
            return true
        }
    }

    var page: Page {
        let page = example.page(owner: self)
        page.focusFirst = focusFirst
        return page
    }
}

extension ContentViewModel: PageProviding {
    public func makePage() -> Page { ContentPage(self).page }
}
