import Observation

/// Shown for a link that no longer leads anywhere: a saved item that left the catalogue, a card
/// that was removed. Restoring never crashes on stale data; it shows this instead.
@Observable
@MainActor
public final class UnavailableViewModel: ScreenViewModel {
    public let title = "Not Available"
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
