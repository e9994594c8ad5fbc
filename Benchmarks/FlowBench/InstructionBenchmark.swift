import Foundation

/// Instruction counts, which do not move with the machine's load as wall-clock ratios do (by
/// about 10 % on a shared machine): callgrind runs each side once.
///
/// - push+pop: the Swift and C workers run the cycles of ``PushPopBenchmark`` in batches between
///   frames, draining without frames (``FramelessDrain``), and callgrind counts only the batches
///   (`flowbench_counted_cycles` on both sides), after the same warm-up; and the Swift worker
///   again on top of ``DepthBenchmark/depth`` entries.
/// - launch to first frame: `shop` on its catalogue and the same screen in C
///   (Benchmarks/c/first_screen.c), each counted whole, from the first instruction to exit; and,
///   labelled apart, a minimal C window and `shop` restoring a state five screens deep.
///
/// The callgrind files are kept in `bench-profiles/` for per-function comparisons:
/// `callgrind_annotate --inclusive=yes bench-profiles/push-pop.swift.callgrind`.
enum InstructionBenchmark {
    static let cycles = 100
    static let warmup = 20
    static let profiles = "bench-profiles"

    static func report(tools: Tools, into report: inout Report) throws {
        progress("instructions: callgrind over \(cycles) push+pop cycles and over one launch, Swift then C")
        try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
        let toggle = "*flowbench_counted_cycles*"
        let swift = try count(tools.flowBench, ["--worker", "push-pop-counted", "\(cycles)", "\(warmup)"],
                              profile: "push-pop.swift", toggle: toggle) / Double(cycles)
        let c = try count(tools.cPushPop, ["--counted", "\(cycles)", "\(warmup)"],
                          profile: "push-pop.c", toggle: toggle) / Double(cycles)
        report.add("push_pop_instructions_ratio_vs_c", swift / c, goal: .atMost(1.05),
                   "instructions per push+pop (callgrind, \(cycles) cycles between frames): Swift \(thousands(swift)), C \(thousands(c))")
        report.note("push_pop_instructions_swift", swift)
        report.note("push_pop_instructions_c", c)
        let journaled = try count(tools.flowBench, ["--worker", "push-pop-counted", "\(cycles)", "\(warmup)", "0", "journal"],
                                  profile: "push-pop-journal.swift", toggle: toggle) / Double(cycles)
        report.add("push_pop_journal_instructions_ratio_vs_c", journaled / c, goal: .atMost(1.05),
                   "instructions per push+pop with the navigation journal recording (callgrind): Swift \(thousands(journaled)), C \(thousands(c))")
        let deep = try count(tools.flowBench, ["--worker", "push-pop-counted", "\(cycles)", "\(warmup)", "\(DepthBenchmark.depth)"],
                             profile: "push-pop-depth.swift", toggle: toggle) / Double(cycles)
        report.add("push_pop_depth_instructions_ratio", deep / swift, goal: .atMost(1.05),
                   "instructions per push+pop over \(DepthBenchmark.depth) entries \(thousands(deep)), over the root \(thousands(swift))")

        try launch(tools: tools, into: &report)
    }

    /// Launch to first frame, each process counted whole: `shop` on its catalogue against the same
    /// screen in C, and, as labelled second figures, against a minimal C window and restoring a
    /// state five screens deep. The shared libraries' counts of the fair pair are compared too: a
    /// fair baseline does the same work in GTK, Pango, the fonts and cairo.
    private static func launch(tools: Tools, into report: inout Report) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowbench-instructions-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func home(_ name: String) throws -> [String: String] {
            try freshHome(directory.appendingPathComponent(name, isDirectory: true))
        }
        let exitAfterFirstFrame = ["SHOP_EXIT_AFTER_FIRST_FRAME": "1"]
        let fresh = directory.appendingPathComponent("shop/state.json").path // not there: nothing to restore
        let shop = try count(tools.shop, ["--state-file", fresh], profile: "first-frame.shop",
                             environment: try home("shop").merging(exitAfterFirstFrame) { $1 })
        let screen = try count(tools.cFirstScreen, [], profile: "first-frame.c", environment: try home("c"))
        report.add("first_frame_instructions_ratio_vs_c", shop / screen, goal: .atMost(1.05),
                   "instructions from launch to exit after the first frame (callgrind): shop on its catalogue \(millions(shop)), the same screen in C \(millions(screen))")
        report.note("first_frame_instructions_shop", shop)
        report.note("first_frame_instructions_c", screen)

