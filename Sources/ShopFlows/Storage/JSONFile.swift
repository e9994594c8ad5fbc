import Foundation

/// A file that holds one JSON document the app writes and reads back: the navigation state, the
/// user's cards, their account.
///
/// Writes are atomic: a crash mid-write leaves the previous file whole. A file that cannot be
/// used — unreadable, damaged, or written by another version — is never deleted or written over:
/// reading moves it aside with its kind and a UTC timestamp (`cards.json.corrupt-20261122T031500Z`,
/// then `-2`, `-3`… within the same second), so the app starts from its defaults and the old file
/// stays for the user or a bug report. The next read finds no file, so the caller reports the
/// problem once.
public struct JSONFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// Why a file could not be used.
    public struct Problem: Error, Hashable, Sendable {
        /// What was wrong; it names the file moved aside.
        public enum Kind: String, Hashable, Sendable {
            /// The file could not be read at all.
            case unreadable
            /// The file was read, but its contents are not a valid document.
            case corrupt
            /// The document was written by a version this build cannot read.
            case unsupported
        }

        public let kind: Kind
        /// One technical line for the terminal, such as "bad value at tabs[0].path".
        public let detail: String

        public init(_ kind: Kind, _ detail: String) {
            self.kind = kind
            self.detail = detail
        }
    }

    /// What reading found.
    public enum Reading<Value> {
        /// There is no file.
        case missing
        /// The file's document.
        case read(Value)
        /// The file could not be used; it was moved to `movedTo`, or left where it was when it
        /// could not be moved (`nil`).
        case setAside(Problem, movedTo: URL?)
    }

    // MARK: Writing

    /// Replaces the file with `data` atomically, creating its directory if needed.
    public func write(_ data: Data) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    // MARK: Reading

    /// Reads and decodes the file; one that cannot be used is moved aside (`now` names it).
    public func read<Value>(now: Date = Date(), decode: (Data) throws(Problem) -> Value) -> Reading<Value> {
        switch peek(decode: decode) {
        case .missing: .missing
        case .read(let value): .read(value)
        case .setAside(let problem, _): .setAside(problem, movedTo: moveAside(problem.kind, now: now))
        }
    }

    /// Reads and decodes the file without moving anything, for a command that must leave the
    /// user's files alone; `.setAside` then has no `movedTo`.
    public func peek<Value>(decode: (Data) throws(Problem) -> Value) -> Reading<Value> {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .setAside(Problem(.unreadable, "the file cannot be read"), movedTo: nil)
        }
        do throws(Problem) {
            return .read(try decode(data))
        } catch {
            return .setAside(error, movedTo: nil)
        }
    }

    /// Renames the file to `NAME.<kind>-<UTC timestamp>` (adding `-2`, `-3`… if taken).
    private func moveAside(_ kind: Problem.Kind, now: Date) -> URL? {
        let base = "\(url.lastPathComponent).\(kind.rawValue)-\(Self.timestamp(now))"
        let directory = url.deletingLastPathComponent()
        for attempt in 1...100 {
            let target = directory.appendingPathComponent(attempt == 1 ? base : "\(base)-\(attempt)")
            guard !FileManager.default.fileExists(atPath: target.path) else { continue }
            do {
                try FileManager.default.moveItem(at: url, to: target)
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
