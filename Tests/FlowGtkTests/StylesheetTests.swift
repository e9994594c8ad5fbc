import CGtk
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// FlowGtk's own stylesheet: a plain app's pages look as the demo's, with no CSS of its own.
    @Suite("FlowGtk's stylesheet")
    @MainActor
    struct StylesheetTests {
        @Test("a boxed list's rows are padded and a page's heading is large, with no app CSS", .requiresDisplay)
        func layoutsAreStyled() async throws {
            let window = FlowGtk.Window(title: "Plain", defaultWidth: 480, defaultHeight: 480)
            defer { window.destroy() }
            let page = PageColumn(heading: "Notes")
            let list = ListBox(boxed: true)
            let rowText = Label("A note")
            list.append(rowText, named: "A note")
            page.append(list)
            let plain = Label("Notes") // the same text without the page's style
            page.append(plain)
            window.setChild(page.scroller)
            try await show(window)
            let row = try #require(gtk_widget_get_parent(rowText.widgetPointer))
            // 10 px above and below the row's text (list.boxed-list > row): the row asks for
            // them (a widget's own height is its content's, without padding).
            var rowHeight: Int32 = 0
            var textHeight: Int32 = 0
            gtk_widget_measure(row, GTK_ORIENTATION_VERTICAL, -1, &rowHeight, nil, nil, nil)
            gtk_widget_measure(rowText.widgetPointer, GTK_ORIENTATION_VERTICAL, -1, &textHeight, nil, nil, nil)
            #expect(rowHeight >= textHeight + 20)
            #expect(list.hasCSSClass("boxed-list"))
            // 20 pt heavy, against the 11 pt-ish text of a plain label.
            let heading = try #require(page.headingLabel)
            #expect(heading.height >= plain.height * 3 / 2)
        }
    }
}
