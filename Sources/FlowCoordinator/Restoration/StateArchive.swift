#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes navigation states, with the drafts of their screens, to a versioned JSON document and
/// reads them back.
///
/// ```json
/// { "format": "flow-coordinator-state", "version": 3, "linksVersion": 1,
///   "windows": [ { "id": 1, "width": 960, "height": 720, "maximized": false, "selectedTab": "items",
///     "tabs": [ { "name": "items",
///                 "path": [ { "id": 12, "link": { "type": "item", "value": { "detail": { "id": 7 } } } } ],
///                 "presented": [ { "id": 13, "style": "sheet", "hostsNavigation": false,
///                                  "link": { … }, "path": [ … ],
///                                  "draft": { "type": "note", "value": { "text": "Hel" } } } ] } ] } ] }
/// ```
///
/// Identities are kept, so a state decodes back equal to the one encoded. Dialogs are not saved:
/// their actions are code. The windows are saved in stacking order, the one focused last last.
///
/// Two versions say what a document holds. `version` is this archive's own shape: versions 1
/// (before drafts) and 2 (one window) are read and migrated, as one window. `linksVersion` is the app's links: each of the app's
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
    public static let version = 3
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

    /// A document for an app's windows, with the drafts of their screens.
    public func encode(_ windows: WindowsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws(RestorationError) -> Data {
        try encode(Document(linksVersion: linksVersion, windows: windows.windows.map { window in
            // The unnamed tab of a window without tabs is written without a name, as before.
            let unnamed = window.tabs.selectedTab == TabsSnapshot.unnamedTab
            return Document.Window(id: window.id, frame: window.frame, selectedTab: unnamed ? nil : window.tabs.selectedTab,
                                   tabs: window.tabs.tabs.map {
                                       Document.Tab(name: unnamed ? nil : $0.name, $0.flow, root: ScreenDrafts.Root(window: window.id, tab: $0.name))
                                   })
        }), drafts: drafts)
    }

    /// A document for one tabbed window (window 1, of the standard frame), with the drafts of its
    /// screens.
    public func encode(_ tabs: TabsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws(RestorationError) -> Data {
        try encode(WindowsSnapshot(windows: [WindowSnapshot(id: WindowID(1), tabs: tabs)]), drafts: drafts.ofWindow(WindowID(1)))
    }

    /// A document for one window without tabs, with the drafts of its screens: its one tab
    /// unnamed, as ``encode(_:drafts:)-(TabsSnapshot,_)`` writes ``TabsSnapshot/init(_:)``.
    public func encode(_ flow: FlowSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws(RestorationError) -> Data {
        try encode(TabsSnapshot(flow), drafts: drafts.ofTab(TabsSnapshot.unnamedTab))
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
