import FlowGtk
import ShopFlows

/// Screen A: asks its delegate (the coordinator) for B or straight for C.
@MainActor
final class ScreenAPage {
    private let model: ScreenAViewModel
    private let example = ExampleColumn(explanation: localized("View models ask their delegate for navigation. A→B→C and A→C reach C through the same coordinator code."),
                                        code: "delegate?.screenADidRequestC()   // coordinator: goToC()")

    init(_ model: ScreenAViewModel) {
        self.model = model
        example.buttons([
            (localized("Go to B"), .suggested, { [weak model] in model?.goToBTapped() }),
            (localized("Go to C"), .regular, { [weak model] in model?.goToCTapped() }),
        ])
    }

    var page: Page { example.page(owner: self) }
}

extension ScreenAViewModel: PageProviding {
    public func makePage() -> Page { ScreenAPage(self).page }
}
