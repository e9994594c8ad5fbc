import CGtk
import FlowGtk
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import ShopFlows

/// What `make bench` asks of a running `shop` through its environment:
/// - `SHOP_EXIT_AFTER_FIRST_FRAME=1`: exit as soon as the first window's first frame is painted
///   (launch to first frame);
/// - `SHOP_BENCH_SECOND_WINDOW=1`: once the first window is painted, open a second one as Ctrl+N
///   does, inside ``flowbench_counted_second_window()``, which callgrind counts alone, until its
///   first frame is painted; then exit.
@MainActor
enum BenchHooks {
    fileprivate static var openSecondWindow: (@MainActor () -> Void)?

    static func install(host: WindowsHost<WindowCoordinator>, coordinator: AppCoordinator) {
        let environment = ProcessInfo.processInfo.environment
        guard let first = host.focusedWindow?.window else {
            // The windows open at the host's first apply: wait for it.
            GtkRuntime.runWhenIdle { install(host: host, coordinator: coordinator) }
            return
        }
        if environment["SHOP_EXIT_AFTER_FIRST_FRAME"] == "1" {
            first.afterFirstFramePainted { exit(0) }
        }
        if environment["SHOP_BENCH_SECOND_WINDOW"] == "1" {
            openSecondWindow = {
                guard let id = coordinator.newWindow() else { return }
                host.apply()
                var painted = false
                host[id]?.window.afterFirstFramePainted { painted = true }
                while !painted { g_main_context_iteration(nil, 1) }
            }
            first.afterFirstFramePainted {
                flowbench_counted_second_window()
                exit(0)
            }
        }
    }
}

/// Opens the second window and returns once it is painted: the span callgrind counts (its
/// `--toggle-collect` matches this name, so nothing inside may be a closure, whose symbol would
/// carry the name and toggle the counting off).
@MainActor
@inline(never)
func flowbench_counted_second_window() {
    BenchHooks.openSecondWindow?()
}
