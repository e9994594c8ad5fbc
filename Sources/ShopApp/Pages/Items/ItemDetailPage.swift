import FlowGtk
import ShopFlows

/// One item: its picture, price and description, and "Add to Cart", which the coordinator turns
/// into the purchase cover.
@MainActor
final class ItemDetailPage {
    private let model: ItemDetailViewModel
    private let column: PageColumn

    init(_ model: ItemDetailViewModel) {
        self.model = model
        column = PageColumn(heading: .screenTitle, subtitle: model.description, icon: model.icon)
        let price = Label(model.priceText)
        price.addCSSClass("price")
        price.addCSSClass("title-2")
        price.xalign = 0
        column.append(price)
        let add = Button(label: localized("Add to Cart"), style: .suggested)
        add.onClicked { [weak model] in model?.addToCartTapped() }
        column.append(buttonRow([add]))
    }

    var page: Page { column.page(owner: self) }
}

extension ItemDetailViewModel: PageProviding {
    public func makePage() -> Page { ItemDetailPage(self).page }
}
