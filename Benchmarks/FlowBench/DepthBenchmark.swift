import FlowCoordinator
import FlowGtk

/// Depth should not cost: push+pop cycles on top of a stack 1,000 entries deep, against the
/// same cycles on top of the root. Only the top page is ever built, so everything that grows
/// with depth is the adapter's or the core's own bookkeeping (snapshots, planning, the host's
/// mirror of the stack).
///
/// One window per trial, shown and idle, then the base state applied, then timed cycles as in
/// ``PushPopBenchmark`` (push, drain, pop, drain, in batches between frames). Trials alternate
/// deep, shallow, deep…
@MainActor
enum DepthBenchmark {
    nonisolated static let depth = 1000
    static let cycles = 300
    static let warmup = 30

    static func run(pairs count: Int) -> Pairs {
        var pairs = Pairs()
        _ = trial(depth: 0) // warm-up: first use of every code path
        for _ in 0..<count {
            pairs.add(a: trial(depth: depth).seconds, b: trial(depth: 0).seconds)
        }
        return pairs
    }

    static func report(pairs count: Int, into report: inout Report) {
        progress("depth: \(count) pairs of \(cycles) push+pop cycles, over \(depth) entries then over the root")
        GtkSetup.start()
        let result = run(pairs: count)
        report.add("push_pop_depth_1000_vs_0_ratio", result.ratio, goal: .atMost(1.05),
                   "\(cycles) push+pop over 1,000 entries \(Duration.seconds(median(result.a)).formatted), over the root \(Duration.seconds(median(result.b)).formatted)")
    }

    /// Puts `depth` entries on the window's stack in one change, and lets it settle.
    static func stack(_ window: BenchWindow, depth: Int) {
        window.state.restore(FlowSnapshot(path: (1...depth).map { FlowEntry(ItemLink(number: -$0)) }))
        window.flow.apply()
        GtkSetup.settle(for: .milliseconds(100))
    }

    private static func trial(depth: Int) -> Duration {
        let window = BenchWindow(title: "Depth")
        defer { window.close() }
        if depth > 0 { stack(window, depth: depth) }
        var driver = CycleDriver(window: window, baseDepth: depth)
        _ = driver.runBetweenFrames(warmup)
        let timed = driver.runBetweenFrames(cycles)
        driver.check()
        return timed.wall
    }
}
