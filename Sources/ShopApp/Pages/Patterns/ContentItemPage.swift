import FlowGtk
import ShopFlows

/// What `sheetLink(item:)` and `coverLink(item:)` present.
@MainActor
final class ContentItemPage {
    private let model: ContentItemViewModel
    private let example: ExampleColumn

    init(_ model: ContentItemViewModel) {
        self.model = model
        example = ExampleColumn(
            heading: .text(model.item),
            explanation: model.isCover ? localized("Presented in a full-screen cover. Escape or Ctrl+W closes it too.")
                : localized("Presented in a sheet. Escape, Ctrl+W or the close button close it too."),
            code: model.isCover ? "state.coverItem = ContentLink.coverLink(item:)" : "state.presentedItem = ContentLink.sheetLink(item:)")
        example.buttons([(localized("Close"), .suggested, { [weak model] in model?.closeTapped() })])
    }

    var page: Page { example.page(owner: self) }
}

extension ContentItemViewModel: PageProviding {
    public func makePage() -> Page { ContentItemPage(self).page }
}
