import FlowGtk
import ShopFlows

/// One card; "Remove Card" asks first (a destructive confirmation dialog from the coordinator).
@MainActor
final class CardDetailPage: ScreenPage {
    private let model: CardDetailViewModel
    private let column: PageColumn

    init(_ model: CardDetailViewModel) {
        self.model = model
        column = PageColumn(heading: model.card.displayName, icon: Card.iconName)
        let list = BoxedList()
        list.show([
            BoxedList.Row(title: "Number", detail: model.maskedNumber, showsChevron: false),
            BoxedList.Row(title: "Holder", detail: model.holder, showsChevron: false),
            BoxedList.Row(title: "Expires", detail: model.expiryText, showsChevron: false),
        ])
        column.append(list.list)
        let remove = Button(label: "Remove Card", style: .destructive)
        remove.onClicked { [weak model] in model?.removeTapped() }
        column.append(buttonRow([remove]))
    }

    var page: Page { column.page(owner: self) }
}
