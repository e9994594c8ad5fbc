import Foundation
import FlowCoordinator

/// Saves the whole window's navigation state (every tab) as JSON, and loads it at launch.
///
/// The file is a ``JSONFile``: written atomically, read only up to ``sizeLimit``, and when it
/// cannot be read back — unreadable, too large, corrupt, or from another version — moved aside
/// with a timestamp (`state.json.corrupt-20261122T031500Z`), never deleted. The app then starts
/// fresh, and the caller gets a notice to show once.
///
/// A path the user gives (`--state-file`) may name a file that is not the app's at all: check it
/// with ``whyNotAStateFile()`` before using it, so it is refused rather than moved aside.
public struct StateStore: Sendable {
    public static let fileName = "state.json"
    /// The largest state file read: 1 MiB, thousands of screens.
    public static let sizeLimit = 1 << 20

    public let file: JSONFile
    public let archive: StateArchive

    public var fileURL: URL { file.url }

    public init(fileURL: URL, archive: StateArchive = ShopLinks.archive) {
        file = JSONFile(url: fileURL, sizeLimit: Self.sizeLimit)
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
                if case .tooLarge = error { throw JSONFile.Problem(.tooLarge, error.message) }
                throw JSONFile.Problem(.corrupt, error.message)
            }
        }
        switch reading {
        case .missing:
            return .fresh
        case .read(let snapshot):
            return .restored(snapshot)
        case .setAside(let problem, let movedTo):
            let happened = switch problem.kind {
            case .unreadable: "Shop could not open the file that remembers where you left off, so it started fresh."
            // Over the file's size limit, or over the archive's limits on screens and windows.
            case .tooLarge: "The file that remembers where you left off holds more than Shop can restore, so it started fresh."
            case .corrupt: "The file that remembers where you left off is damaged, so Shop could not read it and started fresh."
            case .unsupported: "The file that remembers where you left off was saved by another version of Shop, so it started fresh."
            }
            let what = happened + " This does not affect your cards, profile or settings, which are kept in other files."
            let notice = RestorationNotice(title: "Previous Session Not Restored", what: what, file: fileURL,
                                           problem: problem, movedTo: movedTo)
            return .reset(notice: notice, movedTo: movedTo)
        }
    }

    // MARK: Whose file it is

    /// Why the file at ``fileURL`` is not a state file of the app's, or `nil` when it is one or
    /// there is none. A state file is a JSON object whose `format` is the archive's; a damaged one,
    /// or one too large to read, counts when it starts like one (`{"format":"flow-coordinator-state"`).
    public func whyNotAStateFile() -> String? {
        switch file.contents() {
        case .missing:
            return nil
        case .unusable(let problem):
            return problem.detail == "not a file" ? "it is not a file" : "it cannot be read"
        case .tooLarge(_, let start):
            return Self.startsLikeAStateFile(start) ? nil
                : "it is larger than Shop reads (\(file.shownSizeLimit)) and does not start like one"
        case .data(let data):
            if data.isEmpty { return "it is empty" }
            guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                return Self.startsLikeAStateFile(data) ? nil : "it is not JSON"
            }
            guard let format = (object as? [String: Any])?["format"] as? String else { return "it is not JSON with a format" }
            return format == StateArchive.format ? nil : "its format is “\(format)”"
        }
    }

    /// Whether `data` begins with `{"format":"flow-coordinator-state"`, whitespace aside: how the
    /// archive writes every state file.
    private static func startsLikeAStateFile(_ data: Data) -> Bool {
        let start = String(decoding: data.prefix(256), as: UTF8.self).filter { !$0.isWhitespace }
        return start.hasPrefix("{\"format\":\"\(StateArchive.format)\"")
    }
}
