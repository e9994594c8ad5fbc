import CGtk

/// Keeps a window's keyboard focus where a person can use it (``KeyboardFocus``), whatever
/// moved it: a page shown or taken away, a row removed, a layout folding the sidebar away, a tab
/// shown, a toast's button gone.
///
/// Where the focus goes is decided here once, for every window of a flow:
/// - a row of a list that is removed (the list rebuilt, a card removed, a card back by Undo)
///   hands the focus to the row now at its place in that list, its neighbour, or the row restored;
///   a focus lost from elsewhere (a toast's button gone) goes back to the row that had it last, if
///   its list still shows;
/// - a focus lost otherwise (on nothing, on a widget that no longer shows, on a heading or a
///   scrolled pane) goes to the first control of the content on top (``home``), then of the
///   rest of the window: a page without a control gives it to the Back button.
///
/// Every move it makes, and every move made while the app applies a change (``whileAppMoves(_:)``),
/// counts as the app's for the ``InputGuard``: a key that lands on such a control within the
/// first moment does not act.
@MainActor
final class FocusKeeper {
    /// The pages a person sees now (the page on top, a sidebar beside it): the focus goes back to
    /// a row only in one of these, and to their first control when it has nowhere else.
    var pages: @MainActor () -> [Widget] = { [] }
    /// Where the focus goes when the pages have no control, in order (the header: Back).
    var around: @MainActor () -> [Widget] = { [] }

    private weak var window: Window?
    private let inputGuard: InputGuard
    /// The row that had the focus last, its list and its place there (weak references).
    private var lastRow: (row: WeakGObject, list: WeakGObject, index: Int32)?
    /// The widget that had the focus before the current one.
    private var lastFocus: WeakGObject?
    /// Where the focus goes at the next check, in place of where GTK put it.
    private var redirection: WeakGObject?
    private var checkScheduled = false
    /// Whether the app, not a person, is moving the focus now (``whileAppMoves(_:)``).
    private static var appIsMoving: Bool { AppFocus.isMovedByApp }
    private var connections: [SignalConnection] = []

    init(on window: Window, inputGuard: InputGuard) {
        self.window = window
        self.inputGuard = inputGuard
        connections.append(window.onNotify("focus-widget") { [weak self] in self?.focusMoved() })
        // A window shown: its content is new, not its title bar (a double click there maximizes).
        connections.append(window.connectWidgetSignal("map") { [weak self, weak window] _ in
            guard let self, let window, let content = gtk_window_get_child(window.windowPointer) else { return }
            self.inputGuard.appShowed(in: [content])
            self.scheduleCheck()
        })
    }

    /// Runs `body`, in which the app (not a person) may move the focus in any of its windows:
    /// applying a change of state, a layout, a window shown.
    /// The same flag as the widgets' (a list rebuilding its rows): `AppFocus` of FlowGtkWidgets.
    static func whileAppMoves(_ body: () -> Void) {
        AppFocus.whileAppMoves(body)
    }

    /// The app showed something new in `regions` of the window (a page, a tab, a layout): the
    /// input guard's quiet moment starts there, and the focus is checked once GTK has settled.
    func appChanged(in regions: [Widget]) {
        inputGuard.appShowed(in: regions.map(\.widgetPointer))
        scheduleCheck()
    }

    /// Why the window's focus is not where a person can use it (``KeyboardFocus``), or `nil`. A
    /// window with nothing to operate (a page of text at the root) has no focus to keep; a toast's
    /// buttons are not a place for it (the toast would wait for as long as the focus stayed).
    var problem: String? {
        guard let window, !window.isDestroyed, let problem = KeyboardFocus.problem(in: window) else { return nil }
        guard KeyboardFocus.focus(in: window) == nil else { return problem }
        return homeControl().map { "\(problem), though \(KeyboardFocus.describe($0)) could have it" }
    }

    /// Whether the focus has been checked since the last change.
    var isSettled: Bool { !checkScheduled }

    /// Checks the focus once the main loop is idle (GTK moves it on its own as widgets hide).
    func scheduleCheck() {
        guard !checkScheduled else { return }
        checkScheduled = true
        GtkRuntime.runWhenIdle { [weak self] in self?.check() }
    }

    /// Moves the focus to `widget` once GTK has finished moving it (a focus moved again from inside
    /// GTK's own move would be moved back).
    private func redirect(to widget: UnsafeMutablePointer<GtkWidget>) {
        redirection = WeakGObject(widget)
        scheduleCheck()
    }

