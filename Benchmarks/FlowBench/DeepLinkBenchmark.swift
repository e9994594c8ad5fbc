import FlowCoordinator
import FlowGtk

/// A deep link should cost what the user sees, not the depth of the stack: applying a state
/// 1,000 pages deep to a freshly opened window, against one page deep.
///
/// Each trial opens a new `FlowWindow` (shown, mapped, idle), then times the restore of the
/// target state (`FlowState.restore`, as a deep link or a saved state does), `FlowWindow.apply`
/// and the main loop until the top page's first frame is painted. Only the top page is built,
/// by design. Depths alternate 1000, 1, 1000, 1…; the figure is the median of the per-pair
/// ratios. The same is reported for `apply` alone (no frame), where the adapter's own work is
/// not hidden behind GTK's.
@MainActor
enum DeepLinkBenchmark {
    static let depth = 1000

    struct Result {
        /// Restore + apply + first frame of the top page.
        var painted: Pairs
        /// Restore + apply.
        var applied: Pairs
    }

    static func run(pairs count: Int) -> Result {
        var result = Result(painted: Pairs(), applied: Pairs())
        _ = trial(depth: 1) // warm-up: first use of every code path
        for _ in 0..<count {
            let deep = trial(depth: depth)
            let shallow = trial(depth: 1)
            result.painted.add(a: deep.painted.seconds, b: shallow.painted.seconds)
            result.applied.add(a: deep.applied.seconds, b: shallow.applied.seconds)
        }
        return result
    }

    static func report(pairs count: Int, into report: inout Report) {
        progress("deep link: \(count) pairs of fresh windows, \(depth) deep then 1 deep")
        GtkSetup.start()
        let result = run(pairs: count)
        let deep = median(result.painted.a), shallow = median(result.painted.b)
        report.add("deep_link_1000_vs_1_ratio", result.painted.ratio, goal: .atMost(2),
                   "restore + apply + first frame: \(Duration.seconds(deep).formatted) vs \(Duration.seconds(shallow).formatted)")
        report.add("deep_link_apply_1000_vs_1_ratio", result.applied.ratio, goal: .none,
                   "restore + apply alone: \(Duration.seconds(median(result.applied.a)).formatted) vs \(Duration.seconds(median(result.applied.b)).formatted)")
        report.note("deep_link_1000_ms", deep * 1e3)
        report.note("deep_link_1_ms", shallow * 1e3)
    }

    private static func trial(depth: Int) -> (applied: Duration, painted: Duration) {
        let window = BenchWindow(title: "Deep Link")
        defer { window.close() }
        let target = FlowSnapshot(path: (1...depth).map { FlowEntry(ItemLink(number: $0)) })

        var painted = false
        let start = clock.now
        window.state.restore(target)
        window.flow.apply()
        let applied = clock.now - start
        window.host.page(for: target.root.path.last!.id)!.content.afterFirstFramePainted { painted = true }
        GtkRuntime.run(until: { painted })
        let total = clock.now - start

        precondition(window.host.entries.count == depth && window.host.builtPageCount == 2,
                     "FlowBench: a \(depth)-deep state built \(window.host.builtPageCount - 1) pages")
        return (applied, total)
    }
}
