import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("Widgets")
    @MainActor
    struct WidgetTests {
        @Test("GTK initialises with a display", .requiresDisplay)
        func runtime() {
            #expect(GtkRuntime.initialize())
            #expect(GtkRuntime.unavailableReason == nil)
        }

        @Test("common widget properties round-trip", .requiresDisplay)
        func commonProperties() {
            let label = Label("props")
            label.addCSSClass("dim-label")
            #expect(label.hasCSSClass("dim-label"))
            label.removeCSSClass("dim-label")
            #expect(!label.hasCSSClass("dim-label"))
            label.tooltip = "tip"
            #expect(label.tooltip == "tip")
            label.tooltip = nil
            #expect(label.tooltip == nil)
            label.isSensitive = false
            #expect(!label.isSensitive)
            label.isVisible = false
            #expect(!label.isVisible)
            label.margins = .symmetric(vertical: 6, horizontal: 12)
            #expect(label.margins == Margins(top: 6, bottom: 6, start: 12, end: 12))
            label.hexpand = true
            label.vexpand = true
            #expect(label.hexpand && label.vexpand)
            label.horizontalAlignment = .center
            label.verticalAlignment = .end
            #expect(label.horizontalAlignment == .center && label.verticalAlignment == .end)
            label.name = "props-label"
            #expect(label.name == "props-label")
            #expect(!label.isRealized && !label.isMapped)
        }

        @Test("buttons carry their label, icon and style class", .requiresDisplay)
        func buttons() {
            let save = Button(label: "Save", style: .suggested)
            #expect(save.label == "Save")
            #expect(save.hasCSSClass("suggested-action"))
            save.style = .destructive
            #expect(!save.hasCSSClass("suggested-action") && save.hasCSSClass("destructive-action"))
            save.style = .regular
            #expect(!save.hasCSSClass("destructive-action"))
            let back = Button(iconName: "go-previous-symbolic", name: "Back", style: .flat)
            #expect(back.iconName == "go-previous-symbolic")
            #expect(back.hasCSSClass("flat"))
            #expect(back.accessibleName == "Back" && back.tooltip == "Back")
        }

        @Test("a label of code breaks long words without adding hyphens", .requiresDisplay)
        func codeLabelHasNoHyphens() throws {
            let label = Label("delegate?.screenADidRequestC()")
            #expect(gtk_label_get_attributes(label.labelPointer) == nil)
            label.hyphenatesBrokenWords = false
            let attributes = try #require(gtk_label_get_attributes(label.labelPointer))
            let iterator = pango_attr_list_get_iterator(attributes)
            defer { pango_attr_iterator_destroy(iterator) }
            let found = try #require(pango_attr_iterator_get(iterator, PANGO_ATTR_INSERT_HYPHENS))
            #expect(found.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { $0.pointee.value } == 0)
        }

        @Test("labels, boxes, images and spin buttons", .requiresDisplay)
        func simpleWidgets() {
            let label = Label("one")
            label.text = "two"
            label.wraps = true
            label.xalign = 0
            label.isSelectable = true
            #expect(label.text == "two" && label.wraps && label.xalign == 0 && label.isSelectable)

            let box = Box(.horizontal, spacing: 6)
            #expect(box.orientation == .horizontal && box.spacing == 6)
            box.orientation = .vertical
            box.isHomogeneous = true
            #expect(box.orientation == .vertical && box.isHomogeneous)
            box.append(label)
            box.remove(label)
            #expect(gtk_widget_get_parent(label.widgetPointer) == nil)

            let image = Image(iconName: "dialog-information-symbolic", .decorative)
            image.pixelSize = 48
            #expect(image.iconName == "dialog-information-symbolic" && image.pixelSize == 48)

            let spin = SpinButton(range: 0...10, step: 1)
            let values = Recorder<Double>()
            spin.onValueChanged { values.record($0) }
            spin.value = 4
            spin.value = 42
            #expect(values.values == [4, 10], "values are clamped to the range")
        }

        @Test("entries report text changes and activation", .requiresDisplay)
        func entry() {
            let entry = Entry(labelledBy: Label("Name"), text: "", placeholder: "Name")
            #expect(entry.placeholder == "Name")
            let texts = Recorder<String>()
            entry.onChanged { texts.record($0) }
            let activations = Recorder<Bool>()
            entry.onActivate { activations.record(true) }
            entry.text = "Ada"
            #expect(texts.last == "Ada")
            #expect(entry.text == "Ada")
            entry.emit("activate")
            #expect(activations.values == [true])
            entry.activatesDefault = true
            #expect(entry.activatesDefault)
        }

        @Test("an entry's first text is its first undo step, with the caret after it", .requiresDisplay)
        func entryFirstTextIsUndoable() throws {
            // A form restored from a draft: what follows the restored text is undone back to it,
            // and the restored text itself is an undo step, which redo brings back. (Replacing it
            // with real keys is the end-to-end test_drafts' to check.)
            let entry = Entry(labelledBy: Label("Name"), text: "Ada")
            let text = try #require(gtk_editable_get_delegate(flow_editable(entry.rawPointer)))
            let field = UnsafeMutableRawPointer(text).assumingMemoryBound(to: GtkWidget.self)
            #expect(gtk_editable_get_position(text) == 3, "the caret is after the restored text")
            flow_emit_insert_at_cursor(field, " Lovelace")
            #expect(entry.text == "Ada Lovelace")
            gtk_widget_activate_action_variant(field, "text.undo", nil)
            #expect(entry.text == "Ada", "what was typed after it is undone on its own")
            gtk_widget_activate_action_variant(field, "text.undo", nil)
            #expect(entry.text == "", "the restored text is an undo step")
            gtk_widget_activate_action_variant(field, "text.redo", nil)
            #expect(entry.text == "Ada")
        }

        @Test("a button asks for a deliberate press when told, a destructive one always", .requiresDisplay)
        func deliberatePress() {
            let pay = KeyboardFocusExample.payButton()
            #expect(pay.needsDeliberatePress)
            pay.needsDeliberatePress = false
            #expect(!pay.needsDeliberatePress)
            #expect(Button(label: "Remove", style: .destructive).needsDeliberatePress)
            #expect(!Button(label: "Cancel").needsDeliberatePress)
        }

        @Test("a scrolled window draws a frame and keeps a least content height when told")
        func scrolledWindowFrame() throws {
            try #require(GtkRuntime.initialize())
            let scroller = ScrolledWindow()
            #expect(!scroller.hasFrame && scroller.minimumContentHeight == -1)
            scroller.hasFrame = true
            scroller.minimumContentHeight = 160
            #expect(scroller.hasFrame && scroller.minimumContentHeight == 160)
            scroller.setChild(TextView(name: "Text"))
            var minimum: Int32 = 0
            gtk_widget_measure(scroller.widgetPointer, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
            #expect(minimum >= 160)
        }

        @Test("list box rows activate by index and can be removed", .requiresDisplay)
        func listBox() async throws {
            let window = FlowGtk.Window(title: "List")
            let list = ListBox()
            #expect(list.hasCSSClass("boxed-list"))
            let rows = (0..<3).map { Label("Row \($0)") }
            rows.forEach { list.append($0, named: $0.text) }
            let inert = Label("Not activatable")
            list.append(inert, named: inert.text, activatable: false)
            let scroller = ScrolledWindow()
            scroller.propagatesNaturalHeight = true
            scroller.setChild(list)
            window.setChild(scroller)
            try await show(window)
            #expect(list.rowCount == 4)

            let activated = Recorder<Int>()
            list.onRowActivated { activated.record($0) }
            #expect(list.activateRow(at: 1))
            #expect(activated.values == [1])
            list.activateRow(at: 3)
            #expect(activated.values == [1], "inactive rows do not activate")
            // What a screen reader's "activate" runs (AT-SPI action row.activate); rows that are
            // facts have none.
            let rowWidgets = rows.map { gtk_widget_get_parent($0.widgetPointer)! }
            #expect(gtk_widget_activate_action_variant(rowWidgets[2], "row.activate", nil) != 0)
            #expect(activated.values == [1, 2])
            #expect(gtk_widget_activate_action_variant(gtk_widget_get_parent(inert.widgetPointer), "row.activate", nil) == 0)
            activated.values.removeLast()
            #expect(!list.activateRow(at: 9))

            list.remove(rows[0])
            #expect(list.rowCount == 3)
            #expect(list.activateRow(at: 0))
            #expect(activated.values == [1, 0])
            list.removeAll()
            #expect(list.rowCount == 0)
        }
    }
}
