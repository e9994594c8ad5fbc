import FlowGtk
import Foundation
import Testing

/// A second `shop LINK` while shop runs hands LINK to the running window (over D-Bus) and exits.
@Suite("single instance", .serialized)
@MainActor
struct SingleInstanceTests {
    @Test("a second launch opens its link in the running window",
          .enabled("no display: run `make test`, which starts Xvfb") { await GtkRuntime.hasDisplay })
    func secondLaunchForwardsLink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-single-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.json").path
        let shop = ShopProcess.executable.path
        // One private D-Bus session for both launches: the first registers the application id,
        // the second finds it, forwards its arguments and exits.
        // Their own data directory too: neither launch reads or writes the user's cards.
        let script = """
            export XDG_DATA_HOME="\(directory.appendingPathComponent("data").path)"
            "\(shop)" --state-file "\(state)" --no-restore >/dev/null 2>&1 & first=$!
            for _ in $(seq 100); do [ -s "\(state)" ] && break; sleep 0.1; done
            timeout 30 "\(shop)" --state-file "\(state)" shop://wallet/c2 >/dev/null 2>&1; echo "second=$?"
            for _ in $(seq 50); do grep -q '"c2"' "\(state)" && break; sleep 0.1; done
            kill $first; wait $first
            """
        // Output goes to a file, not a pipe: services D-Bus starts on demand may keep a pipe open.
        let log = directory.appendingPathComponent("log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        process.arguments = ["--", "sh", "-c", script]
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let printed = try String(contentsOf: log, encoding: .utf8)

        #expect(printed.contains("second=0"), "\(printed)")
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        #expect(saved.contains("\"selectedTab\" : \"wallet\""))
        #expect(saved.contains("\"c2\""), "the running instance did not open the forwarded link")
    }
}
