import FlowCoordinator
import Foundation
import ShopFlows

/// Launch to first frame: `shop` opening on its first screen (the catalogue, split beside its
/// empty state at 960 px), against the same screen drawn by plain GTK calls
/// (Benchmarks/c/first_screen.c, with shop_window.h: the same widgets, CSS, actions and
/// shortcuts; its screenshot is the same, pixel for pixel, which ``ScreenshotCheck`` checks first).
///
/// Both are GtkApplications handling their command line (unique when a D-Bus session bus is
/// there, so both pay the same registration), and both exit right after their main window's
/// first frame is painted (`SHOP_EXIT_AFTER_FIRST_FRAME=1` for `shop`). The harness times each
/// from spawn to exit, alternating shop, C, shop, C…. Each launch gets a fresh, empty data,
/// settings and state folder (`freshHome`), and `shop` a state file that does not
/// exist yet: it reads none of the user's files and restores nothing.
enum FirstFrameBenchmark {
    struct Result {
        /// Wall-clock seconds from spawn to exit, shop (a) and C (b): what the goal is checked against.
        var wall = Pairs()
        /// CPU seconds of the same launches: less sensitive to other load on the machine.
        var cpu = Pairs()
    }

    static func run(pairs count: Int, tools: Tools) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowbench-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // One launch of each first: the binaries and fonts in the page cache, as for a user.
        _ = try launchShop(tools, in: directory, run: 0)
        _ = try launchC(tools, in: directory, run: 0)

        var result = Result()
        for run in 1...count {
            let shop = try launchShop(tools, in: directory, run: run)
            let c = try launchC(tools, in: directory, run: run)
            result.wall.add(a: shop.elapsed.seconds, b: c.elapsed.seconds)
            result.cpu.add(a: shop.cpu.seconds, b: c.cpu.seconds)
        }
        return result
    }

    static func report(pairs count: Int, tools: Tools, into report: inout Report) throws {
        progress("first frame: \(count) pairs of launches, shop then C")
        let result = try run(pairs: count, tools: tools)
        let shop = median(result.wall.a), c = median(result.wall.b)
        let bus = (ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty
            ? "no session bus: both non-unique" : "both register on the session bus"
        report.add("first_frame_ratio_vs_c", result.wall.ratio, goal: .atMost(1.10),
                   "launch → first frame, wall clock: shop on its catalogue \(Duration.seconds(shop).formatted), the same screen in C \(Duration.seconds(c).formatted); \(bus)")
        report.add("first_frame_cpu_ratio_vs_c", result.cpu.ratio, goal: .none,
                   "the same launches, CPU time: shop \(Duration.seconds(median(result.cpu.a)).formatted), C \(Duration.seconds(median(result.cpu.b)).formatted)")
        report.note("first_frame_shop_ms", shop * 1e3)
        report.note("first_frame_c_ms", c * 1e3)
    }

    private static func launchShop(_ tools: Tools, in directory: URL, run: Int) throws -> ChildResult {
        let home = directory.appendingPathComponent("shop-\(run)", isDirectory: true)
        var environment = try freshHome(home)
        environment["SHOP_EXIT_AFTER_FIRST_FRAME"] = "1"
        let result = try runChild(tools.shop, ["--state-file", home.appendingPathComponent("state.json").path],
                                  environment: environment, captureOutput: false)
        guard result.status == 0 else { throw ChildProcessError(description: "shop exited with \(result.status)") }
        return result
    }

    private static func launchC(_ tools: Tools, in directory: URL, run: Int) throws -> ChildResult {
        let environment = try freshHome(directory.appendingPathComponent("c-\(run)", isDirectory: true))
        let result = try runChild(tools.cFirstScreen, environment: environment, captureOutput: false)
        guard result.status == 0 else { throw ChildProcessError(description: "first_screen exited with \(result.status)") }
        return result
    }

    /// The saved state `shop` restores: the Patterns tab, five entries pushed on its root
    /// (Content, a plain String screen, First, Second, Third), written by the app's own
    /// `StateStore` so it is exactly what `shop` saves.
    @MainActor
    static func deepState() throws -> (Data, depth: Int) {
        let app = AppCoordinator()
        if let error = app.open("shop://patterns/content/first/Hello/second/5/third") {
            throw ChildProcessError(description: "cannot open the deep link: \(error.message)")
        }
        let patterns = app.tabs[.patterns]
        var entries = patterns.path.entries
        entries.insert(FlowEntry("Hello"), at: 1) // Content pushes plain String links too
        patterns.path = FlowPath(entries: entries)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flowbench-state-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let store = StateStore(fileURL: file)
        try app.save(to: store)
        guard let restored = store.load().snapshot?.focusedLast?.tabs, restored.selectedTab == ShopTab.patterns.rawValue,
              let depth = restored[ShopTab.patterns.rawValue]?.root.path.count, depth == 5 else {
            throw ChildProcessError(description: "the saved state does not read back five deep")
        }
        return (try Data(contentsOf: file), depth)
    }
}
