import FlowCoordinator
import FlowLocale

extension ShopRoutes {
    /// What the "Cannot Open Link" alert tells a person about `error`, in their language.
    ///
    /// A link that names something the shop no longer has (an item, a card) says what is gone; any
    /// other unusable link says only that it leads nowhere in Shop. The error's own
    /// ``DeepLinkError/message``, which quotes the offending part of the link, is for the terminal.
    public static func explanation(of error: DeepLinkError) -> String {
        let quantities = PurchaseLink.quantities
        let steps = ConfigChildLink.steps
        let number = LocaleFormat.current
        return switch error {
        case .badParameter(name: "item", _, _): localized("This item is not in the catalogue.")
        case .badParameter(name: "card", _, _): localized("This card is not in your wallet.")
        case .badParameter(name: "order", let order, _):
            // Translators: %s is an order number such as SHOP-1001
            localized("No such order: %s is not an order you placed.", order)
        case .badParameter(name: "quantity", _, _):
            // Translators: %2$s is the fewest items (1), %1$d the most (10)
            localized(plural: "A purchase is for %2$s to %1$d item.", "A purchase is for %2$s to %1$d items.", count: quantities.upperBound, number.integer(quantities.lowerBound))
        case .badParameter(name: "step", _, _):
            // Translators: the numbers of the first and last step of an example flow in the Patterns tab
            localized("The child flow has steps %1$s to %2$s.", number.integer(steps.lowerBound), number.integer(steps.upperBound))
        case .badParameter(name: "text", _, _):
            localized("The text in this link is too long or holds characters Shop cannot show.")
        default: localized("This link does not lead to a page of Shop.")
        }
    }
}
