import Observation

/// Who is signed in, and their settings: what the Profile tab shows and edits.
@Observable
@MainActor
public final class Account {
    public var name: String
    public var email: String
    public var isSignedIn = true
    /// Settings screen toggles.
    public var orderUpdates = true
    public var newsletter = false

    public init(profile: ProfileData) {
        name = profile.name
        email = profile.email
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
