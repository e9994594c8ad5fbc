import Foundation
import Testing

@Suite("processes the tests start")
struct SpawnedProcessTests {
    @Test("a session's D-Bus daemon ends with the session")
    func sessionBusEnds() throws {
        // Each session once left its dbus-daemon running after the tests, six a run.
        let printed = try ShopSession.run("""
            dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
                org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.DBus
            """)
        let pid = try #require(printed.split(separator: "\n").last { $0.contains("uint32") }
            .flatMap { Int32($0.split(separator: " ").last ?? "") }, "\(printed)")
        let deadline = Date().addingTimeInterval(3)
        while kill(pid, 0) == 0 && Date() < deadline { usleep(50_000) }
        #expect(kill(pid, 0) != 0, "the session's dbus-daemon (\(pid)) is still running")
    }
}
