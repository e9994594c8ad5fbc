import FlowCoordinator
import FlowGtk
import Glibc

/// What the end-to-end tests wait on instead of sleeping: with `SHOP_TEST_SYNC_FILE` set, the
/// app has an action `app.test-sync` (no key; the tests activate it over D-Bus). Once the app has
/// caught up with the display (``GtkRuntime/afterCaughtUp(_:)``: what the window manager did
/// before, a window it resized laid out anew), the main loop has nothing left to do at a higher
/// priority — the input that came before, the state's changes applied and saved, layout and
/// drawing — and every window has come to rest (no page sliding, no
/// tab fading: ``WindowsHost/isSettled``; each sheet and cover where it was placed:
/// ``WindowsHost/presentationsArePlaced``; waited for up to 3 s), it appends one line to that
/// file: `sync N ok`, or `sync N mismatch: …` with every way the windows differ from the state
/// (``WindowsHost/stateMismatches()``). So "nothing else happened" is a positive sign, every
/// sync is a mirror check, and a control the tests aim at after a sync has stopped moving.
@MainActor
enum TestSync {
    static let variable = "SHOP_TEST_SYNC_FILE"

    /// Adds the action when the environment asks for it; `mismatches` is read when a sync runs,
    /// once `settled` is true (or 3 s have passed).
    static func install(on application: Application, mismatches: @escaping @MainActor () -> [String],
                        settled: @escaping @MainActor () -> Bool) {
        guard let path = getenv(variable).map({ String(cString: $0) }), !path.isEmpty else { return }
        var count = 0
        func answer(waited: Int) {
            if !settled(), waited < 150 {
                _ = GtkRuntime.runAfter(.milliseconds(20)) {
                    GtkRuntime.runWhenIdle(priority: G_PRIORITY_LOW) { answer(waited: waited + 1) }
                }
                return
            }
            count += 1
            let problems = mismatches()
            let line = problems.isEmpty ? "sync \(count) ok" : "sync \(count) mismatch: " + problems.joined(separator: "; ")
            append(line + "\n", to: path)
        }
        application.addAction("test-sync", accelerators: []) {
            GtkRuntime.afterCaughtUp {
                GtkRuntime.runWhenIdle(priority: G_PRIORITY_LOW) { answer(waited: 0) }
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

    /// How long the simulated payment processor takes to answer, for a test that must act while
    /// a payment is under way whatever the machine's load: `SHOP_TEST_PAYMENT_MS=5000` (0 to 60,000;
    /// 800 ms otherwise).
    nonisolated static func paymentDelay() -> Duration? {
        guard let value = getenv("SHOP_TEST_PAYMENT_MS").map({ String(cString: $0) }),
              let milliseconds = Int(value), (0...60_000).contains(milliseconds) else { return nil }
        return .milliseconds(milliseconds)
    }

    private static func append(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var bytes = Array(text.utf8)
        _ = write(fd, &bytes, bytes.count)
    }
}
