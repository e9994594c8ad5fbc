import CGtk
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("Clamp: a column up to a width")
    @MainActor
    struct ClampTests {
        @Test("the child takes the space up to the maximum, never less than its minimum")
        func childWidth() {
            #expect(Clamp.childWidth(available: 960, maximum: 544, childMinimum: 100) == 544)
            #expect(Clamp.childWidth(available: 360, maximum: 544, childMinimum: 100) == 360)
            #expect(Clamp.childWidth(available: 80, maximum: 544, childMinimum: 100) == 100)
        }

        @Test("in a wide window the child is centred at the maximum; in a narrow one it fills it", .requiresDisplay)
        func inWindow() async throws {
            let child = Box(.vertical)
            child.append(Label("A short line"))
            let clamp = Clamp(child, maximumWidth: 300)
            let window = FlowGtk.Window(title: "Clamp", defaultWidth: 600, defaultHeight: 200)
            defer { window.destroy() }
            window.setChild(clamp)
            window.present()
            #expect(await GtkRuntime.iterate(until: { clamp.width == 600 }))
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(child.widgetPointer, &allocation)
            #expect(allocation.width == 300 && allocation.x == 150, "the child is \(allocation.width) px wide at \(allocation.x)")

            gtk_window_set_default_size(window.windowPointer, 200, 200)
            #expect(await GtkRuntime.iterate(until: { clamp.width == 200 }))
            gtk_widget_get_allocation(child.widgetPointer, &allocation)
            #expect(allocation.width == 200 && allocation.x == 0, "the child is \(allocation.width) px wide at \(allocation.x)")
        }
    }
}
