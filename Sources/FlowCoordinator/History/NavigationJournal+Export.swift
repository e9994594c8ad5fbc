/// A bug report becomes a test: the journal written as the Swift source of a Swift Testing test
/// that replays the session headlessly, with FlowCoordinatorTesting's `JournalReplay`, and checks
/// that every place ends where the app's did.
///
/// ```swift
/// let source = windows.journalTest(named: "theReportedSession", importing: ["ShopFlows"],
///                                  registry: "ShopRoutes.registry", links: ShopRoutes.registry)
/// ```
///
/// Each change is one call, its record above it as a comment; links are written as a state file
/// holds them, so any link the app can save can be replayed. Dialogs, tabs and windows are
/// comments: they move nothing on a stack.
extension NavigationJournal {
    /// The records kept as the body of a test named `name`, in a file importing `modules`; the
    /// replay reads links with the registry the expression `registry` names (as `links` does
    /// here), and each of `ending` is checked to end as its state is now.
    public func swiftTest(
        named name: String, importing modules: [String], registry: String, links: LinkRegistry,
        ending: [(place: String, state: FlowState)]
    ) throws(RestorationError) -> String {
        let kept = records
        var lines = [
            "// A session recorded by FlowCoordinator's navigation journal, replayed headlessly.",
            "// Written by NavigationJournal.swiftTest(named:importing:registry:links:ending:).",
        ]
        if let first = kept.first, first.number > 1 {
            lines.append("// Records 1 to \(first.number - 1) were dropped to bound the journal: the replay starts at #\(first.number).")
        }
        lines += ["", "import Testing", "import FlowCoordinator", "import FlowCoordinatorTesting"]
        lines += modules.map { "import \($0)" }
        lines += ["", "@MainActor", "@Test func \(name)() throws {", "    let replay = JournalReplay(registry: \(registry))"]
        func json(_ entries: [FlowEntry]) throws(RestorationError) -> String {
            var items: [String] = []
            for entry in entries { items.append(Self.literal(try links.json(of: entry.link))) }
            return "[" + items.joined(separator: ", ") + "]"
        }
        for record in kept {
            lines.append("    // " + Self.oneLine(record.description))
            let at = "\(Self.literal(record.place))" + (record.level > 0 ? ", level: \(record.level)" : "")
            switch record.change {
            case .pushed(let entries):
                lines.append("    try replay.push(\(at), \(try json(entries)))")
            case .popped(let entries, let ahead):
                lines.append("    replay.\(ahead ? "back" : "pop")(\(at), count: \(entries.count))")
            case .wentForward(let entries):
                lines.append("    replay.forward(\(at), count: \(entries.count))")
            case .pathSet(_, let to, let ahead):
                lines.append("    try replay.setPath(\(at), \(try json(to)), ahead: \(try json(ahead)))")
            case .presented(let presentation, let path):
                lines.append("    try replay.present(\(at), \(Self.literal(try links.json(of: presentation.link)))"
                    + ", style: .\(presentation.style), hostsNavigation: \(presentation.hostsNavigation), path: \(try json(path)))")
            case .closed:
                lines.append("    replay.close(\(at))")
            case .dialog, .tabSelected, .windowOpened, .windowClosed, .refused:
                continue
            }
        }
        lines.append("")
        for (place, state) in ending {
            lines.append("    #expect(replay.links(at: \(Self.literal(place))) == \(Self.literal(state.snapshot().links)))")
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as a Swift string literal: a raw string, with more `#` than any run in it.
    static func literal(_ text: String) -> String {
        guard !text.contains(where: { $0 == "\n" || $0 == "\r" }) else { return String(reflecting: text) }
        var longest = 0, run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"" + text + "\"" + hashes
    }

    /// `text` on one line, for a comment.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? "⏎" : $0 })
    }
}

extension FlowSnapshot {
    /// The links of every level without their identities, as a replay compares them: each level's
    /// presentation, its stack and the pages ahead, levels joined by ` > `.
    public var links: String {
        levels.map { level in
            var text = level.presentation.map { "\($0.style)(\($0.link)) " } ?? ""
            text += "[" + level.path.map(\.link.description).joined(separator: ", ") + "]"
            if !level.forward.isEmpty { text += " >> [" + level.forward.map(\.link.description).joined(separator: ", ") + "]" }
            return text
        }.joined(separator: " > ")
    }
}

extension WindowsState {
    /// The journal of these windows as a test (``NavigationJournal/swiftTest(named:importing:registry:links:ending:)``),
    /// checking that every tab of every open window ends as it is now.
    public func journalTest(named name: String, importing modules: [String], registry: String,
                            links: LinkRegistry) throws(RestorationError) -> String {
        var ending: [(place: String, state: FlowState)] = []
        for id in order {
            guard let tabs = self[id]?.navigation else { continue }
            for tab in tabs.tabs {
                let window = Self.place(of: id)
                ending.append((tab.rawValue.isEmpty ? window : "\(window) · \(tab.rawValue)", tabs[tab]))
            }
        }
        return try journal.swiftTest(named: name, importing: modules, registry: registry, links: links, ending: ending)
    }
}
