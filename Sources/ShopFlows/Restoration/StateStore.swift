#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator
import FlowStorage

/// The shop's navigation state between runs: FlowCoordinator's ``StateFile`` (atomic writes,
/// bounded reads, a bad file moved aside, never deleted) with the shop's links, and the notice
/// the shop shows, once, when the file could not be restored.
public struct StateStore: Sendable {
    /// The largest state file read: 1 MiB, thousands of screens.
    public static let sizeLimit = StateFile.defaultSizeLimit

    /// The file.
    public let stateFile: StateFile

    /// Where the file is.
    public var fileURL: URL { stateFile.url }

    public init(fileURL: URL, archive: StateArchive = ShopRoutes.archive) {
        stateFile = StateFile(url: fileURL, archive: archive, sizeLimit: Self.sizeLimit)
    }

    /// The store at the default place for `environment` (normally the process environment).
    public init(environment: [String: String], archive: StateArchive = ShopRoutes.archive) {
        stateFile = StateFile(app: "shop", archive: archive, environment: environment, sizeLimit: Self.sizeLimit)
    }

    /// `$XDG_STATE_HOME/shop`, or `$HOME/.local/state/shop` when `XDG_STATE_HOME` is unset, empty
    /// or relative.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        XDGDirectory.state.url(for: "shop", environment: environment)
    }

    /// Writes every window and the drafts of their screens atomically, creating the directory
    /// if needed; of the drafts, those that fit in what the next launch reads (``sizeLimit``).
    public func save(_ windows: WindowsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws {
        try stateFile.save(windows, drafts: fitting(drafts) { try stateFile.archive.encode(windows, drafts: $0) })
    }

    /// Writes one window (window 1) and the drafts of its screens that fit.
    public func save(_ snapshot: TabsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) throws {
        try stateFile.save(snapshot, drafts: fitting(drafts) { try stateFile.archive.encode(snapshot, drafts: $0) })
    }

    /// The drafts a file can keep with the rest of the state, as `encode` writes them: all of
    /// them when the file is within ``sizeLimit``, else without the largest, one after the
    /// other, until it is. A file beyond the limit would be set aside whole at the next launch;
    /// text pasted into forms in several windows, each field within what a field holds but
    /// together more than the file may be, loses those forms' drafts, never where the person was
    /// nor the other drafts.
    private func fitting(_ drafts: ScreenDrafts, encode: (ScreenDrafts) throws -> Data) throws -> ScreenDrafts {
        guard !drafts.isEmpty, try encode(drafts).count > Self.sizeLimit else { return drafts }
        var drafts = drafts
        var smallestFirst = drafts.byScreen
            .map { id, draft in (id: id, size: (try? JSONEncoder().encode(draft.base))?.count ?? 0) }
            .sorted { ($0.size, $0.id) < ($1.size, $1.id) }
        repeat {
            guard let largest = smallestFirst.popLast() else { break }
            drafts[largest.id] = nil
        } while try encode(drafts).count > Self.sizeLimit
        return drafts
    }

    /// What loading found.
    public enum LoadResult: Sendable {
        /// No saved state: start fresh, silently.
        case fresh
        /// The saved windows, with the drafts of their screens.
        case restored(SavedState<WindowsSnapshot>)
        /// The saved state could not be used: it was moved to `movedTo` (or left in place when it
        /// could not be moved, `movedTo == nil`). Start fresh and show `notice` once.
        case reset(notice: RestorationNotice, movedTo: URL?)

        public var saved: SavedState<WindowsSnapshot>? {
            if case .restored(let saved) = self { saved } else { nil }
        }

        public var snapshot: WindowsSnapshot? { saved?.snapshot }

        public var notice: RestorationNotice? {
            if case .reset(let notice, _) = self { notice } else { nil }
        }
    }

    /// Loads the saved state; `now` names a file moved aside.
    public func load(now: Date = Date()) -> LoadResult {
        switch stateFile.loadSavedWindows(now: now) {
        case .missing:
            return .fresh
        case .read(let saved):
            return .restored(saved)
        case .setAside(let problem, let movedTo):
            let happened = switch problem.kind {
            case .unreadable: localized("Shop could not open the file that remembers where you left off, so it started fresh.")
            // Over the file's size limit, or over the archive's limits on screens and windows.
            case .tooLarge: localized("The file that remembers where you left off holds more than Shop can restore, so it started fresh.")
            case .corrupt: localized("The file that remembers where you left off is damaged, so Shop could not read it and started fresh.")
            case .unsupported: localized("The file that remembers where you left off was saved by another version of Shop, so it started fresh.")
            }
            let what = happened + " " + localized("This does not affect your cards, profile or settings, which are kept in other files.")
            let notice = RestorationNotice(title: localized("Previous Session Not Restored"), what: what,
                                           reset: localized("where you left off"), file: fileURL, problem: problem, movedTo: movedTo)
            return .reset(notice: notice, movedTo: movedTo)
        }
    }

    /// Why the file at ``fileURL`` is not a state file of the app's, or `nil` when it is one or
    /// there is none (``StateFile/whyNotAStateFile()``).
    public func whyNotAStateFile() -> String? { stateFile.whyNotAStateFile() }
}
