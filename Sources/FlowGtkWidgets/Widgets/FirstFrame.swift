import CGtk

extension Widget {
    /// Calls `handler` once, as soon as the first frame that draws this widget has been painted:
    /// how launch-time benchmarks (`shop` with `SHOP_EXIT_AFTER_FIRST_FRAME=1`, `make bench`) know
    /// the window is on screen. Call it before the widget is shown.
    ///
    /// The frame clock runs a frame's phases (update, layout, paint) in one main-loop dispatch.
    /// The widget's first tick comes in the update phase of its first frame; from there an idle
    /// source just below GDK's redraw priority runs right after that frame is painted, before
    /// anything of lower priority.
    public func afterFirstFramePainted(_ handler: @escaping @MainActor () -> Void) {
        gtk_widget_add_tick_callback(widgetPointer, { _, _, data in
            guard let data else { return 0 }
            MainActor.assumeIsolated {
                let handler = SignalHandlerBox.handler(from: data, as: (@MainActor () -> Void).self)
                GtkRuntime.runWhenIdle(priority: G_PRIORITY_HIGH_IDLE + 21, handler) // GDK_PRIORITY_REDRAW + 1
            }
            return 0 // G_SOURCE_REMOVE: only the first frame
        }, SignalHandlerBox.retained(handler), SignalHandlerBox.releaseData)
    }
}