    /// Moves a focus a person cannot use to where they can (see the type's description).
    func check() {
        checkScheduled = false
        // A window destroyed (a dialog answered) is disposed: its focus is no longer to be read.
        guard let window, !window.isDestroyed, window.isMapped else { return }
        if let target = redirection?.pointer?.assumingMemoryBound(to: GtkWidget.self) {
            redirection = nil
            if KeyboardFocus.isUsable(target) { return give(target) }
        }
        if let focus = KeyboardFocus.focus(in: window), KeyboardFocus.isUsable(focus) { return }
        guard let target = rememberedRow() ?? homeControl() else { return }
        give(target)
    }

    /// Gives `widget` the focus as the app: a text field without selecting its text.
    func give(_ widget: UnsafeMutablePointer<GtkWidget>) {
        Self.whileAppMoves { _ = flow_grab_focus_without_selecting(widget) }
    }

    // MARK: Following the focus

    private func focusMoved() {
        // A window hidden or being destroyed: nothing a person sees (GTK clears its focus as it goes).
        guard let window, !window.isDestroyed, window.isMapped else { return }
        let focus = KeyboardFocus.focus(in: window)
        // GTK moves the focus on its own when the focused widget hides or goes (a toast's Undo).
        let previous = lastFocus?.pointer?.assumingMemoryBound(to: GtkWidget.self)
        let gtkMoved = lastFocus != nil && (previous.map { gtk_widget_is_drawable($0) == 0 } ?? true)
        lastFocus = focus.map(WeakGObject.init)
        if let focus, Self.appIsMoving { inputGuard.appFocused(focus) }
        guard let focus, KeyboardFocus.isUsable(focus) else {
            scheduleCheck()
            return
        }
        // GTK chose on its own (the focused widget hid or went, a toast's Undo): the row that had
        // the focus last takes it back, if its list is on a page shown.
        if gtkMoved, !Self.appIsMoving, let row = rememberedRow(), row != focus {
            redirect(to: row)
            return
        }
        guard flow_is_list_box_row(focus) != 0, let list = gtk_widget_get_parent(focus) else { return }
        let index = gtk_list_box_row_get_index(flow_list_box_row(focus))
        // A list whose focused row was removed (a card removed, then its page closed; a card back
        // by Undo, whose button went): GTK gives the focus to the list's first row; the row at the
        // lost one's place takes it instead, the neighbour or the row restored.
        if Self.appIsMoving || gtkMoved, let lastRow, lastRow.list.pointer == UnsafeMutableRawPointer(list),
           Self.isRemoved(lastRow), index != lastRow.index, let neighbour = Self.row(in: list, at: lastRow.index) {
            redirect(to: neighbour)
            return
        }
        lastRow = (WeakGObject(focus), WeakGObject(list), index)
    }

    /// Where the focus goes back in the list it was in last, if that list is on a page shown: the
    /// row now at its place (the row restored by an Undo, in a list that keeps its rows as in one
    /// it rebuilds), else the row that had it.
    private func rememberedRow() -> UnsafeMutablePointer<GtkWidget>? {
        guard let lastRow, let list = lastRow.list.pointer?.assumingMemoryBound(to: GtkWidget.self),
              pages().contains(where: { gtk_widget_is_ancestor(list, $0.widgetPointer) != 0 }) else { return nil }
        if let row = Self.row(in: list, at: lastRow.index) { return row }
        if !Self.isRemoved(lastRow), let row = lastRow.row.pointer?.assumingMemoryBound(to: GtkWidget.self),
           KeyboardFocus.isUsable(row) {
            return row
        }
        return nil
    }

    /// Whether the remembered row left its list (finalized, or unparented and kept alive).
    private static func isRemoved(_ row: (row: WeakGObject, list: WeakGObject, index: Int32)) -> Bool {
        guard let pointer = row.row.pointer else { return true }
        let parent = gtk_widget_get_parent(pointer.assumingMemoryBound(to: GtkWidget.self))
        return parent.map(UnsafeMutableRawPointer.init) != row.list.pointer
    }

    /// The focusable row at `index` of `list`, or its last when it has fewer, if it can be used.
    private static func row(in list: UnsafeMutablePointer<GtkWidget>, at index: Int32) -> UnsafeMutablePointer<GtkWidget>? {
        guard gtk_widget_is_drawable(list) != 0 else { return nil }
        var rows: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(list)
        while let current = child {
            if flow_is_list_box_row(current) != 0, KeyboardFocus.isUsable(current) { rows.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return rows.isEmpty ? nil : rows[min(Int(index), rows.count - 1)]
    }

    private func homeControl() -> UnsafeMutablePointer<GtkWidget>? {
        for widget in pages() + around() {
            if let control = PageFocus.firstControl(in: widget.widgetPointer), KeyboardFocus.isUsable(control) {
                return control
            }
        }
        return nil
    }
}
