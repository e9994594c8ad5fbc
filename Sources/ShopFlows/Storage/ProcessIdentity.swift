import Glibc

/// A process on this machine, told apart from a later one that got the same id: its id and when
/// it started (in clock ticks after boot, from `/proc/PID/stat`).
public struct ProcessIdentity: Hashable, Codable, Sendable {
    public let id: Int32
    public let started: UInt64

    /// This process.
    public static let current = ProcessIdentity(id: getpid(), started: startTime(of: getpid()) ?? 0)

    /// Whether the process still runs (the same one, not another that took its id).
    public var isRunning: Bool {
        guard let time = Self.startTime(of: id) else { return false }
        return time == started
    }

    /// Field 22 of `/proc/PID/stat`, after the command's name in parentheses (which may hold
    /// spaces and parentheses itself).
    static func startTime(of pid: Int32) -> UInt64? {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 1024)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (the state), so field 22 is fields[19].
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }
}
