import FlowCoordinator
import FlowGtk
import Glibc

/// What the end-to-end tests wait on instead of sleeping: with `SHOP_TEST_SYNC_FILE` set, the
/// app has an action `app.test-sync` (no key; the tests activate it over D-Bus). Once the main
/// loop has nothing left to do at a higher priority — the input that came before, the state's
/// changes applied, layout and drawing — it appends one line to that file: `sync N ok`, or
/// `sync N mismatch: …` with every way the windows differ from the state
/// (``WindowsHost/stateMismatches()``). So "nothing else happened" is a positive sign, and every
/// sync is a mirror check.
@MainActor
enum TestSync {
    static let variable = "SHOP_TEST_SYNC_FILE"

    /// Adds the action when the environment asks for it; `mismatches` is read when a sync runs.
    static func install(on application: Application, mismatches: @escaping @MainActor () -> [String]) {
        guard let path = getenv(variable).map({ String(cString: $0) }), !path.isEmpty else { return }
        var count = 0
        application.addAction("test-sync", accelerators: []) {
            GtkRuntime.runWhenIdle(priority: G_PRIORITY_LOW) {
                count += 1
                let problems = mismatches()
                let line = problems.isEmpty ? "sync \(count) ok" : "sync \(count) mismatch: " + problems.joined(separator: "; ")
                append(line + "\n", to: path)
            }
        }
    }

    /// The end-to-end tests' size for a first window that has none saved: `SHOP_TEST_WINDOW_SIZE=700x720`
    /// opens it at 700 px, where the tabs stack their pages, as the tests written for that layout
    /// expect (the split layout's tests leave it unset: 960 px).
    nonisolated static func windowFrame() -> WindowFrame? {
        guard let value = getenv("SHOP_TEST_WINDOW_SIZE").map({ String(cString: $0) }) else { return nil }
        let sides = value.split(separator: "x").compactMap { Int($0) }
        guard sides.count == 2, sides.allSatisfy(WindowFrame.sizes.contains) else { return nil }
        return WindowFrame(width: sides[0], height: sides[1])
    }

    private static func append(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var bytes = Array(text.utf8)
        _ = write(fd, &bytes, bytes.count)
    }
}
