import FlowCoordinator

/// The links of a stack, bottom first, that compare with a plain list of links of any types:
///
/// ```swift
/// #expect(state.links == [PatternsLink.content, ContentLink.firstLink(text: "Swift"), "plain"])
/// ```
///
/// The list literal makes a `LinkList`, so no link needs `AnyFlowLink(…)` around it. Two lists are
/// equal when their links are, in order, with the same types (as ``AnyFlowLink`` compares them).
public struct LinkList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible {
    /// The links, bottom first.
    public let elements: [AnyFlowLink]

    /// The list of these erased links.
    public init(_ elements: some Sequence<AnyFlowLink>) {
        self.elements = Array(elements)
    }

    /// The list of these links, each erased as it is.
    public init(arrayLiteral links: any Hashable & Sendable...) {
        elements = links.map { AnyFlowLink($0) }
    }

    /// The position of the bottom link.
    public var startIndex: Int { elements.startIndex }

    /// The position after the top link.
    public var endIndex: Int { elements.endIndex }

    /// The link at `position`, counted from the bottom.
    public subscript(position: Int) -> AnyFlowLink { elements[position] }

    /// The links, as `[ContentLink.firstLink(text: "Swift"), String.plain]`.
    public var description: String {
        "[" + elements.map(\.description).joined(separator: ", ") + "]"
    }
}
