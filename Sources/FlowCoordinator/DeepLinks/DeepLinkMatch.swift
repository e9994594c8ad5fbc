/// What a link resolves to: its target, and the values it gave on the way (see
/// ``DeepLinkRouter/match(_:)``).
public struct DeepLinkMatch: Sendable {
    /// The navigation the link leads to.
    public let target: NavigationTarget
    /// The link's path and query parameters, by name.
    public let parameters: DeepLinkParameters
}
