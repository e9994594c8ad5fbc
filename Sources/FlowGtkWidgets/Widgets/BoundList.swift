import CGtk

/// A list whose rows are made from a collection of identifiable values and kept in step with it:
/// ``update(_:)`` keeps the row of every value whose identity stays (rebuilding it only when the
/// value changed), makes rows for new values, removes the rows of values gone and puts the rows
/// in the collection's order. The keyboard focus and the selection stay on their row; when the
/// focused row goes, the focus goes to the row now at its place, never into nothing.
///
/// A row reports the user's choice by identity (``onChoose``), and may have a context menu, opened
/// by a right click, Shift+F10 or the Menu key: the list handles the keys.
///
/// ```swift
/// let bookmarks = BoundList<Bookmark>(
///     row: { bookmark in
///         let row = Box(.horizontal, spacing: 12)
///         row.append(Label(bookmark.title))
///         return row
///     },
///     name: \.title,
///     menu: { bookmark in [ContextMenu.Item("Delete") { model.delete(bookmark.id) }] })
/// bookmarks.onChoose = { id in model.open(id) }
/// bookmarks.update(model.bookmarks)   // again whenever they change
/// ```
@MainActor
public final class BoundList<Value: Identifiable & Equatable> where Value.ID: Hashable {
    /// The list box the rows are in, to add to a page.
    public let list: ListBox
    /// Called with a row's identity when the user activates it (a click, Enter, Space).
    public var onChoose: (@MainActor (Value.ID) -> Void)?

    /// The identities of the rows, in order.
    public private(set) var ids: [Value.ID] = []
    /// How many row contents were made, in all: a test's measure that an update touches only what
    /// changed.
    package private(set) var rowsMade = 0

    private let makeRow: @MainActor (Value) -> Box
    private let name: @MainActor (Value) -> String
    private let menu: (@MainActor (Value) -> [ContextMenu.Item])?
    private let activatable: Bool
    private var entries: [Value.ID: Entry] = [:]
    /// The key controller that opens a focused row's menu (tests simulate its keys).
    package private(set) var menuKeys: KeyController?

    /// One row: its `GtkListBoxRow`, what it shows, and its menu.
    private struct Entry {
        let row: UnsafeMutablePointer<GtkWidget>
        var value: Value
        var content: Box
        var menu: ContextMenu?
    }

    /// - Parameters:
    ///   - boxed: a boxed list, as ``ListBox/init(boxed:)``.
    ///   - selectable: whether one row can be selected and marked (a sidebar's), or none.
    ///   - activatable: whether rows are activated (``onChoose``), or are facts to read.
    ///   - row: the content of a value's row.
    ///   - name: what a screen reader reads for a value's row.
    ///   - menu: the items of a value's context menu, if rows have one.
    public init(boxed: Bool = true, selectable: Bool = false, activatable: Bool = true,
                row: @escaping @MainActor (Value) -> Box, name: @escaping @MainActor (Value) -> String,
                menu: (@MainActor (Value) -> [ContextMenu.Item])? = nil) {
        list = ListBox(boxed: boxed)
        list.selectionMode = selectable ? .single : .none
        makeRow = row
        self.name = name
        self.menu = menu
        self.activatable = activatable
        list.onRowActivated { [weak self] index in
            guard let self, self.ids.indices.contains(index) else { return }
            self.onChoose?(self.ids[index])
        }
        if menu != nil {
            let keys = KeyController(phase: .bubble)
            keys.onKeyPressed { [weak self] press in
                guard ContextMenu.opens(press), let self, let id = self.focusedID, let menu = self.entries[id]?.menu else { return false }
                menu.open()
                return true
            }
            list.addController(keys)
            menuKeys = keys
        }
    }

    /// The context menu of `id`'s row (tests).
    package func menu(of id: Value.ID) -> ContextMenu? { entries[id]?.menu }

    // MARK: Reading

    /// The identity of the selected row, if one is; setting it selects that row (or none).
    public var selectedID: Value.ID? {
        get { list.selectedRowIndex.flatMap { ids.indices.contains($0) ? ids[$0] : nil } }
        set { list.selectRow(at: newValue.flatMap { ids.firstIndex(of: $0) }) }
    }

    /// The identity of the row that has the keyboard focus, or holds it, in its window.
    public var focusedID: Value.ID? {
        focusedIndex.map { ids[$0] }
    }

