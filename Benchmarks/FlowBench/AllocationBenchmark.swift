import Foundation

/// Heap allocation per push+pop, Swift against C, counted by valgrind's DHAT: the bytes malloc'd
/// (and, labelled, the number of blocks) in one cycle of ``PushPopBenchmark``, as the counted
/// workers of ``InstructionBenchmark`` run it (batches between frames, drained without frames,
/// after the same warm-up), and beside a sidebar as ``SplitBenchmark`` runs it.
///
/// DHAT counts a whole process, so each worker runs twice, with ``cycles`` and with twice as many
/// counted cycles, and the figure is (total(2N) − total(N)) / N: launch, warm-up and teardown are
/// the same in both runs and drop out. The totals are DHAT's own ("Total: X bytes in Y blocks"),
/// read from its log. Two runs of the whole figure agreed to 0.1 % in bytes a cycle and 0.3 % in
/// blocks (beside a sidebar, 0.4 %). Its eight DHAT runs take about 2.5 minutes of CPU, nearly all
/// of it launching GTK under valgrind: more cycles would cost little time and gain no precision.
///
/// DHAT's files stay in `bench-profiles/` (`allocations-*.dhat.json`, with its log beside them)
/// for per-site comparisons: each program point's `tb` (bytes) and `tbk` (blocks) under its stack
/// `fs`, indices into `ftbl`; the difference of a site between the two runs, over N, is its share
/// of a cycle.
enum AllocationBenchmark {
    /// N: the shorter run's counted cycles; the longer run counts twice as many.
    static let cycles = 50
    static let warmup = InstructionBenchmark.warmup

    /// Bytes and blocks malloc'd: a whole process's, or per cycle.
    struct Allocated {
        var bytes: Double
        var blocks: Double
    }

    static func report(tools: Tools, into report: inout Report) throws {
        progress("allocations: DHAT over \(cycles) and \(2 * cycles) push+pop cycles, Swift then C, also beside a sidebar")
        try FileManager.default.createDirectory(atPath: InstructionBenchmark.profiles, withIntermediateDirectories: true)
        let flowBench = try InstructionBenchmark.countable(tools.flowBench)
        let cPushPop = try InstructionBenchmark.countable(tools.cPushPop)

        let swift = try perCycle(profile: "push-pop.swift") { count in
            (flowBench, ["--worker", "push-pop-counted", "\(count)", "\(warmup)"])
        }
        let c = try perCycle(profile: "push-pop.c") { count in
            (cPushPop, ["--counted", "\(count)", "\(warmup)"])
        }
        report.add("push_pop_allocated_bytes_ratio_vs_c", swift.bytes / c.bytes, goal: .atMost(1.10),
                   "bytes malloc'd per push+pop (DHAT, \(2 * cycles) − \(cycles) cycles): Swift \(bytes(swift.bytes)), C \(bytes(c.bytes)); goal: the first measurement, 1.08, with a little margin")
        report.add("push_pop_allocations_ratio_vs_c", swift.blocks / c.blocks, goal: .none,
                   "allocations (blocks) per push+pop, the same runs: Swift \(blocks(swift.blocks)), C \(blocks(c.blocks))")
        report.note("push_pop_allocated_bytes_swift", swift.bytes)
        report.note("push_pop_allocated_bytes_c", c.bytes)
        report.note("push_pop_allocations_swift", swift.blocks)
        report.note("push_pop_allocations_c", c.blocks)

        let splitSwift = try perCycle(profile: "split-push-pop.swift") { count in
            (flowBench, ["--worker", "push-pop-counted", "\(count)", "\(warmup)", "0", "split"])
        }
        let splitC = try perCycle(profile: "split-push-pop.c") { count in
            (cPushPop, ["--counted", "--split", "\(count)", "\(warmup)"])
        }
        report.add("split_push_pop_allocated_bytes_ratio_vs_c", splitSwift.bytes / splitC.bytes, goal: .none,
                   "bytes malloc'd per choose+pop beside a sidebar (DHAT): Swift \(bytes(splitSwift.bytes)) in \(blocks(splitSwift.blocks)) blocks, C \(bytes(splitC.bytes)) in \(blocks(splitC.blocks))")
        report.note("split_push_pop_allocated_bytes_swift", splitSwift.bytes)
        report.note("split_push_pop_allocated_bytes_c", splitC.bytes)
        report.note("split_push_pop_allocations_swift", splitSwift.blocks)
        report.note("split_push_pop_allocations_c", splitC.blocks)
    }

    /// Runs the worker `command(count)` gives under DHAT with ``cycles`` and with twice as many
    /// counted cycles; returns what one cycle allocated.
    static func perCycle(profile: String, _ command: (Int) -> (program: String, arguments: [String])) throws -> Allocated {
        let short = command(cycles), long = command(2 * cycles)
        let a = try total(short.program, short.arguments, profile: "allocations-\(profile).\(cycles)")
        let b = try total(long.program, long.arguments, profile: "allocations-\(profile).\(2 * cycles)")
        return Allocated(bytes: (b.bytes - a.bytes) / Double(cycles), blocks: (b.blocks - a.blocks) / Double(cycles))
    }

    /// Runs `program` (already ``InstructionBenchmark/countable(_:)``) under DHAT and returns what
    /// the whole process allocated; keeps DHAT's file and log in `bench-profiles/`.
    static func total(_ program: String, _ arguments: [String], profile: String) throws -> Allocated {
        let file = "\(InstructionBenchmark.profiles)/\(profile).dhat.json"
        let log = "\(InstructionBenchmark.profiles)/\(profile).dhat.log"
        let options = ["--tool=dhat", "--dhat-out-file=\(file)", "--log-file=\(log)"]
        let result = try runChild(try InstructionBenchmark.valgrind(), options + [program] + arguments)
        guard result.status == 0 else {
            throw ChildProcessError(description: "DHAT \(program) exited with \(result.status): \(result.output)")
        }
        // "==1234== Total:     61,655,344 bytes in 250,635 blocks"
        let text = try String(contentsOfFile: log, encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Total:") }) else {
            throw ChildProcessError(description: "\(log) has no total")
        }
        let words = line.split(separator: " ")
        func number(before word: String) -> Double? {
            guard let index = words.firstIndex(of: Substring(word)), index > words.startIndex else { return nil }
            return Double(words[index - 1].filter(\.isNumber))
        }
        guard let bytes = number(before: "bytes"), let blocks = number(before: "blocks"), bytes > 0 else {
            throw ChildProcessError(description: "\(log): cannot read \(line)")
        }
        return Allocated(bytes: bytes, blocks: blocks)
    }

    /// "149,271 B".
    private static func bytes(_ value: Double) -> String {
        grouped(value) + " B"
    }

    /// "1,426.4".
    private static func blocks(_ value: Double) -> String {
        let tenths = Int64((value * 10).rounded())
        return grouped(Double(tenths / 10)) + ".\(abs(tenths % 10))"
    }

    /// "149,271".
    private static func grouped(_ value: Double) -> String {
        let rounded = Int64(value.rounded())
        let digits = String(abs(rounded))
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            let start = max(0, end - 3)
            return String(digits.dropFirst(start).prefix(end - start))
        }
        return (rounded < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
