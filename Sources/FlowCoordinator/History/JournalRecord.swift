/// One change of navigation as a ``NavigationJournal`` keeps it: where, why, what changed, and the
/// guards asked on the way.
public struct JournalRecord: Sendable, CustomStringConvertible {
    /// Its number in the journal, from 1: the numbers of records dropped to bound the memory
    /// are not reused, so a gap shows.
    public let number: Int
    /// The place whose state changed: a window's tab, as the state was recorded
    /// (``FlowState/record(in:as:)``), such as "window 1 · items".
    public let place: String
    /// The level that changed: 0 for the place's own stack, 1 for a sheet over it, and so on.
    public let level: Int
    /// What caused the change.
    public let origin: JournalOrigin
    /// What changed.
    public let change: JournalChange
    /// The guards asked before it, in order, with their answers.
    public let guards: [JournalGuard]

    /// One line: number, place, level, origin, change and guards.
    public var description: String {
        var line = "#\(number) \(place)"
        if level > 0 { line += " · level \(level)" }
        line += " · \(origin.rawValue) · \(change)"
        if !guards.isEmpty { line += " · guards: " + guards.map(\.description).joined(separator: ", ") }
        return line
    }
}

/// What caused a change of navigation.
public enum JournalOrigin: String, Hashable, Sendable {
    /// A person: a click or a key, on the back button or on a page (an intent its view model sent
    /// through ``FlowOrigin/send(_:)``), a window closed, a dialog answered.
    case user
    /// The program: a coordinator on its own (a timer, a result that arrived).
    case program
    /// A link opened from outside the app.
    case link
    /// A saved state restored.
    case restore
}

/// What a change of navigation did.
public enum JournalChange: Sendable, CustomStringConvertible {
    /// Entries pushed.
    case pushed([FlowEntry])
    /// Entries popped, bottom first; with `intoForward`, the user went back and they are ahead.
    case popped([FlowEntry], intoForward: Bool)
    /// Pages ahead pushed again.
    case wentForward([FlowEntry])
    /// The whole stack replaced, with the pages then ahead of it.
    case pathSet(from: [FlowEntry], to: [FlowEntry], ahead: [FlowEntry])
    /// A sheet or cover presented over the level, with the stack it starts with.
    case presented(Presentation, path: [FlowEntry])
    /// The sheet or cover over the level closed.
    case closed(Presentation)
    /// A dialog shown over the level.
    case dialog(DialogSnapshot)
    /// Another tab selected in the window.
    case tabSelected(String)
    /// A window opened (with its identity) or closed.
    case windowOpened(WindowID), windowClosed(WindowID)
    /// Nothing: a guard refused, or asked and is waiting for its answer.
    case refused

    /// The change in short, links with their identities.
    public var description: String {
        func list(_ entries: [FlowEntry]) -> String { "[" + entries.map(\.description).joined(separator: ", ") + "]" }
        switch self {
        case .pushed(let entries): return "push \(list(entries))"
        case .popped(let entries, let ahead): return (ahead ? "back from " : "pop ") + list(entries)
        case .wentForward(let entries): return "forward to \(list(entries))"
        case .pathSet(let from, let to, let ahead): return "path \(list(from)) → \(list(to))" + (ahead.isEmpty ? "" : " >> \(list(ahead))")
        case .presented(let presentation, let path): return "present \(presentation)" + (path.isEmpty ? "" : " \(list(path))")
        case .closed(let presentation): return "close \(presentation)"
        case .dialog(let dialog): return "dialog “\(dialog.title)”\(dialog.id)"
        case .tabSelected(let tab): return "select tab \(tab)"
        case .windowOpened(let id): return "open window \(id.rawValue)"
        case .windowClosed(let id): return "close window \(id.rawValue)"
        case .refused: return "nothing changed"
        }
    }
}

/// A guard asked before a navigation the user asked for, and its answer.
public struct JournalGuard: Hashable, Sendable, CustomStringConvertible {
    /// How a guard answered.
    public enum Answer: String, Hashable, Sendable {
        /// It let the navigation go on.
        case allowed
        /// It stopped it.
        case refused
        /// It asked the person, who has not answered yet.
        case asked
        /// The person confirmed leaving.
        case confirmed
        /// The person chose to stay.
        case kept
    }

    /// The entry or presentation guarded.
    public let screen: FlowID
    /// Its answer.
    public let answer: Answer

    /// The identity and the answer.
    public var description: String { "\(screen) \(answer.rawValue)" }
}
