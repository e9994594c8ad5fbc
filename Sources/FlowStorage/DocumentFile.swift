#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// A file that holds one document an app writes and reads back: its navigation state
/// (``StateFile``), the user's data.
///
/// Writes are atomic and durable: the document goes to a temp file in the same directory
/// (`NAME.saving-<pid>-<random>`), which is flushed to disk, renamed over the file, and the
/// directory flushed too, so a crash or a power cut leaves the previous file or the new one,
/// whole. A temp file a crash left behind is removed when the file is next read at launch. The
/// file is readable by its owner only.
///
/// Reading is bounded: a file larger than ``sizeLimit`` is not read at all. A file that cannot be
/// used — unreadable, too large, damaged, or written by another version — is never deleted or
/// written over: reading moves it aside with its kind and a UTC timestamp
/// (`cards.json.corrupt-20261122T031500Z`, then `-2`, `-3`… within the same second), so the app
/// starts from its defaults and the old file stays for the user or a bug report. The next read
/// finds no file, so the caller reports the problem once. A file that cannot be moved aside is
/// left where it is, and the caller must not write over it.
public struct DocumentFile: Sendable {
    /// Where the file is.
    public let url: URL
    /// The largest file read, in bytes.
    public let sizeLimit: Int

    /// - Parameters:
    ///   - url: where the file is.
    ///   - sizeLimit: the largest file read (1 MiB unless given).
    public init(url: URL, sizeLimit: Int = 1 << 20) {
        self.url = url
        self.sizeLimit = sizeLimit
    }

    /// Why a file could not be used.
    public struct Problem: Error, Hashable, Sendable {
        /// What was wrong; it names the file moved aside.
        public enum Kind: String, Hashable, Sendable {
            /// The file could not be read at all.
            case unreadable
            /// The file is larger than ``DocumentFile/sizeLimit``; it was not read.
            case tooLarge = "too-large"
            /// The file was read, but its contents are not a valid document.
            case corrupt
            /// The document was written by a version this build cannot read.
            case unsupported
        }

        /// What was wrong.
        public let kind: Kind
        /// One technical line for the terminal, such as "bad value at tabs[0].path".
        public let detail: String

        /// A problem of `kind`, with one technical line of `detail`.
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

        /// The document read, or `nil` when there is none or it could not be used.
        public var value: Value? {
            if case .read(let value) = self { value } else { nil }
        }
    }

    // MARK: Writing

    /// Why a write failed: the system's error code, and the path and step it failed at.
    public struct WriteFailure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The system's error code (`errno`), such as `ENOSPC` for a full disk.
        public let code: Int32
        /// The file or folder the step failed on.
        public let path: String
        /// What was being done: "create the folder", "write", "flush", "rename"…
        public let step: String

        /// A failure of `step` on `path` with the system's error `code`.
        public init(code: Int32, path: String, step: String) {
            self.code = code
            self.path = path
            self.step = step
        }

