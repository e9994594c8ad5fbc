import FlowGtk
import ShopFlows

/// One order of the order list: its summary, as the purchase showed it when it was paid.
@MainActor
final class OrderPage: ScreenPage {
    private let model: OrderViewModel
    private let column: PageColumn

    init(_ model: OrderViewModel) {
        self.model = model
        column = PageColumn(heading: model.order.number)
        column.append(orderRows(model.order).list)
    }

    var page: Page { column.page(owner: self) }
}
