#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes navigation states, with the drafts of their screens, to a versioned JSON document and
/// reads them back.
///
/// ```json
/// { "format": "flow-coordinator-state", "version": 2, "linksVersion": 1, "selectedTab": "items",
///   "tabs": [ { "name": "items",
///               "path": [ { "id": 12, "link": { "type": "item", "value": { "detail": { "id": 7 } } } } ],
///               "presented": [ { "id": 13, "style": "sheet", "hostsNavigation": false,
///                                "link": { … }, "path": [ … ],
///                                "draft": { "type": "note", "value": { "text": "Hel" } } } ] } ] }
/// ```
///
/// Identities are kept, so a state decodes back equal to the one encoded. Dialogs are not saved:
/// their actions are code.
///
/// Two versions say what a document holds. `version` is this archive's own shape: version 1
/// (before drafts) is read and migrated. `linksVersion` is the app's links: each of the app's
/// ``StateMigration``s turns a document from one links version into the next, in order, so a
/// file from an older build opens where the user was. A document of a newer version of either
/// (a downgrade) is refused with ``RestorationError/unsupportedVersion(found:supported:)``.
///
/// A draft is read apart from the state: one that does not decode, or breaks its type's rules
/// (``ScreenDraft/problem``), is left out and named in ``SavedState/refusedDrafts``; the rest
/// of the document is restored.
public struct StateArchive: Sendable {
    /// The value of a document's `format` field, which tells a saved state from other JSON.
    public static let format = "flow-coordinator-state"
    /// The version of the document this build writes and reads; older ones are migrated.
    public static let version = 2
    /// The highest identity a document may hold, leaving room for the identities made after it.
    static let highestID: UInt64 = UInt64.max >> 1

    /// The link types documents may hold, with their names.
    public let registry: LinkRegistry
    /// What a document may hold; reading refuses more.
    public let limits: Limits
    /// The app's migrations, the first from links version 1.
    public let migrations: [StateMigration]

    /// An archive for the link and draft types in `registry`, refusing documents beyond `limits`,
    /// and migrating older documents with `migrations` (the first from links version 1, each
    /// from the version the one before it writes).
    public init(registry: LinkRegistry, limits: Limits = .standard, migrations: [StateMigration] = []) {
        for (index, migration) in migrations.enumerated() {
            precondition(migration.from == index + 1,
                         "StateArchive: migration \(index + 1) is from links version \(migration.from), expected \(index + 1)")
        }
        self.registry = registry
        self.limits = limits
        self.migrations = migrations
    }

    /// The version of the app's links this archive writes: one more than its migrations.
    public var linksVersion: Int { migrations.count + 1 }

    // MARK: Encoding

