import FlowCoordinator

extension FlowWindow {
    /// Draws the window's current toast in its window on top (a sheet or cover over the main
    /// window hides the main window's bottom), and nothing in the others. A press of its button
    /// and its closing go to the queue first, as every user action goes to the state.
    func showToast() {
        let overlays = toastOverlays
        for overlay in overlays.dropLast() {
            overlay.show(nil, activated: { _ in }, closed: { _ in })
        }
        overlays.last?.show(toasts.current, activated: { [weak self] id in
            self?.toasts.userActivated(id)
            self?.apply()
        }, closed: { [weak self] id in
            self?.toasts.userClosed(id)
            self?.apply()
        })
    }

    /// The toast drawn, in whichever window (for tests and the mirror check).
    public var shownToast: ToastSnapshot? {
        toastOverlays.lazy.compactMap(\.toast).first
    }
}
