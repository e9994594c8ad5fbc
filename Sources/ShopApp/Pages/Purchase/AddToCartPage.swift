import FlowGtk
import FlowLocale
import ShopFlows

/// The purchase cover's first step: the quantity, the total, the card chosen last (coming back
/// from the Buy step), and "Choose Payment".
@MainActor
final class AddToCartPage {
    private let model: AddToCartViewModel
    private let column: PageColumn
    private let quantity = Label()
    private let total = Label()
    private let card = Text.body("")
    private let less = Button(iconName: "list-remove-symbolic", name: localized("One less"))
    private let more = Button(iconName: "list-add-symbolic", name: localized("One more"))

    init(_ model: AddToCartViewModel) {
        self.model = model
        // Translators: %s is the price of one item
        column = PageColumn(heading: model.itemName, subtitle: localized("%s each", model.priceText), icon: model.item.icon)
        less.onClicked { [weak model] in model?.decrement() }
        more.onClicked { [weak model] in model?.increment() }
        quantity.addCSSClass("title-2")
        quantity.widthChars = 2
        // The number, then − and + side by side, linked as one control (GNOME's stepper look).
        let buttons = Box(.horizontal)
        buttons.addCSSClass("linked")
        buttons.verticalAlignment = .center
        [less, more].forEach(buttons.append)
        let stepper = Box(.horizontal, spacing: 12)
        [quantity, buttons].forEach(stepper.append)
        column.section(localized("Quantity"), stepper)
        total.addCSSClass("price")
        total.xalign = 0
        column.section(localized("Total"), total)
        // Translators: the heading over the payment card chosen
        let cardHeading = column.section(localized("Card"), card)

        let cancel = Button(label: localized("Cancel"))
        cancel.onClicked { [weak model] in model?.cancelTapped() }
        let pay = Button(label: localized("Choose Payment"), style: .suggested)
        pay.onClicked { [weak model] in model?.choosePaymentTapped() }
        column.append(buttonRow([cancel, pay]))

        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            quantity.text = LocaleFormat.current.integer(self.model.quantity)
            total.text = self.model.totalText
            less.isSensitive = self.model.canDecrement
            more.isSensitive = self.model.canIncrement
            card.text = self.model.chosenCardName ?? ""
            card.isVisible = self.model.chosenCardName != nil
            cardHeading.isVisible = card.isVisible
            return true
        }
    }

    var page: Page { column.page(owner: self) }
}

extension AddToCartViewModel: PageProviding {
    public func makePage() -> Page { AddToCartPage(self).page }
}
