import FlowGtk
import ShopFlows

/// The receipt; "Done" closes the cover and takes Items back to its root.
@MainActor
final class PurchaseSummaryPage: ScreenPage {
    private let model: PurchaseSummaryViewModel
    private let column: PageColumn

    init(_ model: PurchaseSummaryViewModel) {
        self.model = model
        column = PageColumn(heading: localized("Thank You"), subtitle: model.message, icon: "emblem-ok-symbolic", centred: true)
        let list = BoxedList()
        list.show([
            // Translators: the row that shows the order's number
            BoxedList.Row(title: localized("Order"), detail: model.orderNumber, showsChevron: false),
            // Translators: how many of which item were bought, such as "2 × Laptop"
            BoxedList.Row(title: localized(plural: "%d × %s", "%d × %s", count: model.quantity, model.itemName),
                          detail: model.totalText, showsChevron: false),
            // Translators: the row that shows the payment card used
            BoxedList.Row(title: localized("Card"), detail: model.cardName, showsChevron: false),
        ])
        column.append(list.list)
        let done = Button(label: localized("Done"), style: .suggested)
        done.onClicked { [weak model] in model?.doneTapped() }
        column.append(buttonRow([done]))
    }

    var page: Page { column.page(owner: self) }
}
