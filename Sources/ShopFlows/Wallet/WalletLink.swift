import FlowCoordinator

/// Where the Wallet tab can go.
public enum WalletLink: FlowLink {
    /// A card's detail, pushed from the list.
    case card(id: String)
    /// The add-card form, presented in a sheet.
    case addCard
}
