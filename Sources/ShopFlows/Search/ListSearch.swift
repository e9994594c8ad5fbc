#if canImport(FoundationEssentials)
import FoundationEssentials
#endif
import Foundation
import FlowCoordinator
import Observation

/// The search over a list a screen shows, as GNOME's lists have: typing over the list or Ctrl+F
/// opens it, Escape closes and clears it. The rows shown are those whose texts hold every word
/// typed, whatever the case, accents or width of the letters ("cafe" finds "Café"). The query is
/// the screen's draft (``draft``), so a search open at a quit is open after the restart.
@Observable
@MainActor
public final class ListSearch {
    /// What was typed.
    public private(set) var query: String
    /// Whether the search bar shows.
    public private(set) var isOpen: Bool

    /// A search closed, or as `draft` kept it.
    public init(draft: SearchDraft? = nil) {
        query = draft?.query ?? ""
        isOpen = draft != nil
    }

    /// The search of the list `screen` shows, as it was at the last quit; the screen keeps it as
    /// its draft from now on.
    public static func kept(by screen: FlowScreen) -> ListSearch {
        let search = ListSearch(draft: screen.restoredDraft(SearchDraft.self))
        screen.keepDraft { [weak search] in search?.draft }
        return search
    }

    /// What the search keeps through a restart: its query, while it is open.
    public var draft: SearchDraft? { isOpen ? SearchDraft(query: query) : nil }

    /// The person opened the search (Ctrl+F, the search button, a key typed over the list).
    public func userOpened() {
        isOpen = true
    }

    /// The person changed the query.
    public func userTyped(_ text: String) {
        query = text
        if !text.isEmpty { isOpen = true }
    }

    /// The person closed the search (Escape, the search button): every row shows again.
    public func userClosed() {
        isOpen = false
        query = ""
    }

    /// The words of the query.
    private var words: [Substring] { query.split(whereSeparator: \.isWhitespace) }

    /// Whether a row with these texts shows: each word of the query is in one of them.
    public func matches(_ texts: [String]) -> Bool {
        let words = words
        guard isOpen, !words.isEmpty else { return true }
        return words.allSatisfy { word in
            texts.contains { $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) != nil }
        }
    }

    /// For each of `rows`, whether it shows (``matches(_:)`` of its `texts`).
    public func shown<Row>(_ rows: [Row], texts: (Row) -> [String]) -> [Bool] {
        rows.map { matches(texts($0)) }
    }

    /// The most characters of the query the "nothing matches" line quotes: a query pasted
    /// 100,000 characters long is quoted by its start, not spread over the page.
    public static let quotedLength = 40

    /// What the list says when no row matches, or `nil` while one does (or nothing is searched).
    public func noMatch(in shown: [Bool]) -> String? {
        guard isOpen, !words.isEmpty, !shown.isEmpty, !shown.contains(true) else { return nil }
        let typed = query.trimmingWhitespace
        let quoted = typed.count > Self.quotedLength ? typed.prefix(Self.quotedLength) + "…" : typed
        // Translators: %s is what the person searched for
        return localized("Nothing matches “%s”.", String(quoted))
    }
}
