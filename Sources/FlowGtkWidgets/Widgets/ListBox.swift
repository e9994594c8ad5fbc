import CGtk

/// A `GtkListBox`: a vertical list of rows, each holding one widget.
/// By default it looks like a settings list (`boxed-list` style class, no
/// selection) and reports row activation (click, Enter) by index.
@MainActor
public final class ListBox: Widget {
    /// The wrapped list box (opaque in C).
    package let listBoxPointer: OpaquePointer

    /// - Parameter boxed: adds the `boxed-list` style class: a framed, rounded list of padded
    ///   rows, as in GNOME's settings, which FlowGtk's own stylesheet draws (added to the display
    ///   with the first boxed list) and an app's stylesheet can restyle.
    public init(boxed: Bool = true) {
        let widget = gtk_list_box_new()
        listBoxPointer = flow_list_box(widget)
        super.init(taking: widget, from: "gtk_list_box_new")
        gtk_list_box_set_selection_mode(listBoxPointer, GTK_SELECTION_NONE)
        if boxed {
            FlowGtkStyles.load()
            addCSSClass("boxed-list")
        }
    }

    /// Appends `child` in a new row named `name` for screen readers: a row is read as one
    /// item, by its name (a row of a title, a price and a chevron is "Studio Headphones, $129.00").
    ///
    /// - Parameters:
    ///   - child: the row's content.
    ///   - name: what a screen reader reads for the whole row.
    ///   - activatable: whether clicking the row, pressing Enter on it or a screen
    ///     reader's "activate" (AT-SPI action `row.activate`) emits ``onRowActivated(_:)``. A row
    ///     that is not activatable is a fact to read, not a control: it takes no keyboard focus of
    ///     its own (controls in it still do).
    public func append(_ child: Widget, named name: String, activatable: Bool = true) {
        gtk_list_box_append(listBoxPointer, child.widgetPointer)
        if let row = row(containing: child) {
            gtk_list_box_row_set_activatable(row, activatable ? 1 : 0)
            gtk_widget_set_focusable(flow_widget(UnsafeMutableRawPointer(row)), activatable ? 1 : 0)
            if activatable { flow_list_box_row_add_activate_action(row) }
            Widget.setAccessibleName(of: row, name)
            if let refocusIndex, gtk_list_box_row_get_index(row) == Int32(refocusIndex) {
                self.refocusIndex = nil
                AppFocus.whileAppMoves { _ = gtk_widget_grab_focus(flow_widget(UnsafeMutableRawPointer(row))) }
            }
        }
    }

    /// The index of the row that is or holds `widget`.
    private func rowIndex(containing widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current, candidate != widgetPointer {
            if flow_is_list_box_row(candidate) != 0 { return Int(gtk_list_box_row_get_index(flow_list_box_row(candidate))) }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// Where the focus goes back once rows are appended again after ``removeAll()``.
    private var refocusIndex: Int?

    /// Removes the row holding `child`.
    public func remove(_ child: Widget) {
        guard let row = row(containing: child) else { return }
        gtk_list_box_remove(listBoxPointer, flow_widget(UnsafeMutableRawPointer(row)))
    }

    /// Removes every row. A row that had the keyboard focus hands it to the row appended next at
    /// its place (a list rebuilt with one row more or less: the focus stays where it was, on the
    /// neighbour or the row restored), or, with fewer rows, to the window's focus keeper.
    public func removeAll() {
        // The window's focus, whether or not the window is active (`has-focus` is only then).
        if let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root),
           focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0 {
            refocusIndex = rowIndex(containing: focus)
            // Off the rows before they go: GTK would pass it from row to row as each is removed.
            AppFocus.whileAppMoves { gtk_root_set_focus(root, nil) }
        }
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if flow_is_list_box_row(current) != 0 {
                gtk_list_box_remove(listBoxPointer, current)
            }
        }
    }