        /// One technical line for the terminal.
        public var description: String { "cannot \(step) \(path): \(String(cString: strerror(code)))" }
    }

    /// The prefix of this file's temp files: `NAME.saving-`, followed by `<pid>-<random>`.
    var tempPrefix: String { "\(url.lastPathComponent).saving-" }

    /// Replaces the file with `data` atomically and durably, creating its directory if needed.
    public func write(_ data: Data) throws(WriteFailure) {
        let directory = url.deletingLastPathComponent()
        try Self.makeDirectory(directory)
        let temp = directory.appendingPathComponent(tempPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw WriteFailure(code: errno, path: temp, step: "create") }
        do throws(WriteFailure) {
            try Self.writeAll(data, to: fd, path: temp)
            guard fsync(fd) == 0 else { throw WriteFailure(code: errno, path: temp, step: "flush") }
            guard close(fd) == 0 else { throw WriteFailure(code: errno, path: temp, step: "close") }
        } catch {
            close(fd)
            unlink(temp)
            throw error
        }
        guard rename(temp, url.path) == 0 else {
            let failure = WriteFailure(code: errno, path: url.path, step: "replace")
            unlink(temp)
            throw failure
        }
        // The rename is only durable once the directory is.
        let directoryFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directoryFD >= 0 else { throw WriteFailure(code: errno, path: directory.path, step: "open the folder") }
        defer { close(directoryFD) }
        guard fsync(directoryFD) == 0 else { throw WriteFailure(code: errno, path: directory.path, step: "flush the folder") }
    }

    private static func writeAll(_ data: Data, to fd: Int32, path: String) throws(WriteFailure) {
        var failure: WriteFailure?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = WriteFailure(code: errno, path: path, step: "write")
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    /// `mkdir -p`: creates `directory` and the folders above it that are missing.
    static func makeDirectory(_ directory: URL) throws(WriteFailure) {
        var missing: [String] = []
        var current = directory.standardizedFileURL.path
        var info = stat()
        while !current.isEmpty, current != "/", stat(current, &info) != 0 {
            missing.append(current)
            current = Self.parent(of: current)
        }
        for path in missing.reversed() where mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw WriteFailure(code: errno, path: path, step: "create the folder")
        }
    }

    /// The folder that holds `path`, as NSString's `deletingLastPathComponent` gives it (repeated
    /// and trailing slashes aside): "/a/b" → "/a", "/a" → "/", "a" → "".
    private static func parent(of path: String) -> String {
        (path.hasPrefix("/") ? "/" : "") + path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// Removes the temp files a write that crashed left next to the file: those of a process
    /// that no longer runs (or of this one, which has written nothing yet).
    package func removeLeftovers() {
        let directory = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(tempPrefix) {
            let pid = name.dropFirst(tempPrefix.count).split(separator: "-").first.flatMap { Int32($0) }
            if let pid, pid != getpid(), kill(pid, 0) == 0 || errno == EPERM { continue }  // a write under way
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    // MARK: Reading

    /// Reads and decodes the file, at launch: removes temp files a crash left, and moves a file
    /// that cannot be used aside (`now` names it).
    public func read<Value>(now: Date = Date(), decode: (Data) throws(Problem) -> Value) -> Reading<Value> {
        removeLeftovers()
        switch peek(decode: decode) {
        case .missing: return .missing
        case .read(let value): return .read(value)
        case .setAside(let problem, _): return .setAside(problem, movedTo: moveAside(problem.kind, now: now))
        }
    }

    /// Reads and decodes the file without moving anything, for a command that must leave the
    /// user's files alone; `.setAside` then has no `movedTo`.
    public func peek<Value>(decode: (Data) throws(Problem) -> Value) -> Reading<Value> {
        switch contents() {
        case .missing:
            return .missing
        case .unusable(let problem):
            return .setAside(problem, movedTo: nil)
        case .tooLarge(let size, _):
            return .setAside(Problem(.tooLarge, "\(size) bytes, more than the \(sizeLimit) this build reads"), movedTo: nil)
        case .data(let data):
            do throws(Problem) {
                return .read(try decode(data))
            } catch {
                return .setAside(error, movedTo: nil)
            }
        }
    }

    /// What the file holds, read up to ``sizeLimit``.
    enum Contents {
        case missing
        case unusable(Problem)
        /// Larger than the limit: its size, and its first bytes.
        case tooLarge(size: Int, start: Data)
        case data(Data)
    }

    /// Reads at most ``sizeLimit`` + 1 bytes (the file may grow while it is read). A FIFO or a
    /// device at the path is not waited on.
    func contents() -> Contents {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT ? .missing : .unusable(Problem(.unreadable, "the file cannot be read"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .unusable(Problem(.unreadable, "not a file"))
        }
        if Int(info.st_size) > sizeLimit { return .tooLarge(size: Int(info.st_size), start: Self.read(fd, upTo: 4096)) }
        let data = Self.read(fd, upTo: sizeLimit + 1)
        return data.count > sizeLimit ? .tooLarge(size: data.count, start: data.prefix(4096)) : .data(data)
    }

    private static func read(_ fd: Int32, upTo limit: Int) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while data.count < limit {
            let count = Glibc.read(fd, &chunk, min(chunk.count, limit - data.count))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(chunk, count: count)
        }
        return data
    }

    /// The size limit as people read it: "1 MB", "256 KB".
    public var shownSizeLimit: String {
        sizeLimit % (1 << 20) == 0 ? "\(sizeLimit >> 20) MB" : "\(sizeLimit >> 10) KB"
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
    package static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        // Not TimeZone(identifier: "UTC"): without FoundationInternationalization that is nil.
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { (value ?? 0).zeroPadded(to: 2) }
        return (parts.year ?? 0).zeroPadded(to: 4) + two(parts.month) + two(parts.day)
            + "T" + two(parts.hour) + two(parts.minute) + two(parts.second) + "Z"
    }
}