    /// A document for a tabbed window, with the drafts of its screens.
    public func encode(_ tabs: TabsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws(RestorationError) -> Data {
        try encode(Document(selectedTab: tabs.selectedTab, linksVersion: linksVersion,
                            tabs: tabs.tabs.map { Document.Tab(name: $0.name, $0.flow) }), drafts: drafts)
    }

    /// A document for a window without tabs, with the drafts of its screens.
    public func encode(_ flow: FlowSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws(RestorationError) -> Data {
        try encode(Document(selectedTab: nil, linksVersion: linksVersion, tabs: [Document.Tab(name: nil, flow)]), drafts: drafts)
    }

    private func encode(_ document: Document, drafts: ScreenDrafts) throws(RestorationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.userInfo[.linkRegistry] = registry
        encoder.userInfo[.drafts] = drafts
        do {
            return try encoder.encode(document)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .malformed("\(error)")
        }
    }

    // MARK: Decoding

    /// The tabbed window state in `data`, without its drafts.
    public func decodeTabs(from data: Data) throws(RestorationError) -> TabsSnapshot {
        try decodeSavedTabs(from: data).snapshot
    }

    /// The window state (without tabs) in `data`, without its drafts.
    public func decodeFlow(from data: Data) throws(RestorationError) -> FlowSnapshot {
        try decodeSavedFlow(from: data).snapshot
    }

    /// The tabbed window state in `data`, with the drafts of its screens.
    public func decodeSavedTabs(from data: Data) throws(RestorationError) -> SavedState<TabsSnapshot> {
        let (document, refused) = try decode(data)
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
        return SavedState(snapshot: TabsSnapshot(selectedTab: selected, tabs: tabs), drafts: document.drafts,
                          refusedDrafts: refused)
    }

    /// The window state (without tabs) in `data`, with the drafts of its screens.
    public func decodeSavedFlow(from data: Data) throws(RestorationError) -> SavedState<FlowSnapshot> {
        let (document, refused) = try decode(data)
        guard document.tabs.count == 1, let tab = document.tabs.first else {
            throw .inconsistent("expected one flow, found \(document.tabs.count)")
        }
        return SavedState(snapshot: tab.flow, drafts: document.drafts, refusedDrafts: refused)
    }

    private func decode(_ data: Data) throws(RestorationError) -> (Document, [RefusedDraft]) {
        let decoder = JSONDecoder()
        decoder.userInfo[.linkRegistry] = registry
        let refused = DraftRefusals()
        decoder.userInfo[.draftRefusals] = refused
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .malformed(DecodingFailure.reason(error))
        }
        guard header.format == Self.format else { throw .notAStateDocument }
        guard (1...Self.version).contains(header.version) else {
            throw .unsupportedVersion(found: header.version, supported: Self.version)
        }
        let savedLinksVersion = header.linksVersion ?? 1
        guard (1...linksVersion).contains(savedLinksVersion) else {
            throw .unsupportedVersion(found: savedLinksVersion, supported: linksVersion)
        }
        // Version 1 differs from 2 only in having no drafts: the document reads it as it is.
        var data = data
        if savedLinksVersion < linksVersion { data = try migrated(data, linksVersion: savedLinksVersion) }
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
        return (document, refused.drafts)
    }

    /// `data`, a document of an older links version, as this build writes it: the app's
    /// migrations run from `linksVersion` on.
    private func migrated(_ data: Data, linksVersion saved: Int) throws(RestorationError) -> Data {
        do {
            var document = try JSONDecoder().decode(JSONValue.self, from: data)
            for migration in migrations.dropFirst(saved - 1) { try migration.migrate(&document) }
            document["linksVersion"] = .integer(Int64(linksVersion))
            return try JSONEncoder().encode(document)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .malformed("it could not be migrated from links version \(saved): \(StateArchive.shortReason(error))")
        }
    }
}

/// What a state document holds: the state, the drafts of its screens, and the drafts left out.
public struct SavedState<Snapshot: Hashable & Sendable>: Hashable, Sendable {
    /// The navigation state.
    public var snapshot: Snapshot
    /// The drafts restored, by the snapshot's identities (hand them to `restore`).
    public var drafts: ScreenDrafts
    /// The drafts the document held that were left out, and why: tell the user once.
    public var refusedDrafts: [RefusedDraft]

    public init(snapshot: Snapshot, drafts: ScreenDrafts = ScreenDrafts(), refusedDrafts: [RefusedDraft] = []) {
        self.snapshot = snapshot
        self.drafts = drafts
        self.refusedDrafts = refusedDrafts
    }
}

/// The drafts left out while one document is decoded (decoding runs on one thread).
private final class DraftRefusals: @unchecked Sendable {
    var drafts: [RefusedDraft] = []
}

extension CodingUserInfoKey {
    static let linkRegistry = CodingUserInfoKey(rawValue: "FlowCoordinator.LinkRegistry")!
    static let drafts = CodingUserInfoKey(rawValue: "FlowCoordinator.ScreenDrafts")!
    static let draftRefusals = CodingUserInfoKey(rawValue: "FlowCoordinator.DraftRefusals")!
}

/// The part of a document read first, to check what it is before reading the rest.
private struct Header: Decodable {
    let format: String
    let version: Int
    /// Absent before version 2: links version 1.
    let linksVersion: Int?
}

/// The document's shape on disk.
private struct Document: Codable {
    var format = StateArchive.format
    var version = StateArchive.version
    /// Absent before version 2, where it is 1.
    var linksVersion: Int?
    var selectedTab: String?
    var tabs: [Tab]

    init(selectedTab: String?, linksVersion: Int, tabs: [Tab]) {
        self.selectedTab = selectedTab
        self.linksVersion = linksVersion
        self.tabs = tabs
    }

