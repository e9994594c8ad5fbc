import FlowGtk
import ShopFlows

/// The receipt; "Done" closes the cover and takes Items back to its root.
@MainActor
final class PurchaseSummaryPage: ScreenPage {
    private let model: PurchaseSummaryViewModel
    private let column: PageColumn

    init(_ model: PurchaseSummaryViewModel) {
        self.model = model
        column = PageColumn(heading: "Thank You", subtitle: model.message, icon: "emblem-ok-symbolic", centred: true)
        let list = BoxedList()
        list.show([
            BoxedList.Row(title: "Order", detail: model.orderNumber, showsChevron: false),
            BoxedList.Row(title: "\(model.quantity) × \(model.itemName)", detail: model.totalText, showsChevron: false),
            BoxedList.Row(title: "Card", detail: model.cardName, showsChevron: false),
        ])
        column.append(list.list)
        let done = Button(label: "Done", style: .suggested)
        done.onClicked { [weak model] in model?.doneTapped() }
        column.append(buttonRow([done]))
    }

    var page: Page { column.page(owner: self) }
}
