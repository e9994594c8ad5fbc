import CGtk
import Dispatch
import Glibc

// libdispatch's hooks for a foreign run loop (CoreFoundation uses them):
// the main queue's wake-up handle (an eventfd on Linux) and its drain call.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)

/// Lets the GLib main loop run the Swift main actor's work.
///
/// When GTK owns the main thread (`g_application_run`), nothing drains the
/// main dispatch queue, so `Task { @MainActor in … }`, `await` resumptions on
/// the main actor and `DispatchQueue.main.async` never run. ``install()`` adds
/// a GLib source that watches libdispatch's main-queue wake-up file
/// descriptor and drains the queue whenever work arrives: no polling, no
/// timers.
///
/// Call it once on the main thread before entering the GLib loop. The
/// application's entry point must be a synchronous `main()`: an `async` main
/// hands the main queue to `dispatch_main()`, whose worker threads already
/// drain it (this is also how `swift test` runs), and ``install()`` then
/// reports ``Status/notNeeded``.
@MainActor
public enum MainQueueBridge {
    /// What ``install()`` did.
    public enum Status: Sendable, Equatable {
        /// The GLib source now drains the main queue.
        case installed
        /// An earlier call already installed it.
        case alreadyInstalled
        /// The main queue has no wake-up handle because `dispatch_main()`
        /// services it; main-actor jobs run whenever the current one yields.
        case notNeeded
    }

    private static var sourceID: guint = 0

    /// Whether the GLib source is installed.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Installs the bridge once; later calls do nothing.
    @discardableResult
    public static func install() -> Status {
        if sourceID != 0 { return .alreadyInstalled }
        let handle = dispatchMainQueueHandle()
        guard handle >= 0 else { return .notNeeded }
        sourceID = g_unix_fd_add(handle, G_IO_IN, { fd, _, _ in
            // Clear the (non-blocking) eventfd first; libdispatch does not,
            // and a still-readable fd would make GLib call us in a busy loop.
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            dispatchMainQueueDrain(nil)
            return 1 // G_SOURCE_CONTINUE
        }, nil)
        return .installed
    }
}
