import FlowGtk
import ShopFlows

/// One order of the order list: its summary, as the purchase showed it when it was paid.
@MainActor
final class OrderPage {
    private let model: OrderViewModel
    private let column: PageColumn

    init(_ model: OrderViewModel) {
        self.model = model
        column = PageColumn(heading: .screenTitle)
        column.append(orderRows(model.order).list)
    }

    var page: Page { column.page(owner: self) }
}

extension OrderViewModel: PageProviding {
    public func makePage() -> Page { OrderPage(self).page }
}
