import FlowCoordinator

/// The core without a display: how many navigation operations a second, and whether the
/// planner's work is linear in the depth of the stacks it compares.
@MainActor
enum CoreBenchmark {
    struct Result {
        /// Median over batches of a mix of push, pop, present, close and plan.
        var operationsPerSecond: Double
        /// Planner time for a change 1,000 deep against one 100 deep (linear: about 10).
        var plan: Pairs
    }

    static func run(pairs count: Int) -> Result {
        _ = mixedOperationsPerSecond(rounds: 1_000) // warm-up
        let batches = (0..<max(count, 5)).map { _ in mixedOperationsPerSecond(rounds: 20_000) }

        var plan = Pairs()
        _ = planTime(depth: 100)
        for _ in 0..<count {
            let deep = planTime(depth: 1000)
            let shallow = planTime(depth: 100)
            plan.add(a: deep, b: shallow)
        }
        return Result(operationsPerSecond: median(batches), plan: plan)
    }

    static func report(pairs count: Int, into report: inout Report) {
        progress("core: mixed operations and the planner, headless")
        let result = run(pairs: count)
        report.add("core_ops_per_s", result.operationsPerSecond, goal: .none,
                   "push, pop, present, close and plan on a stack 5 deep")
        report.add("plan_1000_vs_100_ratio", result.plan.ratio, goal: .atMost(12),
                   "linear would be 10: \(Duration.seconds(median(result.plan.a)).formatted) vs \(Duration.seconds(median(result.plan.b)).formatted) a plan")
    }

    /// Rounds of what a coordinator and an adapter do, on a stack five deep: push twice,
    /// present a sheet with its own stack and push onto it, plan, close, pop twice, plan.
    /// Nine operations a round.
    static func mixedOperationsPerSecond(rounds: Int) -> Double {
        let state = FlowState(path: FlowPath((1...5).map { ItemLink(number: $0) }))
        var shown = state.snapshot()
        var commandCount = 0
        let elapsed = measure {
            for round in 0..<rounds {
                state.push(ItemLink(number: round))
                state.push(ItemLink(number: round + 1))
                let sheet = state.present(ItemLink(number: round + 2), style: .sheet, hostsNavigation: true)
                sheet.push(ItemLink(number: round + 3))
                var next = state.snapshot()
                commandCount += NavigationPlanner.plan(from: shown, to: next).count
                shown = next
                state.closePresented()
                state.pop()
                state.pop()
                next = state.snapshot()
                commandCount += NavigationPlanner.plan(from: shown, to: next).count
                shown = next
            }
        }
        precondition(commandCount == rounds * 4 && state.path.count == 5, "FlowBench: the core skipped work")
        blackHole(shown)
        return Double(rounds * 9) / elapsed.seconds
    }

    /// Seconds per plan from a stack `depth` deep to one sharing its bottom half and replacing
    /// its top half: a pop and a push of `depth / 2` entries.
    static func planTime(depth: Int) -> Double {
        let old = FlowSnapshot(path: (0..<depth).map { FlowEntry(ItemLink(number: $0)) })
        let new = FlowSnapshot(path: Array(old.root.path.prefix(depth / 2))
                                  + (0..<depth / 2).map { FlowEntry(ItemLink(number: depth + $0)) })
        let repetitions = 2_000_000 / depth
        var commands = 0
        let elapsed = measure {
            for _ in 0..<repetitions {
                commands += NavigationPlanner.plan(from: old, to: new).count
            }
        }
        precondition(commands == 2 * repetitions, "FlowBench: the planner skipped work")
        return elapsed.seconds / Double(repetitions)
    }
}