        let shopProfile = try CallgrindProfile(contentsOf: "\(profiles)/first-frame.shop.callgrind")
        let screenProfile = try CallgrindProfile(contentsOf: "\(profiles)/first-frame.c.callgrind")
        var gaps: [String] = []
        var largest = 0.0
        for group in CallgrindProfile.libraryGroups {
            let a = shopProfile.instructions(in: group.objects), b = screenProfile.instructions(in: group.objects)
            guard b > 0 else { continue }
            let gap = (a - b) / b * 100
            if group.name != "GLib, GObject, GIO" { largest = max(largest, abs(gap)) }
            gaps.append("\(group.name) \(millions(a)) vs \(millions(b))")
            report.note("first_frame_instructions_\(group.name.lowercased().filter(\.isLetter))_shop", a)
            report.note("first_frame_instructions_\(group.name.lowercased().filter(\.isLetter))_c", b)
        }
        report.add("first_frame_library_gap_pct", largest, goal: .atMost(1),
                   "the fair baseline's check: the largest difference in GTK, Pango, the fonts or cairo between the two launches, % (\(gaps.joined(separator: "; ")))")

        let minimal = try count(tools.cFirstFrame, [], profile: "first-frame-minimal.c", environment: try home("minimal"))
        report.add("first_frame_minimal_instructions_ratio_vs_c", shop / minimal, goal: .none,
                   "the same launch of shop against a minimal C window (a header bar and a label): \(millions(shop)) vs \(millions(minimal))")
        report.note("first_frame_instructions_minimal_c", minimal)

        let state = directory.appendingPathComponent("restored/state.json")
        var restoredEnvironment = try home("restored")
        try MainActor.assumeIsolated { try FirstFrameBenchmark.deepState() }.0.write(to: state)
        restoredEnvironment.merge(exitAfterFirstFrame) { $1 }
        let restored = try count(tools.shop, ["--state-file", state.path], profile: "first-frame-restored.shop",
                                 environment: restoredEnvironment)
        report.add("first_frame_restored_instructions_ratio", restored / shop, goal: .none,
                   "shop's launch restoring five screens deep in Patterns \(millions(restored)), against its launch on the catalogue")
        report.note("first_frame_instructions_restored_shop", restored)
    }

    /// Runs `program` under callgrind and returns the instructions it counted; keeps the profile.
    /// With `toggle`, only the calls of functions whose names match it are counted.
    static func count(_ program: String, _ arguments: [String], profile: String, toggle: String? = nil,
                      environment: [String: String] = [:]) throws -> Double {
        let file = "\(profiles)/\(profile).callgrind"
        var options = ["--tool=callgrind", "-q", "--callgrind-out-file=\(file)"]
        if let toggle { options += ["--collect-atstart=no", "--toggle-collect=\(toggle)"] }
        let result = try runChild(try valgrind(), options + [try countable(program)] + arguments, environment: environment)
        guard result.status == 0 else {
            throw ChildProcessError(description: "callgrind \(program) exited with \(result.status): \(result.output)")
        }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
              let total = line.split(separator: " ").last.flatMap({ Double($0) }), total > 0 else {
            throw ChildProcessError(description: "\(file) has no instruction total")
        }
        return total
    }

    /// `program` as callgrind can read it. valgrind 3.19 gives up on the DWARF of this toolchain's
    /// release builds ("Possibly corrupted debuginfo file") and counts nothing, so it counts a copy
    /// without debug sections, made beside the program (shop finds its resources from where it
    /// is) by `objcopy --strip-debug`, which keeps the symbols the toggle and the profiles name.
    static func countable(_ program: String) throws -> String {
        let copy = program + ".counted"
        let result = try runChild("/usr/bin/objcopy", ["--strip-debug", program, copy])
        guard result.status == 0 else {
            throw ChildProcessError(description: "objcopy --strip-debug \(program) exited with \(result.status): \(result.output)")
        }
        return copy
    }

    static func valgrind() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/valgrind") {
            return "\(directory)/valgrind"
        }
        throw ChildProcessError(description: "valgrind is not installed (apt-get install valgrind; `make bench` does)")
    }

    /// "6,061,234".
    private static func thousands(_ value: Double) -> String {
        let digits = String(Int64(value.rounded()))
        return stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            let start = max(0, end - 3)
            return String(digits.dropFirst(start).prefix(end - start))
        }.joined(separator: ",")
    }

    /// "123.4 M".
    static func millions(_ value: Double) -> String {
        String(format: "%.1f M", value / 1e6)
    }
}
