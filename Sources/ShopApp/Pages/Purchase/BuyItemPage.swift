import FlowGtk
import ShopFlows

/// The order and the card Pay charges, and "Pay": payment runs asynchronously and can be
/// cancelled; a failure comes back as an alert that offers another card (the coordinator's decision).
@MainActor
final class BuyItemPage {
    private let model: BuyItemViewModel
    private let column: PageColumn
    private let status = Text.body("", css: "status")
    private let spinner: Spinner
    // Translators: the button that pays for the order
    private let pay = Button(label: localized("Pay"), style: .suggested)
    private let cancel = Button(label: localized("Cancel Payment"))

    init(_ model: BuyItemViewModel) {
        self.model = model
        spinner = Spinner(labelledBy: status)
        column = PageColumn(heading: model.orderText, subtitle: model.paymentText, icon: model.item.icon)
        let total = Label(model.totalText)
        total.addCSSClass("price")
        total.addCSSClass("title-2")
        total.xalign = 0
        column.append(total)
        // While paying: a spinner and what it is doing, as GNOME apps show work under way.
        let working = Box(.horizontal, spacing: 8)
        working.append(spinner)
        working.append(status)
        column.append(working)
        // Paying moves money: no hurried Return or held key presses it (``InputGuard``).
        pay.needsDeliberatePress = true
        pay.onClicked { [weak model] in model?.payTapped() }
        cancel.onClicked { [weak model] in model?.cancelPaymentTapped() }
        column.append(buttonRow([cancel, pay]))
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            status.text = self.model.statusText ?? ""
            status.isVisible = self.model.statusText != nil
            spinner.isSpinning = self.model.isProcessing
            spinner.isVisible = self.model.isProcessing
            pay.isSensitive = self.model.canPay
            cancel.isVisible = !self.model.canPay
            return true
        }
    }

    var page: Page { column.page(owner: self) }
}

extension BuyItemViewModel: PageProviding {
    public func makePage() -> Page { BuyItemPage(self).page }
}
