import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("MainQueueBridge")
    @MainActor
    struct MainQueueBridgeTests {
        /// Under `swift test` the main queue is serviced by `dispatch_main()`
        /// (the test runner has an async entry point), so libdispatch exposes
        /// no wake-up handle and ``MainQueueBridge/install()`` reports
        /// `.notNeeded`; the Task then runs when the loop driver yields. In an
        /// app whose synchronous `main()` hands the thread to GLib, the bridge
        /// is `.installed` and the GLib source drains the queue instead.
        @Test("a main-actor Task started from a GTK signal handler completes while the loop runs", .requiresDisplay)
        func taskFromSignalHandler() async {
            let status = MainQueueBridge.install()
            #expect([.installed, .notNeeded].contains(status))
            #expect(MainQueueBridge.install() == (status == .installed ? .alreadyInstalled : .notNeeded))

            let button = Button(label: "Async")
            let completed = Recorder<String>()
            button.onClicked {
                Task { @MainActor in
                    await Task.yield()
                    completed.record("done")
                }
            }
            button.emit("clicked")
            #expect(completed.values.isEmpty, "the Task runs later, not inside the handler")
            let finished = await GtkRuntime.iterate(until: { !completed.values.isEmpty }, timeout: .seconds(5))
            #expect(finished)
            #expect(completed.values == ["done"])
        }
    }
}
