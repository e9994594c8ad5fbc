import Observation

/// Shown for a link that no longer leads anywhere: a saved item that left the catalogue, a card
/// that was removed, a value the link rules refuse. Restoring never crashes on stale or damaged
/// data; it shows this instead.
@Observable
@MainActor
public final class UnavailableViewModel: ScreenViewModel {
    /// The page's title, also the header's for a link that breaks the rules.
    public nonisolated static let title = "Not Available"
    public var title: String { Self.title }
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
