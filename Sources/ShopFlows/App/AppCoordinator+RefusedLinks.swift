import FlowCoordinator

extension AppCoordinator {
    /// Says why a link cannot be opened, in the "Cannot Open Link" alert: for a link the router
    /// refused (``open(_:)``), and for one refused before it reached the router (a link argument
    /// longer than any link may be is never read).
    public func refuse(_ error: DeepLinkError) {
        tabs.selectedState.topmost.show(DialogState(alert: localized("Cannot Open Link"), message: ShopLinks.explanation(of: error),
                                                    // Translators: the button that closes an alert
                                                    dismissLabel: localized("OK")))
    }
}
