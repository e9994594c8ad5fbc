import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("Text view and drop-down")
    @MainActor
    struct TextViewTests {
        @Test("a text view's text round-trips, multi-line, and each change reaches onChange", .requiresDisplay)
        func textView() {
            let view = TextView(name: "Note", text: "first line")
            #expect(view.text == "first line")
            #expect(view.accessibleName == "Note")
            #expect(view.wrapMode == .wordOrCharacter)
            // Room inside a frame, as an entry has: text does not touch the frame's line.
            let margins = [gtk_text_view_get_left_margin, gtk_text_view_get_right_margin,
                           gtk_text_view_get_top_margin, gtk_text_view_get_bottom_margin]
                .map { $0(flow_text_view(view.rawPointer)) }
            #expect(margins == [8, 8, 6, 6])
            let changes = Recorder<String>()
            let connection = view.onChange { changes.record($0) }
            view.text = "one\ntwo"
            #expect(view.text == "one\ntwo")
            #expect(changes.values == ["one\ntwo"])
            // Typing: an insertion into the buffer, as GTK's own key handling does.
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(flow_text_buffer(view.buffer.rawPointer), &end)
            gtk_text_buffer_insert(flow_text_buffer(view.buffer.rawPointer), &end, "!", -1)
            #expect(changes.last == "one\ntwo!")
            view.buffer.disconnect(connection)
            view.text = "gone"
            #expect(changes.values.count == 2)
            view.wrapMode = .none
            #expect(view.wrapMode == .none)
            view.isEditable = false
            view.isMonospace = true
            #expect(!view.isEditable && view.isMonospace)
        }

        @Test("a text view keeps its buffer and releases it with itself", .requiresDisplay)
        func textViewOwnership() {
            var view: TextView? = TextView(labelledBy: Label("Body"))
            let weakView = WeakObject(view!)
            let weakBuffer = WeakObject(view!.buffer)
            view = nil
            #expect(!weakView.isAlive && !weakBuffer.isAlive)
        }

        @Test("a drop-down of strings selects by index and reports each choice", .requiresDisplay)
        func dropDown() {
            let picker = DropDown(["Inbox", "Archive", "Trash"], selected: 1, name: "Folder")
            #expect(picker.items == ["Inbox", "Archive", "Trash"])
            #expect(picker.selectedIndex == 1 && picker.selectedItem == "Archive")
            #expect(picker.accessibleName == "Folder")
            let choices = Recorder<Int?>()
            picker.onSelect { choices.record($0) }
            picker.selectedIndex = 2
            #expect(choices.values == [2])
            picker.selectedIndex = 7
            #expect(picker.selectedIndex == nil && picker.selectedItem == nil)
            picker.items = ["Work", "Home"]
            #expect(picker.items == ["Work", "Home"])
            picker.selectedIndex = 1
            #expect(picker.selectedItem == "Home")
            let none = DropDown([], selected: nil, labelledBy: Label("Empty"))
            #expect(none.selectedIndex == nil && none.items.isEmpty)
        }
    }
}

extension FlowGtkTests.TextViewTests {
    enum Sort: CaseIterable {
        case date, title, size
        var title: String {
            switch self {
            case .date: "Date"
            case .title: "Title"
            case .size: "Size"
            }
        }
    }

    @Test("a drop-down of an enum's values reads and reports the choice as a value", .requiresDisplay)
    func dropDownOfChoices() {
        let picker = DropDown(choices: Sort.allCases, title: \.title, selected: .title, name: "Sort By")
        #expect(picker.items == ["Date", "Title", "Size"])
        #expect(picker.selectedChoice(of: Sort.allCases) == .title)
        let choices = Recorder<Sort?>()
        picker.onSelect(of: Sort.allCases) { choices.record($0) }
        picker.select(Sort.size, of: Sort.allCases)
        #expect(choices.values == [.size])
        picker.select(nil, of: Sort.allCases)
        #expect(picker.selectedChoice(of: Sort.allCases) == nil && choices.last == .some(nil))
        let labelled = DropDown(choices: Sort.allCases, title: \.title, labelledBy: Label("Sort"))
        #expect(labelled.selectedChoice(of: Sort.allCases) == .date)
    }
}
