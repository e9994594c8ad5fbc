import Foundation

/// Resident memory at rest: `shop` showing its catalogue (its first screen: the Items tab at
/// its root) against the same screen in C (Benchmarks/c/first_screen.c `--idle`), both idle;
/// and, labelled apart, against a minimal C GtkApplication window (first_frame.c `--idle`).
///
/// What a desktop user pays for an open window they are not using. The harness spawns each,
/// sleeps 2 s, reads `VmRSS` (and `VmHWM`) from /proc/PID/status, then ends it with SIGTERM and
/// reaps it; shop, C, shop, C…. The 2 s count from launch, not from the first frame: `shop` does
/// not tell when its first frame is painted unless it exits there, and both have painted well
/// within them (launch to first frame takes about 0.1 s, see ``FirstFrameBenchmark``; `VmRSS`
/// of either no longer moves from 0.3 s after launch, up to 20 s). Both run with `XDG_DATA_HOME` and `XDG_STATE_HOME` in
/// a fresh temporary folder, so `shop` reads none of the user's cards or profile, and `shop`
/// gets `--state-file` with a path there that does not exist yet: nothing to restore, so it
/// opens on the catalogue (what it saves on SIGTERM says so: the Items tab, nothing pushed).
///
/// Each pair takes a little over 4 s (2 s idle each, plus `shop`'s save on quit), yet it runs
/// every pair FlowBench is given: how much a window holds is decided in its first frames and
/// differs between launches by a window-sized buffer or two (on Xvfb with the cairo renderer,
/// `shop` holds about 97.6 MiB or 103.2 MiB, in about half the launches each, C 85.8 MiB and now
/// and then 88.9 MiB; each stays as it is from 0.3 s after launch on). The smallest and largest of each
/// side go into bench-results.json beside the medians.
enum IdleMemoryBenchmark {
    static let idle: Duration = .seconds(2)

    struct Result {
        /// `VmRSS` in kB after ``idle``: shop (a) and C (b), what the goal is checked against.
        var current = Pairs()
        /// `VmHWM` in kB at the same moment: the most either had resident while starting.
        var peak = Pairs()
        /// `VmRSS` of the minimal C window, in kB.
        var minimal: [Double] = []
    }

    static func run(pairs count: Int, tools: Tools) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowbench-idle-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var result = Result()
        for run in 1...count {
            // A folder per launch: `shop` saves its state there when it quits.
            let home = directory.appendingPathComponent("run-\(run)", isDirectory: true)
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let environment = ["XDG_DATA_HOME": home.path, "XDG_STATE_HOME": home.path]
            let stateFile = home.appendingPathComponent("state.json").path
            let shop = try idleMemory(tools.shop, ["--state-file", stateFile], environment: environment)
            let c = try idleMemory(tools.cFirstScreen, ["--idle"], environment: environment)
            result.current.add(a: Double(shop.current), b: Double(c.current))
            result.peak.add(a: Double(shop.peak), b: Double(c.peak))
            if run <= 3 { result.minimal.append(Double(try idleMemory(tools.cFirstFrame, ["--idle"], environment: environment).current)) }
        }
        return result
    }

    static func report(pairs count: Int, tools: Tools, into report: inout Report) throws {
        progress("idle memory: \(count) pairs of windows left idle \(idle.formatted), shop then C")
        let result = try run(pairs: count, tools: tools)
        let shop = median(result.current.a), c = median(result.current.b)
        func mebibytes(_ kilobytes: Double) -> String { String(format: "%.1f", kilobytes / 1024) }
        func range(_ values: [Double]) -> String {
            "\(mebibytes(values.min() ?? 0))–\(mebibytes(values.max() ?? 0))"
        }
        report.add("idle_rss_ratio_vs_c", result.current.ratio, goal: .atMost(1.05),
                   "VmRSS \(idle.formatted) after launch, idle: shop on its catalogue \(mebibytes(shop)) MiB (\(range(result.current.a))), the same screen in C \(mebibytes(c)) MiB (\(range(result.current.b)))")
        let minimal = median(result.minimal)
        report.add("idle_rss_minimal_ratio_vs_c", shop / minimal, goal: .none,
                   "the same, against a minimal C window (a header bar and a label; 3 launches): \(mebibytes(minimal)) MiB")
        report.note("idle_rss_minimal_c_kb", minimal)
        report.note("idle_rss_shop_kb", shop)
        report.note("idle_rss_c_kb", c)
        report.note("idle_rss_shop_min_kb", result.current.a.min() ?? 0)
        report.note("idle_rss_shop_max_kb", result.current.a.max() ?? 0)
        report.note("idle_rss_c_min_kb", result.current.b.min() ?? 0)
        report.note("idle_rss_c_max_kb", result.current.b.max() ?? 0)
        report.note("idle_rss_peak_shop_kb", median(result.peak.a))
        report.note("idle_rss_peak_c_kb", median(result.peak.b))
    }

    /// Spawns `executable`, lets it idle for ``idle`` and returns its memory then; ends it.
    private static func idleMemory(_ executable: String, _ arguments: [String],
                                   environment: [String: String]) throws -> ResidentMemory {
        let child = try spawnChild(executable, arguments, environment: environment)
        defer { child.terminate() }
        Thread.sleep(forTimeInterval: idle.seconds)
        return try child.residentMemory()
    }
}
