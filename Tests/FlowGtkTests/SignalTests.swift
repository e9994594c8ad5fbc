import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// The one signal mechanism: boxes live exactly as long as connections.
    @Suite("Signals")
    @MainActor
    struct SignalTests {
        @Test("emitting clicked runs the handler; disconnect stops it", .requiresDisplay)
        func clickedHandler() {
            let button = Button(label: "Tap")
            let clicks = Recorder<Int>()
            let connection = button.onClicked { clicks.record(1) }
            button.emit("clicked")
            button.emit("clicked")
            #expect(clicks.values.count == 2)
            #expect(button.isConnected(connection))
            button.disconnect(connection)
            #expect(!button.isConnected(connection))
            button.disconnect(connection) // harmless when already gone
            button.emit("clicked")
            #expect(clicks.values.count == 2)
        }

        @Test("10,000 connect/disconnect cycles return the live box count to baseline", .requiresDisplay)
        func connectDisconnectCycles() {
            let baseline = SignalHandlerBox.liveCount
            let button = Button(label: "Cycle")
            for _ in 0..<10_000 {
                let connection = button.onClicked {}
                button.disconnect(connection)
            }
            #expect(SignalHandlerBox.liveCount == baseline)
        }

        @Test("10,000 widgets with handlers leave no boxes behind", .requiresDisplay)
        func createDestroyCycles() {
            let baseline = SignalHandlerBox.liveCount
            for index in 0..<10_000 {
                let button = Button(label: "Button \(index)")
                button.onClicked { [weak button] in _ = button?.label }
                if SignalHandlerBox.liveCount != baseline + 1 {
                    Issue.record("handler box missing at iteration \(index)")
                }
            }
            #expect(SignalHandlerBox.liveCount == baseline)
        }

        @Test("a handler keeps working after its wrapper is gone, while GTK holds the widget", .requiresDisplay)
        func handlerOutlivesWrapper() {
            let box = Box()
            let clicks = Recorder<Int>()
            var button: Button? = Button(label: "Inner")
            let pointer = button!.rawPointer
            button!.onClicked { clicks.record(1) }
            box.append(button!)
            button = nil
            flow_emit(pointer, "clicked")
            #expect(clicks.values.count == 1)
        }

        @Test("notify reports property changes", .requiresDisplay)
        func notifyHandler() {
            let label = Label("a")
            let changes = Recorder<Int>()
            label.onNotify("label") { changes.record(1) }
            label.text = "b"
            label.text = "c"
            #expect(changes.values.count == 2)
        }
    }
}
