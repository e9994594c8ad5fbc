import Foundation
import FlowCoordinator

/// Saves the whole window's navigation state (every tab) as JSON, and loads it at launch.
///
/// A file that cannot be read back — unreadable, corrupt, or from another version — is never
/// deleted: it is moved aside with a timestamp (`state.json.corrupt-20261122T031500Z`), the app
/// starts fresh, and the caller gets a one-line notice to show. The next launch finds no file,
/// so the notice is shown once. Writes are atomic, so a crash mid-write leaves the old file.
public struct StateStore: Sendable {
    public static let fileName = "state.json"

    public let fileURL: URL
    public let archive: StateArchive

    public init(fileURL: URL, archive: StateArchive = ShopLinks.archive) {
        self.fileURL = fileURL
        self.archive = archive
    }

    /// The store at the default place for `environment` (normally the process environment).
    public init(environment: [String: String], archive: StateArchive = ShopLinks.archive) {
        self.init(fileURL: Self.defaultDirectory(environment: environment).appendingPathComponent(Self.fileName),
                  archive: archive)
    }

    /// `$XDG_STATE_HOME/shop`, or `$HOME/.local/state/shop` when `XDG_STATE_HOME` is unset, empty
    /// or relative (the XDG spec says to ignore relative paths).
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("shop", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/state/shop", isDirectory: true)
    }

    // MARK: Saving

    /// Writes `snapshot` atomically, creating the directory if needed.
    public func save(_ snapshot: TabsSnapshot) throws {
        let data = try archive.encode(snapshot)
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try data.write(to: fileURL, options: .atomic)
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
        case reset(notice: String, movedTo: URL?)

        public var snapshot: TabsSnapshot? {
            if case .restored(let snapshot) = self { snapshot } else { nil }
        }

        public var notice: String? {
            if case .reset(let notice, _) = self { notice } else { nil }
        }
    }

    /// Loads the saved state; `now` names a file moved aside.
    public func load(now: Date = Date()) -> LoadResult {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return .fresh }
        let problem: String
        let kind: String
        do {
            let data = try Data(contentsOf: fileURL)
            do {
                return .restored(try archive.decodeTabs(from: data))
            } catch {
                problem = error.message
                if case .unsupportedVersion = error { kind = "unsupported" } else { kind = "corrupt" }
            }
        } catch {
            problem = "the file cannot be read"
            kind = "unreadable"
        }
        let moved = moveAside(kind: kind, now: now)
        let notice = if let moved {
            "The last session could not be restored (\(problem)); it was kept as \(moved.lastPathComponent) and the app started fresh."
        } else {
            "The last session could not be restored (\(problem)) and the app started fresh."
        }
        return .reset(notice: notice, movedTo: moved)
    }

    /// Renames the file to `state.json.<kind>-<UTC timestamp>` (adding `-2`, `-3`… if taken).
    private func moveAside(kind: String, now: Date) -> URL? {
        let base = "\(fileURL.lastPathComponent).\(kind)-\(Self.timestamp(now))"
        let directory = fileURL.deletingLastPathComponent()
        for attempt in 1...100 {
            let name = attempt == 1 ? base : "\(base)-\(attempt)"
            let target = directory.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: target.path) else { continue }
            do {
                try FileManager.default.moveItem(at: fileURL, to: target)
                return target
            } catch {
                return nil
            }
        }
        return nil
    }

    /// `20261122T031500Z`.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0) + two(parts.month) + two(parts.day)
            + "T" + two(parts.hour) + two(parts.minute) + two(parts.second) + "Z"
    }
}
