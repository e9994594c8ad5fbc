import Foundation
import FlowCoordinator

/// Saves the whole window's navigation state (every tab) as JSON, and loads it at launch.
///
/// The file is a ``JSONFile``: written atomically, and when it cannot be read back — unreadable,
/// corrupt, or from another version — moved aside with a timestamp
/// (`state.json.corrupt-20261122T031500Z`), never deleted. The app then starts fresh, and the
/// caller gets a notice to show once.
public struct StateStore: Sendable {
    public static let fileName = "state.json"

    public let file: JSONFile
    public let archive: StateArchive

    public var fileURL: URL { file.url }

    public init(fileURL: URL, archive: StateArchive = ShopLinks.archive) {
        file = JSONFile(url: fileURL)
        self.archive = archive
    }

    /// The store at the default place for `environment` (normally the process environment).
    public init(environment: [String: String], archive: StateArchive = ShopLinks.archive) {
        self.init(fileURL: Self.defaultDirectory(environment: environment).appendingPathComponent(Self.fileName),
                  archive: archive)
    }

    /// `$XDG_STATE_HOME/shop`, or `$HOME/.local/state/shop` when `XDG_STATE_HOME` is unset, empty
    /// or relative.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        XDGDirectory.state.url(for: "shop", environment: environment)
    }

    // MARK: Saving

    /// Writes `snapshot` atomically, creating the directory if needed.
    public func save(_ snapshot: TabsSnapshot) throws {
        try file.write(try archive.encode(snapshot))
    }

    // MARK: Loading

    /// What loading found.
    public enum LoadResult: Sendable {
        /// No saved state: start fresh, silently.
        case fresh
        /// The saved state.
        case restored(TabsSnapshot)
        /// The saved state could not be used: it was moved to `movedTo` (or left in place when it
        /// could not be moved, `movedTo == nil`). Start fresh and show `notice` once.
        case reset(notice: RestorationNotice, movedTo: URL?)

        public var snapshot: TabsSnapshot? {
            if case .restored(let snapshot) = self { snapshot } else { nil }
        }

        public var notice: RestorationNotice? {
            if case .reset(let notice, _) = self { notice } else { nil }
        }
    }

    /// Loads the saved state; `now` names a file moved aside.
    public func load(now: Date = Date()) -> LoadResult {
        let reading = file.read(now: now) { data throws(JSONFile.Problem) in
            do throws(RestorationError) {
                return try archive.decodeTabs(from: data)
            } catch {
                if case .unsupportedVersion = error { throw JSONFile.Problem(.unsupported, error.message) }
                throw JSONFile.Problem(.corrupt, error.message)
            }
        }
        switch reading {
        case .missing:
            return .fresh
        case .read(let snapshot):
            return .restored(snapshot)
        case .setAside(let problem, let movedTo):
            let what = switch problem.kind {
            case .unreadable: "Shop could not open the file that says where you left off, so it started fresh."
            case .corrupt: "Shop could not make sense of where you left off, so it started fresh."
            case .unsupported: "Where you left off was saved by another version of Shop, so it started fresh."
            }
            let notice = RestorationNotice(title: "Previous Session Not Restored", what: what, file: fileURL,
                                           problem: problem, movedTo: movedTo)
            return .reset(notice: notice, movedTo: movedTo)
        }
    }
}
