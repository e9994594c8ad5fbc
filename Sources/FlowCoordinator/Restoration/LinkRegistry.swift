/// The link types a saved state may hold, and the types of the drafts its screens keep
/// (``ScreenDraft``), each under a stable name.
///
/// Saved documents name link types by these names, never by Swift's type names, so renaming or
/// moving a type does not break what users saved; keep a name once it has shipped.
///
/// ```swift
/// var registry = LinkRegistry()
/// registry.register(ItemLink.self, as: "item")
/// registry.register(String.self, as: "string")
/// ```
public struct LinkRegistry: Sendable {
    struct Registration: Sendable {
        let name: String
        let encode: @Sendable (AnyFlowLink, any Encoder) throws -> Void
        let decode: @Sendable (any Decoder) throws -> AnyFlowLink
    }

    struct DraftRegistration: Sendable {
        let name: String
        let decode: @Sendable (any Decoder) throws -> AnyScreenDraft
    }

    private var byName: [String: Registration] = [:]
    private var nameByType: [ObjectIdentifier: String] = [:]
    private var draftsByName: [String: DraftRegistration] = [:]
    private var draftNameByType: [ObjectIdentifier: String] = [:]

    /// An empty registry; register each link type a saved state may hold.
    public init() {}

    /// Registers `type` under `name`. Each type and each name may be registered once.
    public mutating func register<Link: Hashable & Codable & Sendable>(_ type: Link.Type, as name: String) {
        precondition(byName[name] == nil, "LinkRegistry: the name \"\(name)\" is already registered")
        precondition(nameByType[ObjectIdentifier(type)] == nil, "LinkRegistry: \(type) is already registered")
        byName[name] = Registration(
            name: name,
            encode: { link, encoder in
                guard let value = link.as(Link.self) else { return }
                try value.encode(to: encoder)
            },
            decode: { decoder in AnyFlowLink(try Link(from: decoder)) })
        nameByType[ObjectIdentifier(type)] = name
    }

    /// A copy with `type` registered under `name`.
    public func registering<Link: Hashable & Codable & Sendable>(_ type: Link.Type, as name: String) -> LinkRegistry {
        var copy = self
        copy.register(type, as: name)
        return copy
    }

    /// Registers the draft type `type` under `name`. Each type and each name may be registered
    /// once; drafts have names of their own, apart from links'.
    public mutating func registerDraft<Draft: ScreenDraft>(_ type: Draft.Type, as name: String) {
        precondition(draftsByName[name] == nil, "LinkRegistry: the draft name \"\(name)\" is already registered")
        precondition(draftNameByType[ObjectIdentifier(type)] == nil, "LinkRegistry: \(type) is already registered")
        draftsByName[name] = DraftRegistration(name: name, decode: { decoder in AnyScreenDraft(try Draft(from: decoder)) })
        draftNameByType[ObjectIdentifier(type)] = name
    }

    /// A copy with the draft type `type` registered under `name`.
    public func registeringDraft<Draft: ScreenDraft>(_ type: Draft.Type, as name: String) -> LinkRegistry {
        var copy = self
        copy.registerDraft(type, as: name)
        return copy
    }

    /// The name `draft`'s type is registered under.
    public func name(of draft: AnyScreenDraft) -> String? {
        draftNameByType[ObjectIdentifier(draft.draftType)]
    }

    func draftRegistration(named name: String) -> DraftRegistration? { draftsByName[name] }

    /// The name `link`'s type is registered under.
    public func name(of link: AnyFlowLink) -> String? {
        nameByType[ObjectIdentifier(link.linkType)]
    }

    /// The registered names.
    public var names: [String] { byName.keys.sorted() }

    func registration(named name: String) -> Registration? { byName[name] }

    func registration(for link: AnyFlowLink) -> Registration? { name(of: link).flatMap { byName[$0] } }
}
