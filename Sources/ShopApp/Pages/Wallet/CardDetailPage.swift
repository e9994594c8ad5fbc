import FlowGtk
import ShopFlows

/// One card; "Remove Card" asks first (a destructive confirmation dialog from the coordinator).
@MainActor
final class CardDetailPage {
    private let model: CardDetailViewModel
    private let column: PageColumn

    init(_ model: CardDetailViewModel) {
        self.model = model
        column = PageColumn(heading: .screenTitle, icon: Card.iconName)
        let list = BoxedList()
        list.show([
            // Translators: the row that shows the card's number
            BoxedList.Row(title: localized("Number"), detail: model.maskedNumber, showsChevron: false,
                          detailIsLeftToRight: true),
            // Translators: the row that shows the name on the card
            BoxedList.Row(title: localized("Holder"), detail: model.holder, showsChevron: false),
            // Translators: the row that shows the card's expiry date (month and year)
            BoxedList.Row(title: localized("Expires"), detail: model.expiryText, showsChevron: false),
        ])
        column.append(list.list)
        let remove = Button(label: localized("Remove Card"), style: .destructive)
        remove.onClicked { [weak model] in model?.removeTapped() }
        column.append(buttonRow([remove]))
    }

    var page: Page { column.page(owner: self) }
}

extension CardDetailViewModel: PageProviding {
    public func makePage() -> Page { CardDetailPage(self).page }
}
