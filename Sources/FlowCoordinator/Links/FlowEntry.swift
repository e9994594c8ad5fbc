/// One pushed screen: a link plus the identity of this particular push.
///
/// Pushing the same link twice gives two entries with different `id`s. Planners and adapters
/// compare entries by `id`, so a reordered path reuses the screens it already has.
public struct FlowEntry: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// The identity of this push.
    public let id: FlowID
    /// The link pushed.
    public let link: AnyFlowLink

    /// A new entry for `link`, with a fresh identity.
    public init(_ link: some Hashable & Sendable) {
        self.init(id: .next(), link: AnyFlowLink(link))
    }

    /// An entry with a given identity, as when a saved state is read back.
    public init(id: FlowID, link: AnyFlowLink) {
        self.id = id
        self.link = link
    }

    /// The link followed by the identity, as in `String.a#12`.
    public var description: String { "\(link)\(id)" }
}
