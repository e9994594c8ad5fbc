/// What each link type's values may be — ranges, lengths, identifiers that must exist — checked
/// the same way wherever a link comes from: a deep link (``DeepLinkRouter``), a restored file
/// (``violations(in:)-(TabsSnapshot)``), or the program itself (``FlowState/linkRules``, in debug
/// builds).
///
/// ```swift
/// let rules = LinkRules()
///     .adding(CartLink.self) { link in
///         guard case .quantity(let n) = link else { return nil }
///         return LinkViolation.unless((1...10).contains(n), "quantity", n, expected: "a quantity from 1 to 10")
///     }
/// rules.violation(of: CartLink.quantity(500))   // bad quantity "500": expected a quantity from 1 to 10
/// ```
///
/// Rules that depend on the model (an item id that must be in the catalogue) capture the model's
/// values when the rules are made; make them again when the model changes, as a router is.
public struct LinkRules: Sendable {
    private var checks: [ObjectIdentifier: @Sendable (AnyFlowLink) -> LinkViolation?] = [:]

    /// Rules that accept every link; add a check per link type.
    public init() {}

    /// Adds the check for links of `type`: it returns what is wrong with a link, or `nil`. A type
    /// has one check; adding another replaces it.
    public mutating func add<Link: Hashable & Sendable>(
        _ type: Link.Type, _ check: @escaping @Sendable (Link) -> LinkViolation?
    ) {
        checks[ObjectIdentifier(type)] = { link in link.as(Link.self).flatMap(check) }
    }

    /// A copy with the check for `type` added.
    public func adding<Link: Hashable & Sendable>(
        _ type: Link.Type, _ check: @escaping @Sendable (Link) -> LinkViolation?
    ) -> LinkRules {
        var copy = self
        copy.add(type, check)
        return copy
    }

    /// What is wrong with `link`, or `nil` when its type's rule accepts it (or it has none).
    public func violation(of link: AnyFlowLink) -> LinkViolation? {
        checks[ObjectIdentifier(link.linkType)]?(link)
    }

    /// What is wrong with `link`, or `nil`.
    public func violation(of link: some Hashable & Sendable) -> LinkViolation? {
        violation(of: AnyFlowLink(link))
    }

    /// What is wrong with each entry and presentation of `flow`, bottom level first.
    public func violations(in flow: FlowSnapshot) -> [LinkViolation] {
        guard !checks.isEmpty else { return [] }
        return flow.levels.flatMap { level in
            ([level.presentation?.link].compactMap { $0 } + level.path.map(\.link)).compactMap(violation(of:))
        }
    }

    /// What is wrong with each entry and presentation of every tab of `tabs`.
    public func violations(in tabs: TabsSnapshot) -> [LinkViolation] {
        tabs.tabs.flatMap { violations(in: $0.flow) }
    }

    /// The rule for text a link carries: at least one character, at most `maxLength`, and no
    /// control characters (line breaks, escape sequences) — text that a page shows as a line.
    public static func text(_ text: String, name: String, maxLength: Int) -> LinkViolation? {
        let fits = !text.isEmpty && text.unicodeScalars.count <= maxLength
            && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return LinkViolation.unless(fits, name, text, expected: "some text, at most \(maxLength) characters")
    }
}
