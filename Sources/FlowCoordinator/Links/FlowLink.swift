/// A place a screen can navigate to.
///
/// Declare one `FlowLink` enum per screen or flow, with a case per destination and associated
/// values for its parameters. The seed example:
///
/// ```swift
/// enum ContentLink: FlowLink {
///     case firstLink(text: String)
///     case secondLink(number: Int)
///     case thirdLink
///     case sheetLink(item: String)
/// }
/// ```
///
/// Links are values: hashable (so a path can be compared), `Codable` (so a state can be saved and
/// restored), and `Sendable`. ``id`` defaults to a readable description of the case, as in the seed
/// articles, so `FlowLink` enums can drive `Identifiable`-based presentation APIs.
public protocol FlowLink: Hashable, Identifiable, Codable, Sendable {}

extension FlowLink {
    /// A readable identity: the case and its associated values, e.g. `secondLink(number: 2)`.
    public var id: String { String(describing: self) }
}
