import FlowGtk
import ShopFlows

/// The receipt; "Done" closes the cover and takes Items back to its root.
@MainActor
final class PurchaseSummaryPage {
    private let model: PurchaseSummaryViewModel
    private let column: PageColumn

    init(_ model: PurchaseSummaryViewModel) {
        self.model = model
        column = PageColumn(heading: localized("Thank You"), subtitle: model.message, icon: "emblem-ok-symbolic", centred: true)
        column.append(orderRows(model.order).list)
        let done = Button(label: localized("Done"), style: .suggested)
        done.onClicked { [weak model] in model?.doneTapped() }
        column.append(buttonRow([done]))
    }

    var page: Page { column.page(owner: self) }
}

extension PurchaseSummaryViewModel: PageProviding {
    public func makePage() -> Page { PurchaseSummaryPage(self).page }
}
