import Observation

/// Who is signed in, and their settings: what the Profile tab shows and edits. Signed out, the
/// person's cards are hidden (the wallet, the purchase's payment step) until they sign in again.
@Observable
@MainActor
public final class Account {
    public var name: String
    public var email: String
    /// Whether the person is signed in; a sign-out, here or in another process sharing the data,
    /// tells those who asked (``whenSignedOut(_:)``).
    public var isSignedIn = true {
        didSet { if oldValue, !isSignedIn { for handler in signOutHandlers { handler() } } }
    }
    @ObservationIgnored private var signOutHandlers: [@MainActor () -> Void] = []
    /// Settings screen toggles.
    public var orderUpdates = true
    public var newsletter = false

    public init(profile: ProfileData) {
        name = profile.name
        email = profile.email
    }

    /// Calls `handler` each time the person signs out (a window that shows a card closes it).
    /// Hold what it captures weakly: it stays for the account's life.
    public func whenSignedOut(_ handler: @escaping @MainActor () -> Void) {
        signOutHandlers.append(handler)
    }

    // MARK: Saving

    /// What the account keeps between launches.
    public struct Contents: Hashable, Codable, Sendable {
        public var name: String
        public var email: String
        public var isSignedIn: Bool
        public var orderUpdates: Bool
        public var newsletter: Bool

        public init(name: String, email: String, isSignedIn: Bool, orderUpdates: Bool, newsletter: Bool) {
            self.name = name
            self.email = email
            self.isSignedIn = isSignedIn
            self.orderUpdates = orderUpdates
            self.newsletter = newsletter
        }
    }

    /// What to save now.
    public var contents: Contents {
        Contents(name: name, email: email, isSignedIn: isSignedIn, orderUpdates: orderUpdates, newsletter: newsletter)
    }

    public func restore(_ contents: Contents) {
        name = contents.name
        email = contents.email
        isSignedIn = contents.isSignedIn
        orderUpdates = contents.orderUpdates
        newsletter = contents.newsletter
    }
}

/// The profile a fresh app starts with.
public struct ProfileData: Hashable, Codable, Sendable {
    public var name: String
    public var email: String

    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}
