import FlowCoordinator

/// The screen shown where a saved or restored link no longer leads anywhere, and what it says.
///
/// People read these words, so they say what is gone in the shop's own terms — an item, a card —
/// and never describe the link itself (its type and parameters are for the terminal and the saved
/// file, not for a page).
extension AppCoordinator {
    /// What the screen of `link` says when the link leads nowhere.
    func unavailableMessage(for link: AnyFlowLink?) -> String {
        if case .detail(let id)? = link?.as(ItemsLink.self), environment.catalogue.item(id: id) == nil {
            return "This item is no longer available."
        }
        if case .buy(_, let cardID)? = link?.as(PurchaseLink.self), wallet.card(id: cardID) == nil {
            return "This card is no longer in your wallet."
        }
        if case .card(let id)? = link?.as(WalletLink.self), wallet.card(id: id) == nil {
            return "This card is no longer in your wallet."
        }
        return "This page is no longer available."
    }
}
