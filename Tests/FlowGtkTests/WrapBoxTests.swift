import CGtk
import Testing
@testable import FlowGtk
@testable import FlowGtkWidgets

extension FlowGtkTests {
    @Suite("WrapBox: a row that wraps")
    @MainActor
    struct WrapBoxTests {
        @Test("children share a line while they fit, and start a new one where they do not")
        func lineBreaks() {
            let wide = WrapLayout(widths: [100, 80, 120], available: 400, spacing: 8)
            #expect(wide.lineCount == 1)
            #expect(wide.slots.map(\.x) == [0, 108, 196])

            let narrow = WrapLayout(widths: [100, 80, 120], available: 200, spacing: 8)
            #expect(narrow.lineCount == 2)
            #expect(narrow.slots.map(\.line) == [0, 0, 1])
            #expect(narrow.slots.map(\.x) == [0, 108, 0])

            // Exactly full: 100 + 8 + 92 = 200 fits.
            #expect(WrapLayout(widths: [100, 92], available: 200, spacing: 8).lineCount == 1)
            #expect(WrapLayout(widths: [100, 93], available: 200, spacing: 8).lineCount == 2)
        }

        @Test("a child wider than the space gets a line of its own, narrowed to it")
        func tooWide() {
            let layout = WrapLayout(widths: [40, 300, 40], available: 120, spacing: 8)
            #expect(layout.slots == [.init(line: 0, x: 0, width: 40), .init(line: 1, x: 0, width: 120),
                                     .init(line: 2, x: 0, width: 40)])
            #expect(WrapLayout(widths: [], available: 120, spacing: 8).lineCount == 0)
        }

        @Test("its narrowest width is the widest child's, its natural width one line's")
        func widths() {
            #expect(WrapLayout.minimumWidth(of: [100, 80, 120]) == 120)
            #expect(WrapLayout.naturalWidth(of: [100, 80, 120], spacing: 8) == 316)
            #expect(WrapLayout.naturalWidth(of: [], spacing: 8) == 0)
        }

        @Test("in a narrow window its buttons wrap onto lines inside the window", .requiresDisplay)
        func buttonsWrapInWindow() async throws {
            let row = WrapBox(spacing: 8)
            let buttons = ["Link A (Sheet)", "Link B (Push)", "Cover", "Child Flow"].map { Button(label: $0) }
            for button in buttons { row.append(button) }
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(row.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            let widest = buttons.map { button in
                var width: Int32 = 0
                gtk_widget_measure(button.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
                return width
            }
            #expect(minimum == widest.max(), "a wrap box asks for its widest child, not the whole row")
            let widths: Int32 = widest.reduce(0, +)
            #expect(natural == widths + 8 * 3)

            let window = FlowGtk.Window(title: "Wrap", defaultWidth: 200, defaultHeight: 300)
            defer { window.destroy() }
            window.setChild(row)
            window.present()
            #expect(await GtkRuntime.iterate(until: { buttons.allSatisfy { $0.width > 0 } }))
            var tops: Set<Int32> = []
            for button in buttons {
                var allocation = GtkAllocation()
                gtk_widget_get_allocation(button.widgetPointer, &allocation)
                #expect(allocation.x >= 0 && allocation.x + allocation.width <= Int32(row.width),
                        "\(button.label ?? "") is at \(allocation.x)+\(allocation.width) in a \(row.width) px row")
                tops.insert(allocation.y)
            }
            #expect(row.width <= 200 && tops.count > 1, "the buttons did not wrap: \(tops.count) line(s), \(row.width) px")
        }
    }
}
