import Foundation

/// A keystroke in Add Card, saving included: the main thread's CPU time per key a person types
/// into the real `shop`'s add-card sheet (`shop://wallet/add`), through XTest (xdotool), in words
/// with a pause after each, so that every word is saved as a draft a second after its last key.
///
/// The main thread's CPU time comes from the kernel's schedstat of that thread. What the same
/// thread uses over the same time without typing (the cursor blinking) is measured first and
/// taken off. At the end the state file must hold what was typed: a run that did not save its
/// draft fails rather than measure less.
enum KeystrokeBenchmark {
    /// Five words of 19 letters and a space: 100 keys, and five draft saves.
    static let words = (0..<5).map { index in String(repeating: Character(UnicodeScalar(UInt8(97 + index))), count: 19) + " " }
    static let keyDelayMilliseconds = 40
    /// Longer than the app's wait before it saves a draft (1 s).
    static let pause: Duration = .milliseconds(1400)
    static let runs = 3

    struct Run {
        var perKey: Duration
        var idle: Duration
    }

    static func report(tools: Tools, into report: inout Report) throws {
        progress("keystroke: \(runs) runs of \(words.joined().count) keys typed into Add Card")
        let results = try (0..<runs).map { _ in try run(tools: tools) }
        let perKey = median(results.map { $0.perKey.seconds })
        report.add("keystroke_main_thread_ms", perKey * 1e3, goal: .atMost(1),
                   "a key typed into Add Card, the draft saved after each word: the main thread's CPU time per key, "
                   + "median of \(runs) runs of \(words.joined().count) keys, idle cost (\(Duration.seconds(median(results.map { $0.idle.seconds })).formatted)/s) taken off")
    }

    static func run(tools: Tools) throws -> Run {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowbench-keys-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.json")
        let shop = try spawnChild(tools.shop, ["--state-file", state.path, "shop://wallet/add"], environment: [
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
        ])
        defer { shop.terminate() }
        try waitForWindow(named: "Add Card", of: shop)
        Thread.sleep(forTimeInterval: 1.5) // the first save and drawing settle

        // Idle: the thread's cost per second with the sheet open and nothing typed.
        let idleSpan: Duration = .seconds(3)
        let idleStart = try mainThreadCPU(shop.pid)
        Thread.sleep(forTimeInterval: idleSpan.seconds)
        let idlePerSecond = (try mainThreadCPU(shop.pid) - idleStart) / idleSpan.seconds

        let start = try mainThreadCPU(shop.pid)
        let clockStart = ContinuousClock.now
        for word in words {
            _ = try runChild("/usr/bin/xdotool", ["type", "--delay", "\(keyDelayMilliseconds)", word])
            Thread.sleep(forTimeInterval: pause.seconds)
        }
        let busy = try mainThreadCPU(shop.pid) - start
        let elapsed = ContinuousClock.now - clockStart
        let saved = (try? String(contentsOf: state, encoding: .utf8)) ?? ""
        let typed = words.joined()
        guard saved.contains(String(typed.dropLast())) else {
            throw ChildProcessError(description: "the state file does not hold the typed draft")
        }
        let keys = Double(typed.count)
        let net = max(.zero, busy - idlePerSecond * elapsed.seconds)
        return Run(perKey: net / keys, idle: idlePerSecond)
    }

    /// Waits until a window named `name` is mapped, through xdotool.
    private static func waitForWindow(named name: String, of shop: RunningChild) throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if let status = shop.exited() { throw ChildProcessError(description: "shop exited with \(status)") }
            let search = try runChild("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "^\(name)$"])
            if search.status == 0, !search.output.isEmpty { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw ChildProcessError(description: "no \(name) window within 20 s")
    }

    /// The CPU time the main thread of `pid` has used (schedstat's first field, nanoseconds).
    private static func mainThreadCPU(_ pid: pid_t) throws -> Duration {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/schedstat", encoding: .utf8),
              let field = text.split(separator: " ").first, let nanoseconds = Int64(field) else {
            throw ChildProcessError(description: "cannot read the schedstat of \(pid)")
        }
        return .nanoseconds(nanoseconds)
    }
}
