import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// The wrappers of the article "Wrapping a GTK widget" (DocumentationExamples.swift), run.
    @Suite("Wrapping a GTK widget")
    @MainActor
    struct WrappingExampleTests {
        typealias Example = WrappingAGtkWidgetExample

        @Test("the article's LevelBar wraps GtkLevelBar: value, its change, a typed signal", .requiresDisplay)
        func levelBar() {
            let box = Box(.vertical, spacing: 6)
            let bar = Example.showStrength(in: box)
            #expect(bar.typeName == "GtkLevelBar" && bar.accessibleName == "Password strength")
            #expect(bar.value == 0.2)
            let values = Recorder<Double>()
            bar.onValueChanged { values.record($0) }
            bar.value = 0.8
            #expect(values.values == [0.8])
            let hint = gtk_widget_get_last_child(box.widgetPointer)
            #expect(hint.map { String(cString: gtk_label_get_text(flow_label($0))) } == "Strong")
            let offsets = Recorder<String>()
            bar.onOffsetChanged { offsets.record($0) }
            gtk_level_bar_add_offset_value(bar.opaquePointer, "high", 0.9)
            #expect(offsets.values == ["high"])
        }

        @Test("the article's NoteEditor keeps the view's buffer and hears it", .requiresDisplay)
        func noteEditor() {
            let editor = Example.NoteEditor()
            gtk_text_buffer_set_text(editor.buffer.pointer(as: GtkTextBuffer.self), "Milk", -1)
            #expect(editor.changes == 1)
            #expect(gtk_text_view_get_monospace(editor.view.pointer(as: GtkTextView.self)) != 0)
        }
    }
}
