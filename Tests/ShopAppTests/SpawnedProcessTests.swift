import Foundation
import Testing

@Suite("processes the tests start")
struct SpawnedProcessTests {
    @Test("a session's D-Bus daemon ends with the session")
    func sessionBusEnds() async throws {
        // Each session once left its dbus-daemon running after the tests, six a run.
        let printed = try await ShopSession.run("""
            dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
                org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.DBus
            """)
        let pid = try #require(printed.split(separator: "\n").last { $0.contains("uint32") }
            .flatMap { Int32($0.split(separator: " ").last ?? "") }, "\(printed)")
        let deadline = Date().addingTimeInterval(3)
        while isRunning(pid) && Date() < deadline { usleep(50_000) }
        #expect(!isRunning(pid), "the session's dbus-daemon (\(pid)) is still running")
    }

    /// Whether `pid` runs: it exists and has not ended (an ended process whose parent has not
    /// waited for it yet is still listed, as a zombie).
    private func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: end)...].split(separator: " ").first != "Z"
    }
}
