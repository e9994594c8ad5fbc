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
