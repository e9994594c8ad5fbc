import CGtk

/// Runs an action once on the GLib main loop, before the next frame is drawn.
@MainActor
enum IdleAction {
    private final class Box {
        let action: @MainActor () -> Void
        init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    }

    static func schedule(_ action: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(Box(action)).toOpaque()
        // G_PRIORITY_HIGH_IDLE runs ahead of GTK's redraw, so a change never shows half-applied.
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, { data in
            MainActor.assumeIsolated {
                Unmanaged<Box>.fromOpaque(data!).takeRetainedValue().action()
            }
            return 0 // G_SOURCE_REMOVE
        }, box, nil)
    }
}
