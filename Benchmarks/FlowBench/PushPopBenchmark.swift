import FlowCoordinator
import FlowGtk
import Foundation

/// 1,000 push+pop cycles of a typical page through the whole adapter, against the same GTK
/// calls made directly in C (Benchmarks/c/push_pop.c).
///
/// Swift: the coordinator's `FlowState.push`/`pop`; the change is noticed by Observation and
/// applied from the main loop by `FlowWindow` (snapshot → `NavigationPlanner` → `NavigationHost`
/// → `GtkStack`, page built by a `Destinations` builder with its view model). C: the widgets,
/// `gtk_stack_add_named`, `gtk_stack_set_visible_child_full`, `gtk_stack_remove` and the header
/// updates. Both drain the main context after every push and every pop, in the same kind of
/// window, with animations off, after the same 100 warm-up cycles. Each run is its own process;
/// runs alternate Swift, C, Swift, C…
///
/// Frames are kept out of the timed cycles in both: painting is the same work on each side, and
/// where frames fall among free-running cycles (on a pushed page, or on the root) is chaotic,
/// which made runs of the same program differ by 3x. The frame clock paints at most once per
/// refresh interval, so cycles run in batches of ``CycleDriver/batch`` right after a frame; a
/// batch a frame fell into anyway is run again and not counted (reported as repeated).
enum PushPopBenchmark {
    static let cycles = 1000
    static let warmup = 100

    struct Result {
        /// Wall-clock nanoseconds, Swift (a) and C (b): what the goal is checked against.
        var wall = Pairs()
        /// CPU nanoseconds of the same runs: less sensitive to other load on the machine.
        var cpu = Pairs()
        /// Batches run again because a frame fell into them, over all runs.
        var repeated = 0
    }

    static func run(pairs count: Int, tools: Tools) throws -> Result {
        var result = Result()
        for _ in 0..<count {
            let swift = try times(runWorker(tools.flowBench, ["--worker", "push-pop", "\(cycles)", "\(warmup)"]))
            let c = try times(runWorker(tools.cPushPop, ["\(cycles)", "\(warmup)"]))
            result.wall.add(a: swift.wall, b: c.wall)
            result.cpu.add(a: swift.cpu, b: c.cpu)
            result.repeated += swift.repeated + c.repeated
        }
        return result
    }

    static func report(pairs count: Int, tools: Tools, into report: inout Report) throws {
        progress("push/pop: \(count) pairs of \(cycles) cycles, Swift then C, one process each")
        let result = try run(pairs: count, tools: tools)
        let swift = median(result.wall.a) / 1e9, c = median(result.wall.b) / 1e9
        report.add("push_pop_ratio_vs_c", result.wall.ratio, goal: .atMost(1.05),
                   "1,000 push+pop, wall clock: Swift \(Duration.seconds(swift).formatted), C \(Duration.seconds(c).formatted) (frames not timed; \(result.repeated) batches repeated)")
        report.add("push_pop_cpu_ratio_vs_c", result.cpu.ratio, goal: .none,
                   "the same runs, CPU time: Swift \(Duration.seconds(median(result.cpu.a) / 1e9).formatted), C \(Duration.seconds(median(result.cpu.b) / 1e9).formatted)")
        report.note("push_pop_swift_ms", swift * 1e3)
        report.note("push_pop_c_ms", c * 1e3)
        report.note("push_pop_repeated_batches", Double(result.repeated))
    }

    /// "<wall ns> <cpu ns> <repeated batches>", as both workers print it.
    private static func times(_ line: String) throws -> (wall: Double, cpu: Double, repeated: Int) {
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 3 else { throw ChildProcessError(description: "not two times and a count: \(line)") }
        return (numbers[0], numbers[1], Int(numbers[2]))
    }

    // MARK: The Swift worker

    /// Runs in a worker process: prints the wall-clock and CPU nanoseconds `cycles` cycles took,
    /// and how many batches were run again.
    @MainActor
    static func worker(cycles: Int, warmup: Int) {
        GtkSetup.start()
        let window = BenchWindow()
        var driver = CycleDriver(window: window)
        _ = driver.runBetweenFrames(warmup)
        let timed = driver.runBetweenFrames(cycles)
        driver.check()
        print(Int64(timed.wall.seconds * 1e9), Int64(timed.cpu.seconds * 1e9), timed.repeated)
        window.close()
    }

