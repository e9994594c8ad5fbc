import Foundation

/// Opening a second window, in instructions: `shop` showing its catalogue opening a second window
/// on the Items tab's catalogue (what its Ctrl+N opens), against a C GtkApplication opening the
/// same window a second time (Benchmarks/c/second_window.c: the same widgets, CSS, actions and
/// shortcuts, in plain GTK).
///
/// callgrind counts one span on each side (`--collect-atstart=no
/// --toggle-collect=*flowbench_counted_second_window*`): a function of that name, called once the
/// first window's first frame is painted, makes the second window, presents it and iterates the
/// main context until that window's first frame is painted (its first tick callback, then an idle
/// just below GDK's redraw priority, as ``FirstFrameBenchmark``'s launches end). So it counts
/// building the widgets, mapping the window (the window manager's round trips), its first layout
/// and paint, and the first window's repaint as it goes to the backdrop. Launch, the CSS, the icon
/// theme and the fonts are paid for by the first window, outside the span, on both sides. `shop`
/// calls it when run with `SHOP_BENCH_SECOND_WINDOW=1` and exits 0 after it, as the C program
/// does. Nothing the function calls may carry its name (a closure declared in it does): entering
/// it would toggle counting off, so a count under half the C program's fails the run.
///
/// Each side runs with `XDG_DATA_HOME`, `XDG_CONFIG_HOME` and `XDG_STATE_HOME` in a fresh
/// temporary folder, and `shop` gets `--state-file` with a path there that does not exist yet: it
/// reads and writes none of the user's files, and opens on the catalogue, the window the C program
/// opens first too. GTK's animations are off in that folder's `gtk-4.0/settings.ini`: the first
/// window goes to the backdrop when the second one takes the focus, and the theme fades its
/// colours over 200 ms, in as many frames as come before the span ends, which depends on how slow
/// each frame is under callgrind (over five runs with animations, the C program counted from 83 M
/// to 111 M instructions; without, its counts differ by less than 0.1 %). A settings daemon on a
/// desktop's display would override settings.ini; `make bench` runs under Xvfb when there is no
/// display.
enum SecondWindowBenchmark {
    static let toggle = "*flowbench_counted_second_window*"

    static func report(tools: Tools, into report: inout Report) throws {
        progress("second window: callgrind over opening a second window, shop then C")
        try FileManager.default.createDirectory(atPath: InstructionBenchmark.profiles, withIntermediateDirectories: true)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowbench-second-window-\(getpid())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let shopHome = directory.appendingPathComponent("shop", isDirectory: true)
        var shopEnvironment = try environment(in: shopHome)
        shopEnvironment["SHOP_BENCH_SECOND_WINDOW"] = "1"
        let state = shopHome.appendingPathComponent("state.json") // not there yet: nothing to restore
        let shop = try InstructionBenchmark.count(tools.shop, ["--state-file", state.path], profile: "second-window.shop",
                                                  toggle: toggle, environment: shopEnvironment)
        let cEnvironment = try environment(in: directory.appendingPathComponent("c", isDirectory: true))
        let c = try InstructionBenchmark.count(tools.cSecondWindow, [], profile: "second-window.c", toggle: toggle,
                                               environment: cEnvironment)
        guard shop > c / 2 else {
            throw ChildProcessError(description: "shop counted \(InstructionBenchmark.millions(shop)) instructions opening its second window, "
                                    + "under half the C program's \(InstructionBenchmark.millions(c)): the span was not counted whole "
                                    + "(does something called in flowbench_counted_second_window carry its name, such as a closure declared in it?)")
        }
        report.add("second_window_instructions_ratio_vs_c", shop / c, goal: .atMost(1.15),
                   "instructions from opening a second window on the catalogue to its first frame (callgrind): shop \(InstructionBenchmark.millions(shop)), C \(InstructionBenchmark.millions(c))")
        report.note("second_window_instructions_shop", shop)
        report.note("second_window_instructions_c", c)
    }

    /// Makes `home`, with GTK's settings turning animations off, and returns the environment that
    /// puts a run's data, settings and state folders in it.
    private static func environment(in home: URL) throws -> [String: String] {
        let settings = home.appendingPathComponent("config/gtk-4.0/settings.ini")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[Settings]\ngtk-enable-animations=false\n".utf8).write(to: settings)
        return try freshHome(home)
    }
}
