import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// `connect(Signal<…>)`: any signal of any object, typed by its one argument, from outside FlowGtk.
    @Suite("Public signals")
    @MainActor
    struct PublicSignalTests {
        @Test("a signal without arguments runs its Swift handler; disconnect stops it", .requiresDisplay)
        func voidSignal() {
            let button = Widget(taking: gtk_button_new(), from: "gtk_button_new")
            let clicks = Recorder<Int>()
            let connection = button.connect(Signal<Void>("clicked")) { clicks.record(1) }
            flow_emit(button.rawPointer, "clicked")
            #expect(clicks.values.count == 1)
            button.disconnect(connection)
            flow_emit(button.rawPointer, "clicked")
            #expect(clicks.values.count == 1)
        }

        @Test("int, uint, string and pointer arguments reach the handler typed", .requiresDisplay)
        func argumentSignals() {
            let label = Label("first")
            let directions = Recorder<Int>()
            label.connect(Signal<Int>("direction-changed")) { directions.record($0) }
            gtk_widget_set_direction(label.widgetPointer, GTK_TEXT_DIR_RTL)
            #expect(directions.values == [Int(GTK_TEXT_DIR_LTR.rawValue)]) // the previous direction

            let flags = Recorder<UInt>()
            label.connect(Signal<UInt>("state-flags-changed")) { flags.record($0) }
            gtk_widget_set_state_flags(label.widgetPointer, GTK_STATE_FLAG_SELECTED, 0)
            #expect(flags.values.count == 1)

            let specs = Recorder<UnsafeMutableRawPointer?>()
            label.connect(Signal<UnsafeMutableRawPointer?>("notify::label")) { specs.record($0) }
            label.text = "second"
            #expect(specs.values.count == 1 && specs.values.first! != nil)

            let bar = Widget(taking: gtk_level_bar_new(), from: "gtk_level_bar_new")
            let offsets = Recorder<String>()
            bar.connect(Signal<String>("offset-changed")) { offsets.record($0) }
            flow_emit_string(bar.rawPointer, "offset-changed", "high")
            #expect(offsets.values == ["high"])
        }

        @Test("a gboolean signal returns the handler's answer to GTK", .requiresDisplay)
        func booleanSignal() {
            let window = Widget(retaining: gtk_window_new(), from: "gtk_window_new") // the toplevel list owns it
            defer { gtk_window_destroy(flow_window(window.rawPointer)) }
            var stop = true
            window.connect(BooleanSignal("close-request")) { stop }
            #expect(flow_emit_boolean(window.rawPointer, "close-request") != 0)
            stop = false
            #expect(flow_emit_boolean(window.rawPointer, "close-request") == 0)
        }

        @Test("a signal of another shape than the Swift type says is refused", .requiresDisplay)
        func shapeCheck() {
            let bar = Widget(taking: gtk_level_bar_new(), from: "gtk_level_bar_new")
            #expect(flow_signal_has_shape(bar.rawPointer, "offset-changed", FLOW_SIGNAL_ARG_STRING, 0) != 0)
            #expect(flow_signal_has_shape(bar.rawPointer, "offset-changed", FLOW_SIGNAL_ARG_INT, 0) == 0)
            #expect(flow_signal_has_shape(bar.rawPointer, "offset-changed", FLOW_SIGNAL_ARG_NONE, 0) == 0)
            #expect(flow_signal_has_shape(bar.rawPointer, "no-such-signal", FLOW_SIGNAL_ARG_NONE, 0) == 0)
            let window = Widget(retaining: gtk_window_new(), from: "gtk_window_new") // the toplevel list owns it
            defer { gtk_window_destroy(flow_window(window.rawPointer)) }
            #expect(flow_signal_has_shape(window.rawPointer, "close-request", FLOW_SIGNAL_ARG_NONE, 1) != 0)
            #expect(flow_signal_has_shape(window.rawPointer, "close-request", FLOW_SIGNAL_ARG_NONE, 0) == 0)
        }

        @Test("ObjectRef(retaining:) keeps a borrowed object alive and drops only its own reference", .requiresDisplay)
        func retainingBorrowedObject() {
            var view: Widget? = Widget(taking: gtk_text_view_new(), from: "gtk_text_view_new")
            let borrowed = gtk_text_view_get_buffer(flow_text_view(view!.rawPointer))!
            let before = flow_object(borrowed).pointee.ref_count
            var buffer: ObjectRef? = ObjectRef(retaining: borrowed, from: "gtk_text_view_get_buffer")
            let weakBuffer = WeakObject(buffer!)
            #expect(buffer!.referenceCount == before + 1) // the view's, and the wrapper's own
            view = nil
            #expect(weakBuffer.isAlive) // the wrapper's reference keeps it
            #expect(buffer!.typeName == "GtkTextBuffer")
            buffer = nil
            #expect(!weakBuffer.isAlive)
        }

        @Test("accessible description is kept and read back", .requiresDisplay)
        func accessibleDescription() {
            let label = Label("Body")
            #expect(label.accessibleDescription == nil)
            label.accessibleDescription = "Saved automatically"
            #expect(label.accessibleDescription == "Saved automatically")
            label.accessibleDescription = nil
            #expect(label.accessibleDescription == nil)
        }
    }
}
