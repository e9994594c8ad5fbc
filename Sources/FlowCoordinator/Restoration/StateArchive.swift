#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes navigation states to a versioned JSON document and reads them back.
///
/// ```json
/// { "format": "flow-coordinator-state", "version": 1, "selectedTab": "items",
///   "tabs": [ { "name": "items",
///               "path": [ { "id": 12, "link": { "type": "item", "value": { "detail": { "id": 7 } } } } ],
///               "presented": [ { "id": 13, "style": "cover", "hostsNavigation": true,
///                                "link": { … }, "path": [ … ] } ] } ] }
/// ```
///
/// Identities are kept, so a state decodes back equal to the one encoded. Dialogs are not saved:
/// their actions are code.
public struct StateArchive: Sendable {
    /// The value of a document's `format` field, which tells a saved state from other JSON.
    public static let format = "flow-coordinator-state"
    /// The version of the document this build writes and reads.
    public static let version = 1
    /// The highest identity a document may hold, leaving room for the identities made after it.
    static let highestID: UInt64 = UInt64.max >> 1

    /// The link types documents may hold, with their names.
    public let registry: LinkRegistry
    /// What a document may hold; reading refuses more.
    public let limits: Limits

    /// An archive for the link types in `registry`, refusing documents beyond `limits`.
    public init(registry: LinkRegistry, limits: Limits = .standard) {
        self.registry = registry
        self.limits = limits
    }

    // MARK: Encoding

    /// A document for a tabbed window.
    public func encode(_ tabs: TabsSnapshot) throws(RestorationError) -> Data {
        try encode(Document(selectedTab: tabs.selectedTab, tabs: tabs.tabs.map { Document.Tab(name: $0.name, $0.flow) }))
    }

    /// A document for a window without tabs.
    public func encode(_ flow: FlowSnapshot) throws(RestorationError) -> Data {
        try encode(Document(selectedTab: nil, tabs: [Document.Tab(name: nil, flow)]))
    }

    private func encode(_ document: Document) throws(RestorationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.userInfo[.linkRegistry] = registry
        do {
            return try encoder.encode(document)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .malformed("\(error)")
        }
    }

    // MARK: Decoding

    /// The tabbed window state in `data`.
    public func decodeTabs(from data: Data) throws(RestorationError) -> TabsSnapshot {
        let document = try decode(data)
        guard let selected = document.selectedTab else {
            throw .inconsistent("the document has no selected tab")
        }
        let tabs = try document.tabs.map { (tab) throws(RestorationError) -> TabSnapshot in
            guard let name = tab.name else { throw .inconsistent("a tab has no name") }
            return TabSnapshot(name: name, flow: tab.flow)
        }
        guard tabs.contains(where: { $0.name == selected }) else {
            throw .inconsistent("the selected tab \(DeepLinkError.quoted(selected)) is not one of the saved tabs")
        }
        guard Set(tabs.map(\.name)).count == tabs.count else { throw .inconsistent("a tab appears twice") }
        return TabsSnapshot(selectedTab: selected, tabs: tabs)
    }

    /// The window state (without tabs) in `data`.
    public func decodeFlow(from data: Data) throws(RestorationError) -> FlowSnapshot {
        let document = try decode(data)
        guard document.tabs.count == 1, let tab = document.tabs.first else {
            throw .inconsistent("expected one flow, found \(document.tabs.count)")
        }
        return tab.flow
    }

    private func decode(_ data: Data) throws(RestorationError) -> Document {
        let decoder = JSONDecoder()
        decoder.userInfo[.linkRegistry] = registry
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .malformed(DecodingFailure.reason(error))
        }
        guard header.format == Self.format else { throw .notAStateDocument }
        guard header.version == Self.version else {
            throw .unsupportedVersion(found: header.version, supported: Self.version)
        }
        let document: Document
        do {
            document = try decoder.decode(Document.self, from: data)
        } catch let error as RestorationError {
            throw error
        } catch {
            // The header was read, so the data is JSON: Foundation reports a number it cannot
            // convert (a negative or fractional identity) as "not valid JSON", with no place.
            let reason = DecodingFailure.reason(error)
            throw .malformed(reason == "not JSON" ? "a number is out of range" : reason)
        }
        for tab in document.tabs { try limits.check(tab.flow) }
        let ids = document.tabs.flatMap { $0.flow.allIDs }
        var seen = Set<FlowID>()
        for id in ids where !seen.insert(id).inserted {
            throw .inconsistent("the identity \(id) appears twice")
        }
        if let highest = ids.max() {
            // Identities handed out after this one must not wrap around to ones already used.
            guard highest.rawValue <= Self.highestID else { throw .inconsistent("the identity \(highest) is out of range") }
            FlowID.reserve(through: highest)
        }
        return document
    }
}

