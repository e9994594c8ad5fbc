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
}
