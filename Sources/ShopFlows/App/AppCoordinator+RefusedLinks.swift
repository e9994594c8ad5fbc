import FlowCoordinator

extension AppCoordinator {
    /// Says why a link cannot be opened, in the "Cannot Open Link" alert: for a link the router
    /// refused (``open(_:)``), and for one refused before it reached the router (a link argument
    /// longer than any link may be is never read).
    public func refuse(_ error: DeepLinkError) {
        var message = ShopRoutes.explanation(of: error)
        if case .badParameter(name: "card", _, _) = error, !account.isSignedIn { message = Self.signedOutCards }
        tabs.selectedState.topmost.show(DialogState(alert: localized("Cannot Open Link"), message: message))
    }

    /// Why a card cannot be shown while the person is signed out.
    static var signedOutCards: String { localized("You are signed out: sign in to see your cards.") }
}
