import Foundation

/// A shell script run in its own D-Bus session (so `shop` registers its application id there and
/// nowhere else), with `shop`'s path in `$SHOP` and a fresh directory in `$DIR`, its data
/// directories in it. Returns what the script printed.
enum ShopSession {
    static func run(_ script: String) async throws -> String {
        try await offThePool { try runBlocking(script) }
    }

    private static func runBlocking(_ script: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let prelude = """
            export SHOP='\(ShopProcess.executable.path)' DIR='\(directory.path)'
            export XDG_DATA_HOME="$DIR/data" XDG_STATE_HOME="$DIR/state"

            """
        // Output goes to a file, not a pipe: services D-Bus starts on demand may keep a pipe open.
        let log = directory.appendingPathComponent("log")
        _ = try runWithDefaultSignals("/usr/bin/dbus-run-session", ["--", "sh", "-c", prelude + script], log: log)
        return try String(contentsOf: log, encoding: .utf8)
    }
}
