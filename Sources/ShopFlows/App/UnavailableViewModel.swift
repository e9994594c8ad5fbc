import Observation

/// Shown for a link that no longer leads anywhere: a saved item that left the catalogue, a card
/// that was removed, a value the link rules refuse. Restoring never crashes on stale or damaged
/// data; it shows this instead.
@Observable
@MainActor
public final class UnavailableViewModel: ScreenViewModel {
    /// The title of an unavailable screen, as registered with `registerUnavailable(title:screen:)`,
    /// in the user's language.
    public nonisolated static var title: String { localized("Not Available") }
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