    /// The content of `id`'s row.
    public func content(of id: Value.ID) -> Box? { entries[id]?.content }

    /// Gives `id`'s row the keyboard focus; whether it took it.
    @discardableResult
    public func focus(_ id: Value.ID) -> Bool {
        guard let row = entries[id]?.row else { return false }
        return gtk_widget_grab_focus(row) != 0
    }

    // MARK: Keeping in step

    /// Makes the rows show `values`, in their order (an identity given twice counts once).
    public func update(_ values: [Value]) {
        var seen = Set<Value.ID>()
        let values = values.filter { seen.insert($0.id).inserted }
        let newIDs = values.map(\.id)
        guard newIDs != ids || values.contains(where: { entries[$0.id]?.value != $0 }) else { return }
        let focusedID = self.focusedID, focusedIndex = self.focusedIndex
        let selected = selectedID
        let root = gtk_widget_get_root(list.widgetPointer)
        // Off the rows while they change: GTK would pass the focus from row to row as each goes.
        if focusedID != nil, let root { AppFocus.whileAppMoves { gtk_root_set_focus(root, nil) } }

        for id in ids where !seen.contains(id) {
            if let entry = entries.removeValue(forKey: id) { gtk_list_box_remove(list.listBoxPointer, entry.row) }
        }
        for (position, value) in values.enumerated() {
            if var entry = entries[value.id] {
                if entry.value != value {
                    fill(&entry, with: value)
                    entries[value.id] = entry
                }
                move(entry.row, to: position)
            } else {
                entries[value.id] = makeEntry(for: value, at: position)
            }
        }
        ids = newIDs

        if let selected, entries[selected] != nil { selectedID = selected }
        if let focusedIndex, !ids.isEmpty {
            let target = focusedID.flatMap { entries[$0] != nil ? $0 : nil } ?? ids[min(focusedIndex, ids.count - 1)]
            AppFocus.whileAppMoves { _ = focus(target) }
        }
    }

    /// The index of the row that has or holds the focus of the list's window.
    private var focusedIndex: Int? {
        guard let root = gtk_widget_get_root(list.widgetPointer), var current = gtk_root_get_focus(root) else { return nil }
        while current != list.widgetPointer {
            if flow_is_list_box_row(current) != 0, gtk_widget_get_parent(current) == list.widgetPointer {
                return ids.firstIndex { entries[$0]?.row == current }
            }
            guard let parent = gtk_widget_get_parent(current) else { return nil }
            current = parent
        }
        return nil
    }

    private func makeEntry(for value: Value, at position: Int) -> Entry {
        let row = gtk_list_box_row_new()!
        let rowPointer = flow_list_box_row(row)
        gtk_list_box_row_set_activatable(rowPointer, activatable ? 1 : 0)
        gtk_widget_set_focusable(row, activatable ? 1 : 0)
        if activatable { flow_list_box_row_add_activate_action(rowPointer) }
        var entry = Entry(row: row, value: value, content: Box(), menu: nil)
        fill(&entry, with: value)
        gtk_list_box_insert(list.listBoxPointer, row, Int32(position))
        return entry
    }

    /// Gives `entry`'s row the content, name and menu of `value`.
    private func fill(_ entry: inout Entry, with value: Value) {
        let content = makeRow(value)
        rowsMade += 1
        gtk_list_box_row_set_child(flow_list_box_row(entry.row), content.widgetPointer)
        Widget.setAccessibleName(of: UnsafeMutableRawPointer(entry.row), name(value))
        entry.menu = menu.map { ContextMenu(on: content, items: $0(value)) }
        entry.content = content
        entry.value = value
    }

    /// Puts `row` at `position`, unless it is there.
    private func move(_ row: UnsafeMutablePointer<GtkWidget>, to position: Int) {
        guard gtk_list_box_row_get_index(flow_list_box_row(row)) != Int32(position) else { return }
        g_object_ref(row)
        // Unselected first: GTK 4.8 keeps a removed row's own "selected" flag, and would not
        // select it again where it is inserted.
        gtk_list_box_unselect_row(list.listBoxPointer, flow_list_box_row(row))
        gtk_list_box_remove(list.listBoxPointer, row)
        gtk_list_box_insert(list.listBoxPointer, row, Int32(position))
        g_object_unref(row)
    }
}
