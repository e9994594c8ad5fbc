import FlowGtk
import ShopFlows

/// One card; "Remove Card" asks first (a destructive confirmation dialog from the coordinator).
/// A card removed in another window leaves a line saying so in place of its details.
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
        let gone = Text.body(CardDetailViewModel.goneText, css: "dim-label")
        column.append(gone)
        let remove = Button(label: "Remove Card", style: .destructive)
        remove.onClicked { [weak model] in model?.removeTapped() }
        let buttons = buttonRow([remove])
        column.append(buttons)
        ViewUpdates.keep { [weak model] in
            guard let model else { return false }
            let present = model.isInWallet
            list.list.isVisible = present
            buttons.isVisible = present
            gone.isVisible = !present
            return true
        }
    }

    var page: Page { column.page(owner: self) }
}