    /// The index of the row that has the keyboard focus within its window (active or not), if one
    /// has.
    public var focusedRowIndex: Int? {
        var index = 0
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if flow_is_list_box_row(current) != 0 {
                if gtk_widget_is_focus(current) != 0 { return index }
                index += 1
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Shows or hides the row at `index`: a search hides the rows that do not match, and every
    /// row keeps its index.
    public func setRowShown(_ shown: Bool, at index: Int) {
        guard let row = gtk_list_box_get_row_at_index(listBoxPointer, Int32(index)) else { return }
        let widget = flow_widget(UnsafeMutableRawPointer(row))
        if (gtk_widget_get_visible(widget) != 0) != shown { gtk_widget_set_visible(widget, shown ? 1 : 0) }
    }

    /// The number of rows.
    public var rowCount: Int {
        var count = 0
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if flow_is_list_box_row(current) != 0 { count += 1 }
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }

    /// Activates the row at `index` as a click or Enter would. Returns
    /// whether such a row exists.
    @discardableResult
    public func activateRow(at index: Int) -> Bool {
        guard let row = gtk_list_box_get_row_at_index(listBoxPointer, Int32(index)) else { return false }
        return gtk_widget_activate(flow_widget(UnsafeMutableRawPointer(row))) != 0
    }

    /// Calls `handler` with the row's index when an activatable row is
    /// activated (clicked, or Enter while focused).
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (_ index: Int) -> Void) -> SignalConnection {
        connect("row-activated", handler, using: flow_connect_row) { _, row, data in
            MainActor.assumeIsolated {
                let index = row.map { Int(gtk_list_box_row_get_index($0)) } ?? -1
                SignalHandlerBox.handler(from: data, as: (@MainActor (Int) -> Void).self)(index)
            }
        }
    }

    /// Whether a row can be selected, and how many: none (the default, a list of actions), or one,
    /// which the list marks (and assistive technologies read as selected).
    public enum SelectionMode {
        /// No row can be selected: the rows are actions.
        case none
        /// One row at most is selected, and marked.
        case single
    }

    /// How rows are selected: none, or one (``SelectionMode``).
    public var selectionMode: SelectionMode {
        get { gtk_list_box_get_selection_mode(listBoxPointer) == GTK_SELECTION_NONE ? .none : .single }
        set { gtk_list_box_set_selection_mode(listBoxPointer, newValue == .none ? GTK_SELECTION_NONE : GTK_SELECTION_SINGLE) }
    }

    /// The index of the selected row, if a row is selected.
    public var selectedRowIndex: Int? {
        gtk_list_box_get_selected_row(listBoxPointer).map { Int(gtk_list_box_row_get_index($0)) }
    }

    /// Selects the row at `index`, or none for `nil` (or an index without a row). The selection
    /// changes, and ``onSelectionChanged(_:)``'s handlers run, only when it differs.
    public func selectRow(at index: Int?) {
        guard index != selectedRowIndex else { return }
        if let index, let row = gtk_list_box_get_row_at_index(listBoxPointer, Int32(index)) {
            gtk_list_box_select_row(listBoxPointer, row)
        } else {
            gtk_list_box_unselect_all(listBoxPointer)
        }
    }

    /// Gives the row at `index` the keyboard focus; whether it took it.
    @discardableResult
    public func focusRow(at index: Int) -> Bool {
        guard let row = gtk_list_box_get_row_at_index(listBoxPointer, Int32(index)) else { return false }
        return gtk_widget_grab_focus(flow_widget(UnsafeMutableRawPointer(row))) != 0
    }

    /// Calls `handler` whenever the selection changes: a click or an arrow key selects the row it
    /// reaches before the row is activated, and ``selectRow(at:)`` selects one.
    @discardableResult
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("selected-rows-changed") { _ in handler() }
    }

    /// The `GtkListBoxRow` this list wrapped `child` in, if any.
    private func row(containing child: Widget) -> UnsafeMutablePointer<GtkListBoxRow>? {
        let candidate = flow_is_list_box_row(child.widgetPointer) != 0
            ? child.widgetPointer
            : gtk_widget_get_parent(child.widgetPointer)
        guard let candidate, flow_is_list_box_row(candidate) != 0,
              gtk_widget_get_parent(candidate) == widgetPointer else { return nil }
        return flow_list_box_row(candidate)
    }
}
