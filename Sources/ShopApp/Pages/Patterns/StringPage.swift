import FlowGtk
import ShopFlows

/// A plain `String` pushed onto the same path as the `ContentLink`s.
@MainActor
final class StringPage {
    private let model: StringScreenViewModel
    private let example: ExampleColumn

    init(_ model: StringScreenViewModel) {
        self.model = model
        // Translators: the heading: the text the link pushed, in quotation marks
        example = ExampleColumn(heading: .text(localized("“%s”", model.text)),
                                explanation: localized("A plain String link, on the same path as the enum links."),
                                code: "state.push(\"\(model.text)\")")
    }

    var page: Page { example.page(owner: self) }
}

extension StringScreenViewModel: PageProviding {
    public func makePage() -> Page { StringPage(self).page }
}
