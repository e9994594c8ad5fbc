import FlowCoordinator

extension AppCoordinator {
    /// Tells the user something once, in an alert over whatever is on top of the selected tab
    /// (for example that the last session could not be restored).
    public func showNotice(_ message: String, title: String = "Started Fresh") {
        tabs.selectedState.topmost.show(DialogState(alert: title, message: message))
    }
}
