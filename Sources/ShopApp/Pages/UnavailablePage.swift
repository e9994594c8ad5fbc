import FlowGtk
import ShopFlows

/// Shown for a link that no longer leads anywhere (a removed card in a saved state).
@MainActor
final class UnavailablePage {
    private let model: UnavailableViewModel
    private let column: PageColumn

    init(_ model: UnavailableViewModel) {
        self.model = model
        column = PageColumn(heading: .screenTitle, subtitle: model.message, icon: "dialog-question-symbolic")
    }

    var page: Page { column.page(owner: self) }
}

extension UnavailableViewModel: PageProviding {
    public func makePage() -> Page { UnavailablePage(self).page }
}
