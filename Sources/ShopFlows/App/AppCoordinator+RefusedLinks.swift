import FlowCoordinator

extension AppCoordinator {
    /// Says why a link was refused before it reached the router (a link argument longer than any
    /// link may be is never read), in the alert ``open(_:)`` shows for a link it cannot open.
    public func refuse(_ error: DeepLinkError) {
        tabs.selectedState.topmost.show(DialogState(alert: "Cannot Open Link", message: ShopLinks.explanation(of: error)))
    }
}
