import FlowCoordinator

/// Where the Profile tab can go.
public enum ProfileLink: FlowLink {
    /// The edit form, presented in a sheet.
    case edit
    /// The settings screen, pushed.
    case settings
    /// The orders placed, pushed (`shop://orders`).
    case orders
    /// An order's summary, pushed over the orders (`shop://orders/SHOP-1001`).
    case order(number: String)
}
