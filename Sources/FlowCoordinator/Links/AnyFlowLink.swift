/// A type-erased link, so one path can hold links of several types at once.
///
/// Any hashable, sendable value can be a link (a `FlowLink` enum normally, but a plain `String`
/// works too, as with SwiftUI's `NavigationPath`). Two erased links are equal when their
/// underlying values have the same type and are equal.
public struct AnyFlowLink: Hashable, Sendable, CustomStringConvertible {
    /// The link as it was pushed or presented.
    public let base: any Hashable & Sendable

    /// Erases `link`; an ``AnyFlowLink`` passed in is kept as it is, never wrapped twice.
    public init(_ link: some Hashable & Sendable) {
        if let erased = link as? AnyFlowLink {
            self = erased
        } else {
            base = link
        }
    }

    /// The link as a concrete type, or `nil` when it is of another type.
    public func `as`<Link>(_ type: Link.Type) -> Link? {
        base as? Link
    }

    /// The Swift type of the underlying link.
    public var linkType: Any.Type { type(of: base) }

    /// Whether the two links have the same type and equal values.
    public static func == (lhs: AnyFlowLink, rhs: AnyFlowLink) -> Bool {
        // `AnyHashable` alone bridges numbers and optionals (`1 == Int8(1) == 1.0 == Optional(1)`),
        // so compare the types too.
        lhs.linkType == rhs.linkType && AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the underlying value.
    public func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }

    /// The link with its type, as in `ContentLink.firstLink(text: "Hello")`.
    public var description: String {
        "\(type(of: base)).\(base)"
    }
}
