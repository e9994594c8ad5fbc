import FlowGtk
import ShopFlows

/// What a summary lists of an order, wherever one is shown (the purchase's summary, an order
/// of the order list): its number, what was bought and what it cost, the card that paid.
@MainActor
func orderRows(_ order: Order) -> BoxedList {
    let list = BoxedList()
    list.show([
        // Translators: the row that shows the order's number
        BoxedList.Row(title: localized("Order"), detail: order.number, showsChevron: false),
        // Translators: how many of which item were bought, such as "2 × Laptop"
        BoxedList.Row(title: localized(plural: "%d × %s", "%d × %s", count: order.quantity, order.itemName),
                      detail: order.totalText, showsChevron: false),
        // Translators: the row that shows the payment card used
        BoxedList.Row(title: localized("Card"), detail: order.cardName, showsChevron: false),
    ])
    return list
}
