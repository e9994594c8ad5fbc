import FlowGtk
import ShopFlows

/// Screen B: asks for C, which the coordinator reaches with the same code as from A.
@MainActor
final class ScreenBPage {
    private let model: ScreenBViewModel
    private let example = ExampleColumn(explanation: localized("Reached from A."),
                                        code: "delegate?.screenBDidRequestC()   // coordinator: goToC()")

    init(_ model: ScreenBViewModel) {
        self.model = model
        example.buttons([(localized("Go to C"), .suggested, { [weak model] in model?.goToCTapped() })])
    }

    var page: Page { example.page(owner: self) }
}

extension ScreenBViewModel: PageProviding {
    public func makePage() -> Page { ScreenBPage(self).page }
}
