import FlowGtk
import ShopFlows

/// Choosing one of the wallet's cards; the choice goes back to the purchase as a typed result.
@MainActor
final class PaymentMethodPage {
    private let model: PaymentMethodViewModel
    private let column = PageColumn(heading: "Pay With", subtitle: "Cards come from your wallet.")
    private let list: BoxedList
    private let empty = Text.body("Your wallet has no cards. Add one in the Wallet tab.", css: "dim-label")

    init(_ model: PaymentMethodViewModel) {
        self.model = model
        list = BoxedList { [weak model] index in
            guard let model, model.rows.indices.contains(index) else { return }
            model.cardSelected(model.rows[index].id)
        }
        column.append(list.list)
        column.append(empty)
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            list.show(self.model.rows.map { BoxedList.Row(title: $0.name, subtitle: $0.detail, icon: "auth-smartcard-symbolic") })
            empty.isVisible = self.model.isEmpty
            return true
        }
    }

    var page: Page { column.page(title: model.title, owner: self) }
}
