import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("Window")
    @MainActor
    struct WindowTests {
        @Test("properties round-trip", .requiresDisplay)
        func properties() {
            let parent = FlowGtk.Window(title: "Parent", defaultWidth: 640, defaultHeight: 480)
            let dialog = FlowGtk.Window(title: "Dialog")
            #expect(parent.title == "Parent")
            #expect(parent.defaultSize == (640, 480))
            dialog.transientParent = parent
            dialog.isModal = true
            dialog.destroysWithParent = true
            dialog.isResizable = false
            #expect(gtk_window_get_transient_for(dialog.windowPointer) == parent.windowPointer)
            #expect(dialog.isModal && dialog.destroysWithParent && !dialog.isResizable)
            dialog.title = nil
            #expect(dialog.title == nil)
        }

        @Test("afterFirstFramePainted runs once, after the first frame is painted", .requiresDisplay)
        func afterFirstFramePainted() async throws {
            let window = FlowGtk.Window(title: "First frame")
            defer { window.destroy() }
            let frames = Recorder<Int>() // one value per painted frame
            let calls = Recorder<Int>()  // the frames painted when the handler ran
            window.afterFirstFramePainted { calls.record(frames.values.count) }
            window.present()
            #expect(calls.values.isEmpty, "nothing is painted before the main loop runs")

            let frameClock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window.widgetPointer))
            let counter = Unmanaged.passRetained(frames)
            defer { counter.release() }
            flow_connect_widget(frameClock, "after-paint", { _, data in
                MainActor.assumeIsolated { Unmanaged<Recorder<Int>>.fromOpaque(data!).takeUnretainedValue().record(1) }
            }, counter.toOpaque(), nil)
            let ran = await GtkRuntime.iterate(until: { !calls.values.isEmpty }, timeout: .seconds(5))
            #expect(ran)
            #expect(calls.values.first.map { $0 >= 1 } == true, "a frame was painted before the handler ran")

            let painted = frames.values.count
            gtk_widget_queue_draw(window.widgetPointer)
            let another = await GtkRuntime.iterate(until: { frames.values.count > painted }, timeout: .seconds(5))
            #expect(another)
            #expect(calls.values.count == 1, "later frames do not call it again")
        }

        @Test("close-request returning true keeps the window open; false lets it close", .requiresDisplay)
        func closeRequest() async throws {
            let window = FlowGtk.Window(title: "Close me")
            try await show(window)

            let keepOpen = window.onCloseRequest { true }
            #expect(window.emitCloseRequest(), "the emitted signal reports the handler's answer")
            window.close()
            await GtkRuntime.iterate(for: .milliseconds(50))
            #expect(!window.isDestroyed)
            #expect(window.isVisible && window.isMapped)

            window.disconnect(keepOpen)
            let asked = Recorder<Bool>()
            window.onCloseRequest { asked.record(true); return false }
            #expect(!window.emitCloseRequest())
            let destroyed = Recorder<Bool>()
            window.onDestroy { destroyed.record(true) }
            window.close()
            #expect(asked.values == [true, true])
            #expect(window.isDestroyed)
            #expect(!window.isVisible)
            // GTK destroyed it; the wrapper disposes it from the main loop.
            let disposed = await GtkRuntime.iterate(until: { destroyed.values == [true] })
            #expect(disposed)
        }

        @Test("a modal dialog with destroysWithParent dies with its parent", .requiresDisplay)
        func dialogDestroyedWithParent() async throws {
            let parent = FlowGtk.Window(title: "Parent")
            let dialog = FlowGtk.Window(title: "Dialog")
            dialog.transientParent = parent
            dialog.isModal = true
            dialog.destroysWithParent = true
            try await show(parent)
            try await show(dialog)
            parent.destroy()
            #expect(dialog.isDestroyed)
        }

        @Test("closing the parent (as the close button does) also closes its dialog", .requiresDisplay)
        func dialogClosedWithParent() async throws {
            GtkRuntime.drain() // let idle callbacks left by earlier tests finish
            let baseline = SignalHandlerBox.liveCount
            do {
                let parent = FlowGtk.Window(title: "Parent")
                let dialog = FlowGtk.Window(title: "Dialog")
                dialog.transientParent = parent
                dialog.destroysWithParent = true
                try await show(parent)
                try await show(dialog)
                parent.close()
                #expect(parent.isDestroyed)
                let followed = await GtkRuntime.iterate(until: { dialog.isDestroyed })
                #expect(followed)
            }
            GtkRuntime.drain()
            #expect(SignalHandlerBox.liveCount == baseline)
        }

        @Test("header bar and content are laid out inside the window", .requiresDisplay)
        func titlebarAndChild() async throws {
            let window = FlowGtk.Window(title: "Layout", defaultWidth: 400, defaultHeight: 300)
            let header = HeaderBar()
            let back = Button(iconName: "go-previous-symbolic", name: "Back", style: .flat)
            back.tooltip = "Back"
            header.packStart(back)
            header.packEnd(Button(label: "Done", style: .suggested))
            header.setTitleWidget(Label("Custom title"))
            window.setTitlebar(header)
            let content = Label("Content")
            window.setChild(content)
            try await show(window)
            #expect(back.isMapped)
            #expect(content.isMapped)
            #expect(content.width > 0 && content.height > 0)
            header.remove(back)
            #expect(!back.isMapped)
        }

        // Widget.hasFocus once asked GTK's has-focus, which is true only while the window is the
        // active one: a test whose window another suite's window had just taken the activation
        // from saw the focus "gone", and so would any code asking about a window in the background.
        @Test("a window that is not the active one keeps its focus widget and its list's focused row", .requiresDisplay)
        func focusInABackgroundWindow() async throws {
            let window = FlowGtk.Window(title: "Background", defaultWidth: 300, defaultHeight: 200)
            let other = FlowGtk.Window(title: "Foreground", defaultWidth: 300, defaultHeight: 200)
            defer { window.destroy(); other.destroy() }
            let box = Box(.vertical, spacing: 6)
            let button = Button(label: "Act")
            let list = ListBox()
            for name in ["one", "two"] { list.append(Label(name), named: name) }
            box.append(button)
            box.append(list)
            window.setChild(box)
            try await show(window)
            try #require(button.grabFocus())
            other.present()
            try #require(await GtkRuntime.iterate(until: { other.isActive && !window.isActive }),
                         "needs a window manager that activates a presented window (openbox under with-display.sh)")
            #expect(button.hasFocus, "the button lost the focus when its window went to the background")
            let row = try #require(gtk_widget_get_last_child(list.widgetPointer))
            try #require(gtk_widget_grab_focus(row) != 0)
            #expect(list.focusedRowIndex == 1)
            #expect(!button.hasFocus)
        }

        @Test("fullscreen is confirmed by the window manager", .requiresDisplay)
        func fullscreen() async throws {
            let window = FlowGtk.Window(title: "Fullscreen", defaultWidth: 300, defaultHeight: 200)
            try await show(window)
            window.fullscreen()
            let entered = await GtkRuntime.iterate(until: { window.isFullscreen })
            #expect(entered, "needs a window manager (openbox under with-display.sh)")
            window.unfullscreen()
            let left = await GtkRuntime.iterate(until: { !window.isFullscreen })
            #expect(left)
        }
    }
}
