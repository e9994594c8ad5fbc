#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StateArchive {
    /// The tabbed window state in `data`, without its drafts.
    public func decodeTabs(from data: Data) throws(RestorationError) -> TabsSnapshot {
        try decodeSavedTabs(from: data).snapshot
    }

    /// The window state (without tabs) in `data`, without its drafts.
    public func decodeFlow(from data: Data) throws(RestorationError) -> FlowSnapshot {
        try decodeSavedFlow(from: data).snapshot
    }

    /// The windows in `data`, with the drafts of their screens. A window without tabs has one
    /// tab named "".
    public func decodeSavedWindows(from data: Data) throws(RestorationError) -> SavedState<WindowsSnapshot> {
        let (document, refused) = try decode(data)
        let windows = try document.windows.map { (window) throws(RestorationError) -> WindowSnapshot in
            WindowSnapshot(id: window.id, frame: window.frame, tabs: try Self.tabs(of: window))
        }
        return SavedState(snapshot: WindowsSnapshot(windows: windows), drafts: document.drafts, refusedDrafts: refused)
    }

    /// The window state in `data`, with the drafts of its screens: of the window focused last,
    /// when the document holds several. A window without tabs has one, unnamed
    /// (``TabsSnapshot/flow`` is its state).
    public func decodeSavedTabs(from data: Data) throws(RestorationError) -> SavedState<TabsSnapshot> {
        let (document, refused) = try decode(data)
        guard let window = document.windows.last else { throw .inconsistent("the document has no window") }
        return SavedState(snapshot: try Self.tabs(of: window), drafts: document.drafts.inWindow(window.id), refusedDrafts: refused)
    }

    /// The window state (without tabs) in `data`, with the drafts of its screens.
    public func decodeSavedFlow(from data: Data) throws(RestorationError) -> SavedState<FlowSnapshot> {
        let (document, refused) = try decode(data)
        guard document.windows.count == 1, let window = document.windows.first,
              window.tabs.count == 1, let tab = window.tabs.first else {
            throw .inconsistent("expected one flow, found \(document.windows.reduce(0) { $0 + $1.tabs.count })")
        }
        return SavedState(snapshot: tab.flow, drafts: document.drafts.inWindow(window.id).inTab(tab.name ?? TabsSnapshot.unnamedTab),
                          refusedDrafts: refused)
    }

    /// A saved window's tabs; a window without tabs has one, named "".
    private static func tabs(of window: Document.Window) throws(RestorationError) -> TabsSnapshot {
        let selected = window.selectedTab ?? ""
        // A window has tabs, each named, and a selection, or one unnamed tab.
        if window.selectedTab != nil || window.tabs.count > 1, window.tabs.contains(where: { $0.name == nil }) {
            throw .inconsistent("a tab has no name")
        }
        let tabs = window.tabs.map { TabSnapshot(name: $0.name ?? "", flow: $0.flow) }
        guard tabs.contains(where: { $0.name == selected }) else {
            throw .inconsistent("the selected tab \(DeepLinkError.quoted(selected)) is not one of the saved tabs")
        }
        guard Set(tabs.map(\.name)).count == tabs.count else { throw .inconsistent("a tab appears twice") }
        return TabsSnapshot(selectedTab: selected, tabs: tabs)
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
        try limits.check(document.windows)
        let ids = document.windows.flatMap(\.tabs).flatMap { $0.flow.allIDs }
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