extension CodingUserInfoKey {
    static let linkRegistry = CodingUserInfoKey(rawValue: "FlowCoordinator.LinkRegistry")!
}

/// The part of a document read first, to check what it is before reading the rest.
private struct Header: Decodable {
    let format: String
    let version: Int
}

/// The document's shape on disk.
private struct Document: Codable {
    var format = StateArchive.format
    var version = StateArchive.version
    var selectedTab: String?
    var tabs: [Tab]

    init(selectedTab: String?, tabs: [Tab]) {
        self.selectedTab = selectedTab
        self.tabs = tabs
    }

    struct Tab: Codable {
        var name: String?
        var path: [Entry]
        var presented: [Level]

        init(name: String?, _ flow: FlowSnapshot) {
            self.name = name
            path = flow.root.path.map(Entry.init)
            presented = flow.levels.dropFirst().compactMap(Level.init)
        }

        var flow: FlowSnapshot {
            FlowSnapshot(path: path.map(\.entry), presenting: presented.map(\.level))
        }
    }

    struct Level: Codable {
        var id: FlowID
        var style: PresentationStyle
        var hostsNavigation: Bool
        var link: Link
        var path: [Entry]

        init?(_ level: LevelSnapshot) {
            guard let presentation = level.presentation else { return nil }
            id = presentation.id
            style = presentation.style
            hostsNavigation = presentation.hostsNavigation
            link = Link(presentation.link)
            path = level.path.map(Entry.init)
        }

        var level: LevelSnapshot {
            LevelSnapshot(presentation: Presentation(id: id, style: style, link: link.link, hostsNavigation: hostsNavigation),
                          path: path.map(\.entry))
        }
    }

    struct Entry: Codable {
        var id: FlowID
        var link: Link

        init(_ entry: FlowEntry) {
            id = entry.id
            link = Link(entry.link)
        }

        var entry: FlowEntry { FlowEntry(id: id, link: link.link) }
    }

    /// A link as its registered type name plus its own Codable form.
    struct Link: Codable {
        var link: AnyFlowLink

        init(_ link: AnyFlowLink) {
            self.link = link
        }

        private enum Keys: String, CodingKey { case type, value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let name = try container.decode(String.self, forKey: .type)
            guard let registry = decoder.userInfo[.linkRegistry] as? LinkRegistry,
                  let registration = registry.registration(named: name) else {
                throw RestorationError.unknownLinkType(name)
            }
            do {
                link = try registration.decode(container.superDecoder(forKey: .value))
            } catch {
                throw RestorationError.badLink(type: name, reason: StateArchive.shortReason(error))
            }
        }

        func encode(to encoder: any Encoder) throws {
            guard let registry = encoder.userInfo[.linkRegistry] as? LinkRegistry,
                  let registration = registry.registration(for: link) else {
                throw RestorationError.unregisteredLinkType(String(describing: link.linkType))
            }
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(registration.name, forKey: .type)
            try registration.encode(link, container.superEncoder(forKey: .value))
        }
    }
}

extension StateArchive {
    /// The first line of an error's description, for messages nested in another.
    static func shortReason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: "missing \"\(key.stringValue)\""
        case .typeMismatch(let type, _)?: "expected \(type)"
        case .valueNotFound(let type, _)?: "expected \(type)"
        case .dataCorrupted(let context)?: context.debugDescription.split(separator: "\n").first.map(String.init) ?? "corrupt"
        default: String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable"
        }
    }
}
