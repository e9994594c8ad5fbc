import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// A list whose rows follow a collection of identifiable values: rows kept by identity, made
    /// only for what is new or changed, the focus and the selection kept on their row, and a
    /// context menu by keyboard.
    @Suite("BoundList", .requiresDisplay)
    @MainActor
    struct BoundListTests {
        struct Bookmark: Identifiable, Equatable {
            var id: Int
            var title: String
        }

        private static func marks(_ ids: [Int]) -> [Bookmark] { ids.map { Bookmark(id: $0, title: "Bookmark \($0)") } }

        private func makeList(selectable: Bool = false, deleted: Recorder<Int>? = nil) -> BoundList<Bookmark> {
            BoundList<Bookmark>(selectable: selectable, row: { bookmark in
                let row = Box(.horizontal, spacing: 12)
                row.append(Label(bookmark.title))
                return row
            }, name: \.title, menu: { bookmark in [ContextMenu.Item("Delete") { deleted?.record(bookmark.id) }] })
        }

        /// The identities of the rows as the list box holds them, in order.
        private func shown(_ list: BoundList<Bookmark>) -> [Int] {
            var shown: [Int] = []
            var child = gtk_widget_get_first_child(list.list.widgetPointer)
            while let row = child {
                if flow_is_list_box_row(row) != 0, let content = gtk_list_box_row_get_child(flow_list_box_row(row)) {
                    shown += list.ids.filter { list.content(of: $0)?.widgetPointer == content }
                }
                child = gtk_widget_get_next_sibling(row)
            }
            return shown
        }

        @Test("rows are made once per value, kept, rebuilt only when their value changed, reordered and removed")
        func keptInStep() {
            let list = makeList()
            list.update(Self.marks(Array(1...1000)))
            #expect(list.rowsMade == 1000)
            #expect(list.list.rowCount == 1000)
            let kept = list.content(of: 500)

            var changed = Self.marks(Array(1...1000))
            changed[499].title = "Renamed"
            list.update(changed)
            #expect(list.rowsMade == 1001, "an update of one value made \(list.rowsMade - 1000) rows")
            #expect(list.content(of: 500) !== kept)
            #expect(shown(list) == Array(1...1000))

            let five = list.content(of: 5)
            list.update(Self.marks([5, 3, 1]))
            #expect(list.ids == [5, 3, 1])
            #expect(shown(list) == [5, 3, 1])
            #expect(list.content(of: 5) === five, "a moved row was rebuilt")
            #expect(list.rowsMade == 1001)
            list.update(Self.marks([5, 3, 1]))
            #expect(list.rowsMade == 1001)
            list.update([])
            #expect(list.list.rowCount == 0)
        }

        @Test("the focus stays on its row as rows move; when its row goes, it goes to the row now in its place")
        func focusKept() async throws {
            let list = makeList()
            let window = Window(title: "Bookmarks")
            defer { window.destroy() }
            window.setChild(list.list)
            list.update(Self.marks([1, 2, 3, 4]))
            try await show(window)
            try #require(list.focus(3))
            list.update(Self.marks([4, 3, 2, 1]))
            #expect(list.focusedID == 3)
            list.update(Self.marks([4, 2, 1]))
            #expect(list.focusedID == 2, "the focus did not go to the row in the removed row's place")
            list.update(Self.marks([4]))
            #expect(list.focusedID == 4, "the focus went into nothing")
        }

        @Test("the selection stays on its value as rows move and others come and go")
        func selectionKept() async throws {
            let list = makeList(selectable: true)
            let window = Window(title: "Bookmarks")
            defer { window.destroy() }
            window.setChild(list.list)
            list.update(Self.marks([1, 2, 3]))
            try await show(window)
            list.selectedID = 2
            #expect(list.selectedID == 2)
            list.update(Self.marks([3, 0, 2, 1]))
            #expect(list.selectedID == 2)
            #expect(list.list.selectedRowIndex == 2)
            list.update(Self.marks([3, 1]))
            #expect(list.selectedID == nil)
        }

        @Test("the article's list follows its model as it changes, and its menu deletes")
        func articleExample() {
            let model = BoundListExample.BookmarksViewModel()
            model.bookmarks = [.init(id: 1, title: "GNOME"), .init(id: 2, title: "Swift")]
            let list = BoundListExample.list(of: model)
            #expect(list.ids == [1, 2])
            model.bookmarks.insert(.init(id: 3, title: "GTK"), at: 0)
            GtkRuntime.drain()
            #expect(list.ids == [3, 1, 2])
            model.delete(1)
            GtkRuntime.drain()
            #expect(list.ids == [3, 2])
        }

        @Test("activating a row reports its identity")
        func choose() {
            let list = makeList()
            let chosen = Recorder<Int>()
            list.onChoose = { chosen.record($0) }
            list.update(Self.marks([7, 8, 9]))
            list.update(Self.marks([9, 8, 7]))
            #expect(list.list.activateRow(at: 0))
            #expect(chosen.values == [9])
        }

        @Test("Shift+F10 and the Menu key open the focused row's menu, whose item acts on that row")
        func menuByKeyboard() async throws {
            let deleted = Recorder<Int>()
            let list = makeList(deleted: deleted)
            let window = Window(title: "Bookmarks")
            defer { window.destroy() }
            window.setChild(list.list)
            list.update(Self.marks([1, 2]))
            try await show(window)
            try #require(list.focus(2))
            let keys = try #require(list.menuKeys)
            #expect(keys.simulateKeyPress(KeyPress(keyval: Key.f10.keyval, modifiers: .shift)))
            #expect(list.menu(of: 2)?.isOpen == true)
            #expect(list.menu(of: 1)?.isOpen == false)
            #expect(keys.simulateKeyPress(KeyPress(keyval: Key.menu.keyval)))
            #expect(!keys.simulateKeyPress(KeyPress(keyval: Key.f10.keyval)), "F10 alone opened a menu")
        }
    }
}
