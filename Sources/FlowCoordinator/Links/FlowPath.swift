/// A navigation stack: the pushed entries above a root screen, bottom first.
///
/// `FlowPath` is a value, like SwiftUI's `NavigationPath`, and it may hold links of several
/// types at once: a screen's `ContentLink`, a child flow's own link type, a plain `String`.
/// Every entry has its own identity (see ``FlowEntry``).
public struct FlowPath: Hashable, Sendable, RandomAccessCollection, CustomStringConvertible {
    /// The entries, bottom first.
    public private(set) var entries: [FlowEntry]

    /// An empty path: only the root screen shows.
    public init() {
        entries = []
    }

    /// A path of fresh entries for `links`, bottom first.
    public init(_ links: [any Hashable & Sendable]) {
        entries = links.map { FlowEntry(AnyFlowLink($0)) }
    }

    /// A path of existing entries; identities must be unique.
    public init(entries: [FlowEntry]) {
        precondition(Set(entries.map(\.id)).count == entries.count,
                     "FlowPath: an entry appears twice in \(entries)")
        self.entries = entries
    }

    // MARK: Collection

    /// The position of the bottom entry.
    public var startIndex: Int { entries.startIndex }
    /// The position after the top entry.
    public var endIndex: Int { entries.endIndex }
    /// The entry at `position`, counted from the bottom.
    public subscript(position: Int) -> FlowEntry { entries[position] }

    /// The links, bottom first, without their identities.
    public var links: [AnyFlowLink] { entries.map(\.link) }

    /// The index of the entry with this identity, if it is on the path.
    public func index(of id: FlowID) -> Int? {
        entries.lastIndex { $0.id == id }
    }

    /// Whether the entry with this identity is on the path.
    public func contains(_ id: FlowID) -> Bool { index(of: id) != nil }

    // MARK: Changing the path

    /// Pushes `link` as a new entry and returns that entry's identity.
    @discardableResult
    public mutating func append(_ link: some Hashable & Sendable) -> FlowID {
        let entry = FlowEntry(AnyFlowLink(link))
        entries.append(entry)
        return entry.id
    }

    /// Removes the top `count` entries (all of them when fewer are pushed).
    public mutating func removeLast(_ count: Int = 1) {
        precondition(count >= 0, "FlowPath.removeLast: negative count \(count)")
        entries.removeLast(Swift.min(count, entries.count))
    }

    /// Removes every entry, leaving the root screen.
    public mutating func removeAll() {
        entries.removeAll()
    }

    /// Removes every entry above the one with this identity; returns false (changing nothing)
    /// when that entry is not on the path.
    @discardableResult
    public mutating func removeAll(above id: FlowID) -> Bool {
        guard let index = index(of: id) else { return false }
        entries.removeSubrange((index + 1)...)
        return true
    }

    /// Gives the entry with this identity another link, keeping its identity and place; returns
    /// false (changing nothing) when that entry is not on the path.
    @discardableResult
    public mutating func replaceLink(of id: FlowID, with link: AnyFlowLink) -> Bool {
        guard let index = index(of: id) else { return false }
        entries[index] = FlowEntry(id: id, link: link)
        return true
    }

    /// Replaces the whole stack. Pass existing entries to keep their identities (reordering
    /// reuses screens), new ones for new screens.
    public mutating func replace(with newEntries: [FlowEntry]) {
        self = FlowPath(entries: newEntries)
    }

    /// The entries, bottom first, in brackets.
    public var description: String { "[" + entries.map(\.description).joined(separator: ", ") + "]" }
}
