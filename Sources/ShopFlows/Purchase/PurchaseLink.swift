import FlowCoordinator

/// The steps of the purchase flow, which runs in a full-screen cover with its own stack.
///
/// Each link carries what its own step adds, so a restored or deep-linked cover rebuilds every
/// screen from the links alone: the item is the detail the cover is presented over, the quantity
/// and card are in the buy step, the order number in the summary.
public enum PurchaseLink: FlowLink {
    /// The cover's root: choose a quantity of the item under the cover.
    case addToCart
    /// Pushed to choose a card; it finishes with the chosen ``Card`` (or `nil` on back).
    case paymentMethod
    /// Pay for `quantity` items with the card `cardID`.
    case buy(quantity: Int, cardID: String)
    /// The paid order.
    case summary(orderNumber: String)
}
