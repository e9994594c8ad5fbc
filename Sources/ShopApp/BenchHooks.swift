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
///   first frame is painted; then exit;
/// - `SHOP_BENCH_FRAME_LOG=<fd or file>`: writes a line there at the end of each frame that
///   first shows another page of the first window (``FrameLog``), for the time from a click to
///   the frame that shows its page.
/// - `SHOP_BENCH_SCREENSHOT=<file.png>`: once the first window's first frame is painted (before
///   the exit that `SHOP_EXIT_AFTER_FIRST_FRAME` asks for), writes the window as drawn to that
///   PNG file (``saveScreenshot(of:to:)``): FlowBench compares it with the C baseline's, pixel for
///   pixel.
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
        if let target = environment["SHOP_BENCH_FRAME_LOG"], !target.isEmpty, let window = host.focusedWindow {
            FrameLog.start(writingTo: target, for: window)
        }
        let screenshot = environment["SHOP_BENCH_SCREENSHOT"] ?? ""
        let exits = environment["SHOP_EXIT_AFTER_FIRST_FRAME"] == "1"
        if exits || !screenshot.isEmpty {
            // One callback, the screenshot first: GTK runs a widget's tick callbacks last added first.
            first.afterFirstFramePainted {
                if !screenshot.isEmpty { saveScreenshot(of: first, to: screenshot) }
                if exits { exit(0) }
            }
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

/// `SHOP_BENCH_SCREENSHOT`: `window` as it is drawn, its widgets snapshotted as a frame
/// snapshots them and rendered by its own renderer, written to `file` as a PNG: what
/// Benchmarks/c/shop_window.h's `save_screenshot` does for the C baseline.
@MainActor
private func saveScreenshot(of window: Window, to file: String) {
    let widget = window.widgetPointer
    let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
    let paintable = gtk_widget_paintable_new(widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    var saved = false
    if let node = gtk_snapshot_free_to_node(snapshot) {
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        if let texture = gsk_renderer_render_texture(gtk_native_get_renderer(flow_native(widget)), node, &bounds) {
            saved = gdk_texture_save_to_png(texture, file) != 0
            g_object_unref(UnsafeMutableRawPointer(texture))
        }
        gsk_render_node_unref(node)
    }
    if !saved { Terminal.error("shop: cannot write the screenshot \(file)") }
}

/// `SHOP_BENCH_FRAME_LOG`: one line per page shown in a window, written at the end of the frame
/// that first shows it (the frame clock's `after-paint`), each time CLOCK_MONOTONIC in
/// nanoseconds first:
/// - `ready NS TITLE` at the end of the window's first frame, then `point row X Y`: the middle
///   of the first list row shown (the catalogue's first item), in the window's X coordinates;
/// - `page NS TITLE` at the end of the first frame after the title in the header changed (a
///   page pushed or popped, a tab chosen), then `point back X Y` when the Back button shows;
/// - `next NS` at the end of the frame after that one, if another comes: the first frame of a
///   slide draws its pages where they were (GtkStack's transition starts at the first frame's
///   time), so the page that slides in first shows in its second frame.
///
/// A person clicks where a page is and sees the next one at the end of a frame: with
/// `xdotool`'s clicks at those points, FlowBench's click benchmark times one from the other.
/// Nothing of it exists unless the variable is set.
@MainActor
private enum FrameLog {
    private static var fd: Int32 = -1
    private static weak var window: FlowWindow?
    /// The title shown since the last frame's end, when it changed.
    private static var changedTitle: String?
    /// Whether the last frame was a `page` line's: the next frame's end is logged too.
    private static var followsPage = false

    /// `target`: a file descriptor this process inherited (a number), or a file (a FIFO too)
    /// to append to.
    static func start(writingTo target: String, for window: FlowWindow) {
        fd = Int32(target) ?? open(target, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        self.window = window
        let title = window.header.titleLabel
        title.onNotify("label") { [weak title] in changedTitle = title?.text }
        window.window.afterFirstFramePainted {
            guard let window = self.window else { return }
            write("ready \(monotonicNanoseconds()) \(title.text)")
            if let row = firstShownRow(under: window.window.widgetPointer), let point = middle(of: row, in: window.window) {
                write("point row \(point.x) \(point.y)")
            }
            guard let clock = gtk_widget_get_frame_clock(window.window.widgetPointer) else { return }
            flow_connect_void(UnsafeMutableRawPointer(clock), "after-paint", { _, _ in
                MainActor.assumeIsolated { FrameLog.frameEnded() }
            }, nil, nil)
        }
    }

    private static func frameEnded() {
        if followsPage {
            followsPage = false
            write("next \(monotonicNanoseconds())")
        }
        guard let title = changedTitle, let window else { return }
        changedTitle = nil
        followsPage = true
        write("page \(monotonicNanoseconds()) \(title)")
        let back = window.header.backButton
        if back.isMapped, let point = middle(of: back.widgetPointer, in: window.window) {
            write("point back \(point.x) \(point.y)")
        }
    }

    private static func monotonicNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// The first list row shown under `widget`, depth first.
    private static func firstShownRow(under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_get_mapped(current) != 0 {
                let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
                if g_type_check_instance_is_a(instance, gtk_list_box_row_get_type()) != 0 { return current }
                if let found = firstShownRow(under: current) { return found }
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The middle of `widget` in the coordinates of `window`'s X window (its surface, which holds
    /// the shadow around the window too), whole pixels.
    private static func middle(of widget: UnsafeMutablePointer<GtkWidget>, in window: Window) -> (x: Int, y: Int)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window.widgetPointer, &bounds) != 0 else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(flow_native(window.widgetPointer), &surfaceX, &surfaceY)
        return (Int((Double(bounds.origin.x + bounds.size.width / 2) + surfaceX).rounded()),
                Int((Double(bounds.origin.y + bounds.size.height / 2) + surfaceY).rounded()))
    }

    private static func write(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = Glibc.write(fd, &bytes, bytes.count)
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
