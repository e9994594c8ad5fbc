import FlowCoordinator

extension ShopLinks {
    /// What the "Cannot Open Link" alert tells a person about `error`.
    ///
    /// A link that names something the shop no longer has (an item, a card) says what is gone; any
    /// other unusable link says only that it leads nowhere in Shop. The error's own
    /// ``DeepLinkError/message``, which quotes the offending part of the link, is for the terminal.
    public static func explanation(of error: DeepLinkError) -> String {
        let quantities = PurchaseLink.quantities
        return switch error {
        case .badParameter(name: "item", _, _): "This item is not in the catalogue."
        case .badParameter(name: "card", _, _): "This card is not in your wallet."
        case .badParameter(name: "order", let number, _): "No such order: \(number) is not an order you placed."
        case .badParameter(name: "quantity", _, _):
            "A purchase is for \(quantities.lowerBound) to \(quantities.upperBound) items."
        case .badParameter(name: "step", _, _):
            "The child flow has steps \(ConfigChildLink.steps.lowerBound) to \(ConfigChildLink.steps.upperBound)."
        case .badParameter(name: "text", _, _):
            "The text in this link is too long or holds characters Shop cannot show."
        default: "This link does not lead to a page of Shop."
        }
    }
}
