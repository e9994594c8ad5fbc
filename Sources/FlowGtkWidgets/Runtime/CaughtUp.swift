import CGtk

extension GtkRuntime {
    /// Runs `body` once the app has caught up with its display: every event the display server
    /// sent before this call handled (a window the window manager resized has its new size), and
    /// every window on screen has laid itself out and drawn a frame after it.
    ///
    /// Idle sources alone do not wait for that: GTK lays a resized window out in its next frame, on
    /// a timer, and an idle source of any priority may run before the timer fires. Here, a round
    /// trip to the display server first (it has sent everything it had for the app), then a tick
    /// of each window's frame clock (a frame runs its phases, events, update, layout and paint, in
    /// one main-loop dispatch); `body` runs just after the last such frame, or after a second if a
    /// window draws none (its frame clock frozen by a compositor that does not answer).
    public static func afterCaughtUp(_ body: @escaping @MainActor () -> Void) {
        let waiting = CaughtUpWait(body)
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        let windows = toplevelsOnScreen()
        guard !windows.isEmpty else { return waiting.finish() }
        waiting.remaining = windows.count
        for window in windows {
            gtk_widget_add_tick_callback(window, { _, _, data in
                guard let data else { return 0 }
                MainActor.assumeIsolated {
                    let waiting = Unmanaged<CaughtUpWait>.fromOpaque(data).takeUnretainedValue()
                    waiting.remaining -= 1
                    if waiting.remaining == 0 {
                        GtkRuntime.runWhenIdle(priority: G_PRIORITY_HIGH_IDLE + 21) { waiting.finish() } // GDK_PRIORITY_REDRAW + 1
                    }
                }
                return 0 // G_SOURCE_REMOVE: one frame
            }, Unmanaged.passRetained(waiting).toOpaque(), { data in
                guard let data else { return }
                Unmanaged<CaughtUpWait>.fromOpaque(data).release()
            })
        }
        runAfter(.seconds(1)) { waiting.finish() }
    }

    /// The windows mapped now.
    private static func toplevelsOnScreen() -> [UnsafeMutablePointer<GtkWidget>] {
        guard let list = gtk_window_get_toplevels() else { return [] }
        var windows: [UnsafeMutablePointer<GtkWidget>] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_mapped(widget) != 0 { windows.append(widget) }
            g_object_unref(item)
        }
        return windows
    }
}

/// One ``GtkRuntime/afterCaughtUp(_:)``: the frames still awaited, and its body, run once.
@MainActor
private final class CaughtUpWait {
    var remaining = 0
    private var body: (@MainActor () -> Void)?

    init(_ body: @escaping @MainActor () -> Void) { self.body = body }

    func finish() {
        let body = self.body
        self.body = nil
        body?()
    }
}
