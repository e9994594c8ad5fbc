import FlowCoordinator
import FlowGtk
import Foundation

/// The split layout (issue 27), in instructions under callgrind:
/// - **choose+pop beside a sidebar**: ``PushPopBenchmark``'s counted cycles in a 960 px window
///   whose root page is a sidebar, a row chosen (`userChose(_:)`) and popped each cycle, against
///   Benchmarks/c/push_pop.c `--split`, which makes the same widgets (the sidebar column with its
///   list, a separator, the stack over an empty state) and the same calls: the page added and shown
///   without a slide, the header without a back button, the chosen row selected, then all undone.
/// - **a live resize across the breakpoint**: the window made 600 px wide and 960 px again, with a
///   row chosen, the adapter's work counted (the layout switched twice, the sidebar's mark
///   followed); no goal yet.
enum SplitBenchmark {
    static let resizes = 20

    static func report(tools: Tools, into report: inout Report) throws {
        progress("split: callgrind over \(InstructionBenchmark.cycles) choose+pop cycles beside a sidebar, Swift then C, and \(resizes) resizes")
        let cycles = InstructionBenchmark.cycles, warmup = InstructionBenchmark.warmup
        let toggle = "*flowbench_counted_cycles*"
        let swift = try InstructionBenchmark.count(
            tools.flowBench, ["--worker", "push-pop-counted", "\(cycles)", "\(warmup)", "0", "split"],
            profile: "split-push-pop.swift", toggle: toggle) / Double(cycles)
        let c = try InstructionBenchmark.count(tools.cPushPop, ["--counted", "--split", "\(cycles)", "\(warmup)"],
                                               profile: "split-push-pop.c", toggle: toggle) / Double(cycles)
        report.add("split_push_pop_instructions_ratio_vs_c", swift / c, goal: .atMost(1.05),
                   "instructions per choose+pop beside a sidebar (callgrind, \(cycles) cycles between frames): Swift \(Int(swift)), C \(Int(c))")
        report.note("split_push_pop_instructions_swift", swift)
        report.note("split_push_pop_instructions_c", c)
        let resize = try InstructionBenchmark.count(
            tools.flowBench, ["--worker", "split-resize-counted", "\(resizes)"],
            profile: "split-resize.swift", toggle: toggle) / Double(resizes)
        report.add("split_resize_instructions", resize, goal: .none,
                   "instructions per resize across the breakpoint and back, a row chosen (the adapter's work; layout and paint not counted)")
    }

    /// Runs in a worker process under callgrind: `count` round trips 960 → 600 → 960 px, each
    /// inside `flowbench_counted_cycles`; prints how many.
    @MainActor
    static func resizeWorker(count: Int) {
        GtkSetup.start()
        let window = BenchWindow(sidebar: true)
        window.state.userChose(ItemLink(number: 1))
        GtkRuntime.drain()
        let flow = window.flow
        for round in 0..<(count + 2) {
            window.frames.waitForFrame()
            let resize = {
                flow.window.setDefaultSize(width: 600, height: 720)
                FramelessDrain.drain()
                flow.window.setDefaultSize(width: 960, height: 720)
                FramelessDrain.drain()
            }
            // Two rounds of warm-up, not counted.
            if round < 2 { resize() } else { flowbench_counted_cycles(resize) }
        }
        precondition(flow.isSplit && window.host.entries.count == 1 && flow.stateMismatches().isEmpty,
                     "FlowBench: the window did not come back to the split layout as it was: \(flow.stateMismatches())")
        print(count)
        window.close()
    }
}
