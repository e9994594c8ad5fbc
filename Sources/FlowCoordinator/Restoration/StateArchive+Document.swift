#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StateArchive {
    /// The part of a document read first, to check what it is before reading the rest.
    struct Header: Decodable {
        let format: String
        let version: Int
        /// Absent before version 2: links version 1.
        let linksVersion: Int?
    }

    /// The document's shape on disk.
    struct Document: Codable {
        var format = StateArchive.format
        var version = StateArchive.version
        /// Absent before version 2, where it is 1.
        var linksVersion: Int?
        /// The windows, the one focused last last. Before version 3 a document held one window,
        /// its `selectedTab` and `tabs` at the top: it is read as window 1 of the standard frame.
        var windows: [Window]

        init(linksVersion: Int, windows: [Window]) {
            self.linksVersion = linksVersion
            self.windows = windows
        }

        private enum CodingKeys: String, CodingKey { case format, version, linksVersion, windows, selectedTab, tabs }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try container.decode(String.self, forKey: .format)
            version = try container.decode(Int.self, forKey: .version)
            linksVersion = try container.decodeIfPresent(Int.self, forKey: .linksVersion)
            if version >= 3 {
                windows = try container.decode([Window].self, forKey: .windows)
            } else {
                windows = [Window(id: WindowID(1), frame: .standard,
                                  selectedTab: try container.decodeIfPresent(String.self, forKey: .selectedTab),
                                  tabs: try container.decode([Tab].self, forKey: .tabs))]
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(format, forKey: .format)
            try container.encode(version, forKey: .version)
            try container.encodeIfPresent(linksVersion, forKey: .linksVersion)
            try container.encode(windows, forKey: .windows)
        }

        /// The drafts read with the entries and presentations, by their identities, and those of
        /// the tabs' root screens, by window and tab.
        var drafts: ScreenDrafts {
            var drafts = ScreenDrafts()
            for window in windows {
                for tab in window.tabs { drafts[ScreenDrafts.Root(window: window.id, tab: tab.name ?? TabsSnapshot.unnamedTab)] = tab.draft?.draft }
            }
            for tab in windows.flatMap(\.tabs) {
                for entry in tab.path + tab.forward { drafts[entry.id] = entry.draft?.draft }
                for level in tab.presented {
                    drafts[level.id] = level.draft?.draft
                    for entry in level.path + level.forward { drafts[entry.id] = entry.draft?.draft }
                }
            }
            return drafts
        }

        /// One window: its identity, frame, selected tab (none without tabs) and tabs.
        struct Window: Codable {
            var id: WindowID
            var width: Int
            var height: Int
            var maximized: Bool
            var selectedTab: String?
            var tabs: [Tab]

            init(id: WindowID, frame: WindowFrame, selectedTab: String?, tabs: [Tab]) {
                self.id = id
                width = frame.width
                height = frame.height
                maximized = frame.isMaximized
                self.selectedTab = selectedTab
                self.tabs = tabs
            }

            var frame: WindowFrame { WindowFrame(width: width, height: height, isMaximized: maximized) }
        }

        struct Tab: Codable {
            var name: String?
            var path: [Entry]
            /// The pages ahead of the tab's stack (``FlowState/forward``). Absent before 0.4, and
            /// left out when there are none: a file without it reads with none.
            var forward: [Entry]
            var presented: [Level]
            /// The draft of the tab's root screen. Only read: it is written from the encoder's
            /// drafts, those of ``root``. Absent before 0.3: a file without it reads as before.
            var draft: Draft?
            /// Where the tab stands, to find its root screen's draft when it is written.
            var root = ScreenDrafts.Root.here

            init(name: String?, _ flow: FlowSnapshot, root: ScreenDrafts.Root = .here) {
                self.name = name
                path = flow.root.path.map(Entry.init)
                forward = flow.root.forward.map(Entry.init)
                presented = flow.levels.dropFirst().compactMap(Level.init)
                self.root = root
            }

            private enum CodingKeys: String, CodingKey { case name, path, forward, presented, draft }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                name = try container.decodeIfPresent(String.self, forKey: .name)
                path = try container.decode([Entry].self, forKey: .path)
                forward = try container.decodeIfPresent([Entry].self, forKey: .forward) ?? []
                presented = try container.decode([Level].self, forKey: .presented)
                draft = Draft.decode(from: container, forKey: .draft, in: decoder)
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(name, forKey: .name)
                try container.encode(path, forKey: .path)
                if !forward.isEmpty { try container.encode(forward, forKey: .forward) }
                try container.encode(presented, forKey: .presented)
                try Draft.encode(of: root, to: &container, forKey: .draft, in: encoder)
            }

            var flow: FlowSnapshot {
                FlowSnapshot(levels: [LevelSnapshot(presentation: nil, path: path.map(\.entry), forward: forward.map(\.entry))]
                    + presented.map(\.level))
            }
        }

        struct Level: Codable {
            var id: FlowID
            var style: PresentationStyle
            var hostsNavigation: Bool
            var link: Link
            var path: [Entry]
            /// The pages ahead of its stack; absent before 0.4, and when there are none.
            var forward: [Entry]
            /// Only read: a draft is written from the encoder's drafts.
            var draft: Draft?

            init?(_ level: LevelSnapshot) {
                guard let presentation = level.presentation else { return nil }
                id = presentation.id
                style = presentation.style
                hostsNavigation = presentation.hostsNavigation
                link = Link(presentation.link)
                path = level.path.map(Entry.init)
                forward = level.forward.map(Entry.init)
            }

            private enum CodingKeys: String, CodingKey { case id, style, hostsNavigation, link, path, forward, draft }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(FlowID.self, forKey: .id)
                style = try container.decode(PresentationStyle.self, forKey: .style)
                hostsNavigation = try container.decode(Bool.self, forKey: .hostsNavigation)
                link = try container.decode(Link.self, forKey: .link)
                path = try container.decode([Entry].self, forKey: .path)
                forward = try container.decodeIfPresent([Entry].self, forKey: .forward) ?? []
                draft = Draft.decode(from: container, forKey: .draft, in: decoder)
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                try container.encode(style, forKey: .style)
                try container.encode(hostsNavigation, forKey: .hostsNavigation)
                try container.encode(link, forKey: .link)
                try container.encode(path, forKey: .path)
                if !forward.isEmpty { try container.encode(forward, forKey: .forward) }
                try Draft.encode(of: id, to: &container, forKey: .draft, in: encoder)
            }

            var level: LevelSnapshot {
                LevelSnapshot(presentation: Presentation(id: id, style: style, link: link.link, hostsNavigation: hostsNavigation),
                              path: path.map(\.entry), forward: forward.map(\.entry))
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
}

extension CodingUserInfoKey {
    static let linkRegistry = CodingUserInfoKey(rawValue: "FlowCoordinator.LinkRegistry")!
    static let drafts = CodingUserInfoKey(rawValue: "FlowCoordinator.ScreenDrafts")!
    static let draftRefusals = CodingUserInfoKey(rawValue: "FlowCoordinator.DraftRefusals")!
}