    /// The drafts read with the entries and presentations, by their identities.
    var drafts: ScreenDrafts {
        var drafts = ScreenDrafts()
        for tab in tabs {
            for entry in tab.path { drafts[entry.id] = entry.draft?.draft }
            for level in tab.presented {
                drafts[level.id] = level.draft?.draft
                for entry in level.path { drafts[entry.id] = entry.draft?.draft }
            }
        }
        return drafts
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
        /// Only read: a draft is written from the encoder's drafts.
        var draft: Draft?

        init?(_ level: LevelSnapshot) {
            guard let presentation = level.presentation else { return nil }
            id = presentation.id
            style = presentation.style
            hostsNavigation = presentation.hostsNavigation
            link = Link(presentation.link)
            path = level.path.map(Entry.init)
        }

        private enum CodingKeys: String, CodingKey { case id, style, hostsNavigation, link, path, draft }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(FlowID.self, forKey: .id)
            style = try container.decode(PresentationStyle.self, forKey: .style)
            hostsNavigation = try container.decode(Bool.self, forKey: .hostsNavigation)
            link = try container.decode(Link.self, forKey: .link)
            path = try container.decode([Entry].self, forKey: .path)
            draft = Draft.decode(from: container, forKey: .draft, in: decoder)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(style, forKey: .style)
            try container.encode(hostsNavigation, forKey: .hostsNavigation)
            try container.encode(link, forKey: .link)
            try container.encode(path, forKey: .path)
            try Draft.encode(of: id, to: &container, forKey: .draft, in: encoder)
        }

        var level: LevelSnapshot {
            LevelSnapshot(presentation: Presentation(id: id, style: style, link: link.link, hostsNavigation: hostsNavigation),
                          path: path.map(\.entry))
        }
    }

    struct Entry: Codable {
        var id: FlowID
        var link: Link
        /// Only read: a draft is written from the encoder's drafts.
        var draft: Draft?

        init(_ entry: FlowEntry) {
            id = entry.id
            link = Link(entry.link)
        }

        private enum CodingKeys: String, CodingKey { case id, link, draft }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(FlowID.self, forKey: .id)
            link = try container.decode(Link.self, forKey: .link)
            draft = Draft.decode(from: container, forKey: .draft, in: decoder)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(link, forKey: .link)
            try Draft.encode(of: id, to: &container, forKey: .draft, in: encoder)
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

extension Document {
    /// A screen's draft as its registered type name plus its own Codable form. Reading one never
    /// fails the document: a draft of an unknown type, one that does not decode, or one that
    /// breaks its rules is left out and named among the refused.
    struct Draft: Encodable {
        var name = ""
        var draft: AnyScreenDraft

        private enum Keys: String, CodingKey { case type, value }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(name, forKey: .type)
            try draft.base.encode(to: container.superEncoder(forKey: .value))
        }

        /// The draft under `key`, or `nil` when there is none or it is refused (`decoder` is the
        /// container's, for the registry and the list of the refused).
        static func decode<Key: CodingKey>(
            from container: KeyedDecodingContainer<Key>, forKey key: Key, in decoder: any Decoder
        ) -> Draft? {
            guard container.contains(key) else { return nil }
            let refusals = decoder.userInfo[.draftRefusals] as? DraftRefusals
            func refuse(_ type: String, _ reason: String) -> Draft? {
                refusals?.drafts.append(RefusedDraft(type: type, reason: reason))
                return nil
            }
            guard let field = try? container.nestedContainer(keyedBy: Keys.self, forKey: key),
                  let name = try? field.decode(String.self, forKey: .type) else {
                return refuse("?", "it is not shaped like a draft")
            }
            let registry = decoder.userInfo[.linkRegistry] as? LinkRegistry
            guard let registration = registry?.draftRegistration(named: name) else {
                return refuse(name, "this version of the app keeps no drafts of that type")
            }
            let draft: AnyScreenDraft
            do {
                draft = try registration.decode(try field.superDecoder(forKey: .value))
            } catch {
                return refuse(name, "it does not decode: \(StateArchive.shortReason(error))")
            }
            if let problem = draft.base.problem { return refuse(name, problem) }
            return Draft(name: name, draft: draft)
        }

        /// Writes the draft of the screen `id` under `key`, when there is one (`encoder` is the
        /// container's, for the registry and the drafts).
        static func encode<Key: CodingKey>(
            of id: FlowID, to container: inout KeyedEncodingContainer<Key>, forKey key: Key, in encoder: any Encoder
        ) throws {
            guard let draft = (encoder.userInfo[.drafts] as? ScreenDrafts)?[id] else { return }
            guard let name = (encoder.userInfo[.linkRegistry] as? LinkRegistry)?.name(of: draft) else {
                throw RestorationError.unregisteredDraftType(String(describing: draft.draftType))
            }
            try container.encode(Draft(name: name, draft: draft), forKey: key)
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
