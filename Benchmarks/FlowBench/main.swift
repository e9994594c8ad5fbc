import Foundation

// FlowBench: `make bench`. Measures FlowGtk against the same GTK calls in C, launch to first
// frame of `shop` and its memory at rest against its first screen in C (and a minimal C window), a second window opened against the
// same window in C, a real click to the frame that shows its page, the bytes a push+pop
// allocates against C, deep links, memory over a long session, the size of the installed `shop`
// and the core alone; prints a table and writes bench-results.json.
//
//   FlowBench [--pairs N] [--output FILE] [--c-bin DIR] [--shop PATH] [--only NAME,...]
//             NAME: screenshot, core, push-pop, instructions, split, allocations, second-window,
//                   first-frame, idle-memory, keystroke, click, deep-link, depth, memory, binary
//             (first-frame, idle-memory and instructions check the screenshot first: `shop`'s first
//             screen and first_screen.c's must be the same, pixel for pixel, or FlowBench stops)
//   FlowBench --worker push-pop CYCLES WARMUP | --worker push-pop-counted CYCLES WARMUP [DEPTH [split] [journal]]
//             | --worker split-resize-counted COUNT
//             | --worker memory     (run by FlowBench itself)
//
// Needs a display (run it through scripts/with-display.sh, as `make bench` does) and the
// release build of `shop` next to it.

/// The programs the benchmarks run.
struct Tools {
    /// This executable, for worker processes.
    var flowBench: String
    var shop: String
    var cPushPop: String
    /// A minimal GtkApplication window: the launch's and idle memory's second, labelled figure.
    var cFirstFrame: String
    /// `shop`'s first screen in plain GTK calls: what launch and idle memory are compared against.
    var cFirstScreen: String
    var cAddCard: String
    var cSecondWindow: String
    /// `shop`'s catalogue at 700 px, a row pushing the item's page: the click benchmark's C side.
    var cClickPage: String
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("FlowBench: \(message)\n".utf8))
    exit(1)
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("• \(message)\n".utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())

// MARK: Workers

if arguments.first == "--worker" {
    switch arguments.dropFirst().first {
    case "push-pop":
        let numbers = arguments.dropFirst(2).compactMap { Int($0) }
        PushPopBenchmark.worker(cycles: numbers.first ?? PushPopBenchmark.cycles,
                                warmup: numbers.dropFirst().first ?? PushPopBenchmark.warmup)
    case "push-pop-counted":
        let numbers = arguments.dropFirst(2).compactMap { Int($0) }
        PushPopBenchmark.countedWorker(cycles: numbers.first ?? InstructionBenchmark.cycles,
                                       warmup: numbers.dropFirst().first ?? InstructionBenchmark.warmup,
                                       depth: numbers.dropFirst(2).first ?? 0,
                                       split: arguments.contains("split"), journal: arguments.contains("journal"))
    case "split-resize-counted":
        SplitBenchmark.resizeWorker(count: arguments.dropFirst(2).compactMap { Int($0) }.first ?? SplitBenchmark.resizes)
    case "memory":
        do { try MemoryBenchmark.worker() } catch { fail("\(error)") }
    default:
        fail("unknown worker \(arguments.dropFirst().first ?? "")")
    }
    exit(0)
}

// MARK: Options

var pairs = 9
var output = "bench-results.json"
var cBin = "Benchmarks/bin"
let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
var shop = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("shop").path
let allBenchmarks = ["screenshot", "core", "push-pop", "instructions", "split", "allocations", "second-window", "first-frame",
                     "idle-memory", "keystroke", "click", "deep-link", "depth", "memory", "binary"]
var selected = Set(allBenchmarks)

while !arguments.isEmpty {
    let option = arguments.removeFirst()
    guard let value = arguments.first else { fail("\(option) needs a value") }
    arguments.removeFirst()
    switch option {
    case "--pairs":
        guard let count = Int(value), count >= 5 else { fail("--pairs needs a number, at least 5") }
        pairs = count
    case "--output": output = value
    case "--c-bin": cBin = value
    case "--shop": shop = value
    case "--only":
        selected = Set(value.split(separator: ",").map(String.init))
        if let unknown = selected.first(where: { !allBenchmarks.contains($0) }) { fail("unknown benchmark \(unknown)") }
    default: fail("unknown option \(option)")
    }
}

let tools = Tools(flowBench: executable, shop: shop,
                  cPushPop: cBin + "/push_pop", cFirstFrame: cBin + "/first_frame",
                  cFirstScreen: cBin + "/first_screen", cAddCard: cBin + "/add_card",
                  cSecondWindow: cBin + "/second_window", cClickPage: cBin + "/click_page")
let programs = [tools.shop, tools.cPushPop, tools.cFirstFrame, tools.cFirstScreen, tools.cAddCard, tools.cSecondWindow,
                tools.cClickPage]
for path in programs where !FileManager.default.isExecutableFile(atPath: path) {
    fail("\(path) is missing: run `make bench`")
}

// MARK: Running

var report = Report()
do {
    // The launch, idle-memory and instruction figures measure against first_screen.c: first, that
    // it still draws shop's first screen.
    if !selected.isDisjoint(with: ["screenshot", "first-frame", "idle-memory", "instructions"]) {
        try ScreenshotCheck.check(tools: tools)
    }
    if selected.contains("push-pop") { try PushPopBenchmark.report(pairs: pairs, tools: tools, into: &report) }
    if selected.contains("instructions") { try InstructionBenchmark.report(tools: tools, into: &report) }
    if selected.contains("split") { try SplitBenchmark.report(tools: tools, into: &report) }
    if selected.contains("allocations") { try AllocationBenchmark.report(tools: tools, into: &report) }
    if selected.contains("second-window") { try SecondWindowBenchmark.report(tools: tools, into: &report) }
    if selected.contains("first-frame") { try FirstFrameBenchmark.report(pairs: pairs, tools: tools, into: &report) }
    if selected.contains("idle-memory") { try IdleMemoryBenchmark.report(pairs: pairs, tools: tools, into: &report) }
    if selected.contains("keystroke") { try KeystrokeBenchmark.report(tools: tools, into: &report) }
    if selected.contains("click") { try ClickToFrameBenchmark.report(tools: tools, into: &report) }
    if selected.contains("deep-link") { DeepLinkBenchmark.report(pairs: pairs, into: &report) }
    if selected.contains("depth") { DepthBenchmark.report(pairs: pairs, into: &report) }
    if selected.contains("memory") { try MemoryBenchmark.report(tools: tools, into: &report) }
    if selected.contains("binary") { try BinarySizeBenchmark.report(tools: tools, into: &report) }
    if selected.contains("core") { CoreBenchmark.report(pairs: pairs, into: &report) }
} catch {
    fail("\(error)")
}

print(report.table)
print("\n\(report.summary). Medians over \(pairs) alternating pairs; ratios are medians of the per-pair ratios.")
do {
    try report.write(to: URL(fileURLWithPath: output))
    print("Wrote \(output).")
} catch {
    fail("cannot write \(output): \(error)")
}
