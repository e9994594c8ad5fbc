import CGtk

/// The process-wide GTK state: one-time initialisation and helpers that run
/// GLib's default main context by hand.
///
/// An application normally hands the main thread to GTK (`g_application_run`)
/// and never calls ``iterate(until:timeout:tick:)``. Tests and benchmarks have no
/// such loop, so they *drive* it: every widget operation that needs a frame
/// (mapping, layout, drawing, stack transitions) only completes while someone
/// iterates the main context.
@MainActor
public enum GtkRuntime {
    private static var state: InitState = .notStarted

    private enum InitState {
        case notStarted
        case ready
        case unavailable(reason: String)
    }

    /// Initialises GTK once (`gtk_init_check`) and reports whether a display
    /// could be opened. Safe to call any number of times.
    ///
    /// - Returns: `true` when GTK is ready to create widgets.
    @discardableResult
    public static func initialize() -> Bool {
        if case .notStarted = state {
            if gtk_init_check() != 0 {
                state = .ready
            } else {
                state = .unavailable(reason: describeMissingDisplay())
            }
        }
        if case .ready = state { return true }
        return false
    }

    /// Whether GTK could be initialised, i.e. a display is available.
    /// Initialises GTK on first use.
    public static var hasDisplay: Bool { initialize() }

    /// Whether GTK was started (``initialize()`` was called, whether or not it found a display).
    public static var isInitialized: Bool {
        if case .notStarted = state { return false }
        return true
    }

    /// One line saying why GTK cannot run, or `nil` when it can.
    public static var unavailableReason: String? {
        initialize()
        if case .unavailable(let reason) = state { return reason }
        return nil
    }

    private static func describeMissingDisplay() -> String {
        let display = g_getenv("DISPLAY").map { String(cString: $0) } ?? ""
        let wayland = g_getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
        if display.isEmpty && wayland.isEmpty {
            return "no display: neither DISPLAY nor WAYLAND_DISPLAY is set (run under scripts/with-display.sh)"
        }
        let target = display.isEmpty ? "WAYLAND_DISPLAY=\(wayland)" : "DISPLAY=\(display)"
        return "no display: gtk_init_check() could not open \(target)"
    }

    /// Dispatches every GLib event that is ready now, without blocking.
    ///
    /// - Parameter limit: an upper bound, so a source that keeps itself
    ///   ready (an animation, a busy idle) cannot trap the caller.
    /// - Returns: the number of iterations that dispatched something.
    @discardableResult
    public static func drain(limit: Int = 10_000) -> Int {
        var dispatched = 0
        while dispatched < limit, g_main_context_iteration(nil, 0) != 0 {
            dispatched += 1
        }
        return dispatched
    }

    /// Runs the GLib main context, and lets other main-actor jobs run in
    /// between, until `condition` holds or `timeout` passes.
    ///
    /// Blocking waits are capped at `tick`, so a pending `Task { @MainActor in }`
    /// gets its turn even when GLib has nothing to do; there is no busy loop.
    ///
    /// - Returns: whether `condition` became true in time.
    @discardableResult
    public static func iterate(
        until condition: () -> Bool,
        timeout: Duration = .seconds(5),
        tick: Duration = .milliseconds(5)
    ) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        let tickSource = g_timeout_add(milliseconds(tick), { _ in 1 /* G_SOURCE_CONTINUE */ }, nil)
        defer { g_source_remove(tickSource) }
        while true {
            drain()
            // Let main-actor jobs (tasks started by signal handlers) run.
            await Task.yield()
            if condition() { return true }
            if clock.now >= deadline { return false }
            // Sleep in poll() until an event or the next tick.
            g_main_context_iteration(nil, 1)
        }
    }

    /// Runs the GLib main context, blocking in `poll()` between events, until `condition` holds.
    /// For a synchronous entry point that drives its own loop (with ``MainQueueBridge``
    /// installed, main-actor tasks run in between).
    public static func run(until condition: () -> Bool) {
        while !condition() {
            g_main_context_iteration(nil, 1)
        }
    }

    /// Runs the GLib main context (and other main-actor jobs) for `duration`.
    public static func iterate(for duration: Duration) async {
        await iterate(until: { false }, timeout: duration)
    }

    /// Runs `body` once, after `delay`, from the GLib main loop; returns the source, which
    /// ``cancel(_:)`` stops before it runs.
    @discardableResult
    public static func runAfter(_ delay: Duration, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds(delay), { data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor () -> Void).self)()
            }
            return 0 // G_SOURCE_REMOVE
        }, SignalHandlerBox.retained(body), SignalHandlerBox.releaseData)
    }

    /// Stops a source ``runAfter(_:_:)`` returned, unless it already ran.
    public static func cancel(_ source: UInt32) {
        if let found = g_main_context_find_source_by_id(nil, source) { g_source_destroy(found) }
    }

    /// Runs `body` once, soon, from the GLib main loop (an idle source, at default priority
    /// unless told otherwise): after the current signal emission has returned.
    public static func runWhenIdle(priority: Int32 = G_PRIORITY_DEFAULT, _ body: @escaping @MainActor () -> Void) {
        g_idle_add_full(priority, { data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor () -> Void).self)()
            }
            return 0 // G_SOURCE_REMOVE
        }, SignalHandlerBox.retained(body), SignalHandlerBox.releaseData)
    }

    private static func milliseconds(_ duration: Duration) -> guint {
        let (seconds, attoseconds) = duration.components
        return guint(max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }
}