    /// Runs in a worker process under callgrind: `warmup` cycles, then `cycles` counted ones, on
    /// top of `depth` entries; prints the number of pushes.
    @MainActor
    static func countedWorker(cycles: Int, warmup: Int, depth: Int = 0, split: Bool = false, journal: Bool = false) {
        GtkSetup.start()
        let window = BenchWindow(sidebar: split)
        // As a WindowsState's windows do: every change recorded (and not printed).
        if journal { window.state.record(in: NavigationJournal(printsRecords: false), as: "bench") }
        precondition(window.host.isSplit == split, "FlowBench: the stack is not in the layout asked for")
        if depth > 0 { DepthBenchmark.stack(window, depth: depth) }
        var driver = CycleDriver(window: window, baseDepth: depth, chooses: split)
        driver.runWithoutFrames(warmup, counted: false)
        driver.runWithoutFrames(cycles, counted: true)
        driver.check()
        print(driver.pushed)
        window.close()
    }
}

/// The span callgrind counts: `--toggle-collect=*flowbench_counted_cycles*` matches this
/// function's symbol and the function of the same name in Benchmarks/c/push_pop.c. Nothing
/// nested in it may carry its name: entering a closure declared in it would toggle counting off.
@MainActor @inline(never)
func flowbench_counted_cycles(_ batch: () -> Void) {
    batch()
}

/// Pushes and pops a fresh `ItemLink` as a coordinator would, draining the main context after
/// each, and checks that the work really happened.
@MainActor
struct CycleDriver {
    let window: BenchWindow
    /// Entries under the pushed one (0: it is pushed on the root).
    let baseDepth: Int
    /// Whether a sidebar row is chosen (`userChose(_:)`, as the shop's catalogue does) instead of
    /// a push.
    let chooses: Bool
    private(set) var pushed = 0
    private let madeBefore = ItemViewModel.madeCount

    init(window: BenchWindow, baseDepth: Int = 0, chooses: Bool = false) {
        self.window = window
        self.baseDepth = baseDepth
        self.chooses = chooses
    }

    /// `drain` is `GtkRuntime.drain`, or ``FramelessDrain/drain()`` for counted cycles.
    mutating func run(_ cycles: Int, drain: () -> Void = { GtkRuntime.drain() }) {
        for _ in 0..<cycles {
            pushed += 1
            if chooses { window.state.userChose(ItemLink(number: pushed)) } else { window.state.push(ItemLink(number: pushed)) }
            drain()
            window.state.pop()
            drain()
        }
    }

    /// Cycles per batch between two frames: a few milliseconds, well inside a refresh interval.
    static let batch = 5

    /// Runs `cycles` cycles in batches that each start right after a frame, and returns the time
    /// they took (frames excluded) and how many batches were run again because a frame fell into
    /// them. Benchmarks/c/push_pop.c does the same.
    mutating func runBetweenFrames(_ cycles: Int) -> (wall: Duration, cpu: Duration, repeated: Int) {
        let frames = window.frames
        var wall = Duration.zero, cpu = Duration.zero, repeated = 0, done = 0
        while done < cycles {
            let count = min(Self.batch, cycles - done)
            frames.waitForFrame()
            let painted = frames.painted
            let cpuStart = processCPUTime()
            let elapsed = measure { run(count) }
            let cpuElapsed = processCPUTime() - cpuStart
            guard frames.painted == painted else {
                repeated += 1
                continue
            }
            wall += elapsed
            cpu += cpuElapsed
            done += count
        }
        return (wall, cpu, repeated)
    }

    /// Runs `cycles` cycles in batches that each start right after a frame, as
    /// ``runBetweenFrames(_:)`` does, but drains without frames, so that no frame can fall into a
    /// batch at any speed; each batch runs inside ``flowbench_counted_cycles(_:)`` when `counted`.
    mutating func runWithoutFrames(_ cycles: Int, counted: Bool) {
        var done = 0
        while done < cycles {
            let size = min(Self.batch, cycles - done)
            window.frames.waitForFrame()
            let painted = window.frames.painted
            if counted {
                flowbench_counted_cycles { run(size, drain: FramelessDrain.drain) }
            } else {
                run(size, drain: FramelessDrain.drain)
            }
            precondition(window.frames.painted == painted, "FlowBench: a frame was painted in a counted batch")
            done += size
        }
    }

    /// Every push built its page and every pop removed it: nothing was skipped.
    func check() {
        precondition(ItemViewModel.madeCount - madeBefore == pushed,
                     "FlowBench: \(pushed) pushes built \(ItemViewModel.madeCount - madeBefore) pages")
        precondition(window.host.entries.count == baseDepth && window.host.builtPageCount == (baseDepth == 0 ? 1 : 2),
                     "FlowBench: the stack did not return to where it started")
        blackHole(window.host.title)
    }
}
