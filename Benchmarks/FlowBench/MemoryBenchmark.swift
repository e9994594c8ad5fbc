import FlowGtk
import Foundation

/// Memory over a long session: resident memory after 10,000 push+pop cycles against after 100,
/// and the pages, signal handler boxes and view models still alive above the baseline taken
/// before the first cycle. Runs in its own process, so the figures are this session's alone.
enum MemoryBenchmark {
    static let shortRun = 100
    static let longRun = 10_000

    struct Result: Codable {
        var afterShort: ResidentMemory
        var afterLong: ResidentMemory
        var leakedPages: Int
        var leakedSignalBoxes: Int
        var leakedViewModels: Int

        /// Growth of the peak resident memory (VmHWM), in percent.
        var peakGrowthPercent: Double {
            Double(afterLong.peak - afterShort.peak) / Double(afterShort.peak) * 100
        }

        /// Growth of the current resident memory (VmRSS), in percent.
        var currentGrowthPercent: Double {
            Double(afterLong.current - afterShort.current) / Double(afterShort.current) * 100
        }

        var leakedObjects: Int { leakedPages + leakedSignalBoxes + leakedViewModels }
    }

    static func run(tools: Tools) throws -> Result {
        let line = try runWorker(tools.flowBench, ["--worker", "memory"])
        return try JSONDecoder().decode(Result.self, from: Data(line.utf8))
    }

    static func report(tools: Tools, into report: inout Report) throws {
        progress("memory: \(longRun) push+pop cycles in one process")
        let result = try run(tools: tools)
        report.add("rss_growth_pct_10k_vs_100", result.peakGrowthPercent, goal: .atMost(2),
                   "peak RSS \(result.afterShort.peak / 1024) MiB → \(result.afterLong.peak / 1024) MiB (current \(result.afterShort.current / 1024) → \(result.afterLong.current / 1024) MiB)")
        report.add("leaked_objects_after_10k", Double(result.leakedObjects), goal: .atMost(0),
                   "above the baseline: pages \(result.leakedPages), signal boxes \(result.leakedSignalBoxes), view models \(result.leakedViewModels)")
        report.note("rss_current_growth_pct_10k_vs_100", result.currentGrowthPercent)
    }

    /// Runs in a worker process: prints the result as one line of JSON.
    @MainActor
    static func worker() throws {
        GtkSetup.start()
        let window = BenchWindow()
        let pages = Page.liveCount, boxes = SignalHandlerBox.liveCount, models = ItemViewModel.liveCount

        var driver = CycleDriver(window: window)
        driver.run(shortRun)
        let afterShort = ResidentMemory.now()
        driver.run(longRun - shortRun)
        let afterLong = ResidentMemory.now()
        driver.check()
        GtkSetup.settle(for: .milliseconds(100)) // idle callbacks still queued release what they hold

        let result = Result(afterShort: afterShort, afterLong: afterLong,
                            leakedPages: Page.liveCount - pages,
                            leakedSignalBoxes: SignalHandlerBox.liveCount - boxes,
                            leakedViewModels: ItemViewModel.liveCount - models)
        print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
        window.close()
    }
}
