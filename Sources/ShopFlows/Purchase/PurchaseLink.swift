import FlowCoordinator

/// The purchase flow: its steps, in a full-screen cover with its own stack, and the summary of a
/// paid order, in a cover of its own.
///
/// Each link carries what its own step adds, so a restored or deep-linked cover rebuilds every
/// screen from the links alone: the item is the detail the cover is presented over, the quantity
/// is in the cover's link (and in the buy step, which pays for it), the card in the buy step.
///
/// A paid order is not a step of the purchase: it replaces the purchase's cover with a cover
/// whose only screen is the summary, so no step of a paid purchase (and no Pay button) can be
/// reached again, by Back, by a restored state or by a link.
public enum PurchaseLink: FlowLink {
    /// The purchase cover, showing its first screen: how many of the item under the cover to buy.
    /// The quantity changes in place (``FlowState/replaceLink(of:with:)``) as the user chooses
    /// it, so a restored purchase shows what they chose.
    case addToCart(quantity: Int)
    /// Pushed to choose a card; it finishes with the chosen ``Card`` (or `nil` on back).
    case paymentMethod
    /// Pay for `quantity` items with the card `cardID`.
    case buy(quantity: Int, cardID: String)
    /// The paid order, the only screen of its own cover.
    case summary(orderNumber: String, quantity: Int, cardID: String)

    /// The quantities one purchase may buy: what links accept and what a saved state may restore.
    public static let quantities = 1...10

    /// The quantity this link names, if it names one.
    public var quantity: Int? {
        switch self {
        case .addToCart(let quantity), .buy(let quantity, _), .summary(_, let quantity, _): quantity
        case .paymentMethod: nil
        }
    }

    /// What is wrong with the quantity this link names: the link rules' check of it
    /// (``ShopRoutes/rules(itemIDs:cardIDs:orderNumbers:)``). A saved state can hold anything; a link that
    /// breaks this is never shown as payable.
    public var quantityViolation: LinkViolation? {
        guard let quantity, !Self.quantities.contains(quantity) else { return nil }
        return LinkViolation("quantity", value: quantity,
                             expected: "a quantity from \(Self.quantities.lowerBound) to \(Self.quantities.upperBound)")
    }
}
