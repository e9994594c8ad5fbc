import CGtk

/// `GtkRuntime.drain()` without laying out or painting a frame: what the timed push+pop cycles
/// do between two frames, at any speed, even callgrind's (where a frame is due at every drain).
/// The same code as `drain_without_frames` in Benchmarks/c/push_pop.c.
@MainActor
enum FramelessDrain {
    /// GDK_PRIORITY_REDRAW (G_PRIORITY_HIGH_IDLE + 20), the priority of the frame clock's frames.
    static let framePriority = G_PRIORITY_HIGH_IDLE + 20

    static func drain() {
        let context = g_main_context_default()
        var iterations = 0
        while iterations < 10_000, iterateAboveFrames(context) { iterations += 1 }
    }

    /// One main-context iteration that dispatches only sources of a higher priority than frames:
    /// events, default-priority idles (where FlowWindow applies a state change), timeouts.
    /// Returns `false`, dispatching nothing, when nothing but a frame (or nothing) is ready;
    /// `g_main_context_iteration` cannot be told that: it dispatches a ready frame when nothing
    /// above it is ready.
    /// The descriptors polled: made once, as C's array on the stack, so that the harness adds
    /// nothing of its own to the counted cycles (an array made at each iteration, with a closure
    /// and its isolation check, cost 7,000 instructions a cycle).
    private static let fds = UnsafeMutablePointer<GPollFD>.allocate(capacity: 64)

    private static func iterateAboveFrames(_ context: OpaquePointer?) -> Bool {
        var priority: Int32 = 0, timeout: Int32 = 0
        g_main_context_acquire(context)
        defer { g_main_context_release(context) }
        let ready = g_main_context_prepare(context, &priority) != 0 && priority < framePriority
        let ceiling = ready ? priority : framePriority - 1
        let count = min(Int(g_main_context_query(context, ceiling, &timeout, fds, 64)), 64)
        g_poll(fds, guint(count), 0)
        // With a source above the frames ready (a prepared one, or one whose descriptor has
        // input), the check stops before the frames' lower priority.
        var input = false
        for index in 0..<count where fds[index].revents != 0 { input = true }
        let dispatch = ready || input
        if dispatch, g_main_context_check(context, ceiling, fds, Int32(count)) != 0 {
            g_main_context_dispatch(context)
        }
        return dispatch
    }
}
