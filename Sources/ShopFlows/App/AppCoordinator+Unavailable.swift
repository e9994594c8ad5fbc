import FlowCoordinator

/// The screen shown where a saved or restored link no longer leads anywhere, and what it says.
///
/// People read these words, so they say what is gone in the shop's own terms — an item, a card —
/// and never describe the link itself (its type and parameters are for the terminal and the saved
/// file, not for a page).
extension AppCoordinator {
    /// What the screen of `link` says when the link leads nowhere: the rule it breaks
    /// (``linkRules``) names what is gone. In the user's language.
    func unavailableMessage(for link: AnyFlowLink?) -> String {
        switch link.flatMap({ linkRules.violation(of: $0) })?.name {
        case "item": localized("This item is no longer available.")
        case "card": account.isSignedIn ? localized("This card is no longer in your wallet.") : Self.signedOutCards
        default: localized("This page is no longer available.")
        }
    }
}
