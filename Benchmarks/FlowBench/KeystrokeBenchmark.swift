import Foundation

/// A keystroke in Add Card, saving included: the main thread's CPU time per key a person types
/// into the real `shop`'s add-card sheet (`shop://wallet/add`), through XTest (xdotool), in words
/// with a pause after each, so that every word is saved as a draft a second after its last key;
/// and the same keys typed into the same form in plain C GTK (Benchmarks/c/add_card.c), GTK's own
/// cost of a key.
///
/// The main thread's CPU time comes from the kernel's schedstat of that thread. The cursor does
/// not blink (GTK's setting, in the run's own config folder), and what the thread uses over the
/// same time without typing is measured first and taken off. At the end the state file must hold
/// what was typed: a run that did not save its draft fails rather than measure less.
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
        progress("keystroke: \(runs) runs of \(words.joined().count) keys typed into Add Card, then one under callgrind")
        var shop: [Run] = [], c: [Run] = []
        for _ in 0..<runs {
            shop.append(try run(tools.shop, ["shop://wallet/add"], savesDraft: true))
            c.append(try run(tools.cAddCard, [], savesDraft: false))
        }
        let perKey = median(shop.map { $0.perKey.seconds })
        let floor = median(c.map { $0.perKey.seconds })
        report.add("keystroke_main_thread_ms", perKey * 1e3, goal: .atMost(1),
                   "a key typed into Add Card, the draft saved after each word: the main thread's CPU time per key, "
                   + "median of \(runs) runs of \(words.joined().count) keys, idle cost (\(Duration.seconds(median(shop.map { $0.idle.seconds })).formatted)/s) taken off")
        report.add("keystroke_ratio_vs_c", perKey / floor, goal: .none,
                   "the same keys typed into the same form in plain C GTK (Benchmarks/c/add_card.c), which saves nothing: \(String(format: "%.2f", floor * 1e3)) ms a key")
        report.note("keystroke_c_main_thread_ms", floor * 1e3)
        let counted = try countInstructions(tools.shop, ["shop://wallet/add"], profile: "keystroke.shop", savesDraft: true)
        let cCounted = try countInstructions(tools.cAddCard, [], profile: "keystroke.c", savesDraft: false)
        report.add("keystroke_instructions_ratio_vs_c", counted.total / cCounted.total, goal: .none,
                   "instructions of a key (callgrind, \(words.joined().count) keys): shop \(Int(counted.total / keys).formatted()), "
                   + "the C form \(Int(cCounted.total / keys).formatted())")
        report.add("keystroke_draft_saving_share", counted.saving / counted.total, goal: .none,
                   "of shop's instructions of a key, \(Int(counted.saving / keys).formatted()) keep and save the draft "
                   + "(Autosave's drafts, the debounce, the saves)")
        report.note("keystroke_instructions", counted.total / keys)
        report.note("keystroke_c_instructions", cCounted.total / keys)
        report.note("keystroke_draft_saving_instructions", counted.saving / keys)
    }

    static var keys: Double { Double(words.joined().count) }

    /// A fresh folder for one run's files.
    private static func runDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowbench-keys-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
        // A cursor that does not blink: GTK 4 fades a blinking cursor in and out, drawing frames
        // while nobody types, which is not the cost of a key.
        let settings = directory.appendingPathComponent("config/gtk-4.0/settings.ini")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[Settings]\ngtk-cursor-blink=false\n".utf8).write(to: settings)
        return directory
    }

    /// Types the words into `program`'s Add Card window; `savesDraft` when it is `shop`, whose
    /// state file must hold them at the end.
    static func run(_ program: String, _ arguments: [String], savesDraft: Bool) throws -> Run {
        let directory = try runDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.json")
        let shop = try spawnChild(program, (savesDraft ? ["--state-file", state.path] : []) + arguments,
                                  environment: try freshHome(directory))
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
        let typed = words.joined()
        if savesDraft {
            let saved = (try? String(contentsOf: state, encoding: .utf8)) ?? ""
            guard saved.contains(String(typed.dropLast())) else {
                throw ChildProcessError(description: "the state file does not hold the typed draft")
            }
        }
        let keys = Double(typed.count)
        let net = max(.zero, busy - idlePerSecond * elapsed.seconds)
        return Run(perKey: net / keys, idle: idlePerSecond)
    }

    /// The instructions of the same typing into `program` under callgrind, counted from the first
    /// key to the last save: all of them, and, for `shop` (`savesDraft`), those of FlowGtk's
    /// `Autosave` for the drafts (the reading of the drafts at each key and the saves a second
    /// after each word). The profile stays in bench-profiles/NAME.callgrind.1.
    static func countInstructions(_ program: String, _ arguments: [String], profile name: String,
                                  savesDraft: Bool) throws -> (total: Double, saving: Double) {
        try FileManager.default.createDirectory(atPath: InstructionBenchmark.profiles, withIntermediateDirectories: true)
        let profile = "\(InstructionBenchmark.profiles)/\(name).callgrind"
        try? FileManager.default.removeItem(atPath: profile + ".1")
        let directory = try runDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.json")
        let shop = try spawnChild(try InstructionBenchmark.valgrind(), [
            "--tool=callgrind", "-q", "--instr-atstart=no", "--callgrind-out-file=\(profile)",
            try InstructionBenchmark.countable(program),
        ] + (savesDraft ? ["--state-file", state.path] : []) + arguments, environment: try freshHome(directory))
        defer { shop.terminate() }
        try waitForWindow(named: "Add Card", of: shop, within: .seconds(120))
        Thread.sleep(forTimeInterval: 3)
        guard try runChild("/usr/bin/callgrind_control", ["-i", "on", "\(shop.pid)"]).status == 0 else {
            throw ChildProcessError(description: "callgrind_control could not start counting")
        }
        for word in words {
            _ = try runChild("/usr/bin/xdotool", ["type", "--delay", "150", word])
            Thread.sleep(forTimeInterval: 4) // callgrind is slow: the save a second later has run
        }
        _ = try runChild("/usr/bin/callgrind_control", ["-i", "off", "\(shop.pid)"])
        _ = try runChild("/usr/bin/callgrind_control", ["-d", "\(shop.pid)"])
        if savesDraft {
            let saved = (try? String(contentsOf: state, encoding: .utf8)) ?? ""
            guard saved.contains(String(words.joined().dropLast())) else {
                throw ChildProcessError(description: "under callgrind, the state file does not hold the typed draft")
            }
        }
        let annotated = try runChild("/usr/bin/callgrind_annotate", ["--inclusive=yes", "--threshold=100", profile + ".1"])
        var total = 0.0
        // callgrind_annotate lists a function once per file it was built from (an absolute and a
        // relative path, a thunk): the largest inclusive count of each symbol is its own.
        var bySymbol: [Substring: Double] = [:]
        for line in annotated.output.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first, let count = Double(first.replacingOccurrences(of: ",", with: "")) else { continue }
            if line.contains("PROGRAM TOTALS") { total = count }
            // "  8,055,297 ( 4.52%)  FILE:SYMBOL [OBJECT]"
            guard let percent = line.range(of: "%)"),
                  let place = line[percent.upperBound...].split(separator: " ", omittingEmptySubsequences: true).first,
                  let symbol = place.split(separator: ":").last, !symbol.contains("'") else { continue }
            bySymbol[symbol] = max(bySymbol[symbol] ?? 0, count)
        }
        // draftsChanged itself, and the closure it schedules, which saves: neither calls the other.
        let saving = bySymbol.filter { $0.key.contains("8AutosaveC13draftsChanged") && !$0.key.hasSuffix("TA") }.values.reduce(0, +)
        guard total > 0, saving > 0 || !savesDraft else { throw ChildProcessError(description: "\(profile).1 has no counts of Autosave") }
        return (total, saving)
    }

    /// Waits until a window named `name` is mapped, through xdotool.
    private static func waitForWindow(named name: String, of shop: RunningChild, within limit: Duration = .seconds(20)) throws {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let status = shop.exited() { throw ChildProcessError(description: "shop exited with \(status)") }
            let search = try runChild("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "^\(name)$"])
            if search.status == 0, !search.output.isEmpty { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw ChildProcessError(description: "no \(name) window within \(limit)")
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
