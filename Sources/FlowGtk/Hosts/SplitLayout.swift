import CGtk

/// How a ``NavigationHost`` shows a level whose root screen is a sidebar (``Sidebar``), in two
/// layouts of one state, as GNOME's split views do:
/// - **split** (a wide window): the root page in a sidebar column, a separator, then the host's
///   stack with the pages of the path, over an empty state ("Choose an Item") where the root page
///   would be;
/// - **stacked** (a narrow window): the root page at the bottom of the stack, as for any level.
///
/// Switching moves the root page's widget between the sidebar column and the stack's root slot,
/// and nothing else: the state, the pages, their drafts and the windows over them stay. The focus
/// stays where it was, or, when that goes under a page (the sidebar folding under a detail), moves
/// to the page on top.
@MainActor
final class SplitLayout {
    /// The sidebar column's width, in pixels: a list row with an icon, a name and a price.
    static let sidebarWidth = 340

    /// What the host's window holds: the sidebar column, a separator, and the host's stack.
    let box = SplitBox()
    /// Holds the root page while split.
    let sidebarColumn = Box(.vertical)
    private let separator = Separator(.vertical)
    /// Shown at the bottom of the stack, in the root page's place, while split.
    let emptyState = StatusPage(icon: "view-list-symbolic", title: "")
    /// Whether the layout is split now.
    private(set) var isSplit = false
    /// The root page's sidebar, once the page is built and declares one.
    private(set) var sidebar: Sidebar?
    private var selectionConnection: SignalConnection?
    private var markScheduled = false

    init(content: Stack) {
        sidebarColumn.addCSSClass("flow-sidebar")
        sidebarColumn.setSizeRequest(width: Self.sidebarWidth)
        // Set, so that the page's expanding scroller does not make the column expand.
        sidebarColumn.hexpand = false
        sidebarColumn.isVisible = false
        separator.isVisible = false
        box.append(sidebarColumn)
        box.append(separator)
        box.append(content)
    }

    /// Puts the root page, just built, where the layout shows it, and marks its chosen row.
    func place(_ root: Page, rootSlot: Box) {
        (isSplit ? sidebarColumn : rootSlot).append(root.content)
        guard let sidebar = root.sidebar else { return }
        self.sidebar = sidebar
        emptyState.show(icon: sidebar.emptyIcon, title: sidebar.emptyTitle, description: sidebar.emptyDescription)
        // The list keeps this handler: it holds the list weakly.
        selectionConnection = sidebar.list.onSelectionChanged { [weak self] in self?.markChosenRow() }
        ViewUpdates.keep { [weak self] in
            guard let self, let sidebar = self.sidebar else { return false }
            // Read in both layouts, so that the tracking holds when the window widens.
            _ = sidebar.chosenRow()
            markChosenRow()
            return true
        }
    }

    /// Switches to the split layout (`split`) or the stacked one. `root` is the root page, when
    /// built; `top` is the page of the path's last entry, if any.
    func setSplit(_ split: Bool, root: Page?, rootSlot: Box, top: Page?) {
        guard split != isSplit else { return }
        isSplit = split
        // A focused widget must not move while it has the focus: GTK 4.8 then updates the
        // accessible role of a context already on the bus (a Gtk-CRITICAL). It gets it back after.
        let focused = root.flatMap { Self.focus(within: $0.content) }
        if let focused {
            g_object_ref(focused)
            gtk_root_set_focus(gtk_widget_get_root(focused), nil)
        }
        if split {
            if let root {
                rootSlot.remove(root.content)
                sidebarColumn.append(root.content)
            }
            rootSlot.append(emptyState.box)
        } else {
            rootSlot.remove(emptyState.box)
            if let root {
                sidebarColumn.remove(root.content)
                rootSlot.append(root.content)
            }
        }
        sidebarColumn.isVisible = split
        separator.isVisible = split
        markChosenRow()
        if let focused {
            // Folded under the page on top: the focus goes to that page.
            if let top, !split { PageFocus.enter(top) } else { gtk_widget_grab_focus(focused) }
            g_object_unref(focused)
        }
    }

    /// Marks the row the state has chosen, while split; marks none while stacked (the list is
    /// then a list of actions, as GNOME's folded split views show it).
    ///
    /// GTK selects a row itself before the state has its say (a click selects before it activates;
    /// an arrow key selects the row it reaches), and a list whose rows are made again loses its
    /// selection: either way the mark goes back to the state's choice at once, and, when the
    /// chosen row is not there yet (the rows are being made again), once more when the main loop
    /// is next idle.
    func markChosenRow() {
        guard let sidebar else { return }
        sidebar.list.selectionMode = isSplit ? .single : .none
        guard isSplit else { return }
        let chosen = sidebar.chosenRow()
        sidebar.list.selectRow(at: chosen)
        // Marked as the state says: nothing to do again, unless the row is not there yet.
        guard sidebar.list.selectedRowIndex != chosen, !markScheduled else { return }
        markScheduled = true
        GtkRuntime.runWhenIdle { [weak self] in
            guard let self else { return }
            markScheduled = false
            if isSplit, let sidebar = self.sidebar { sidebar.list.selectRow(at: sidebar.chosenRow()) }
        }
    }

    /// Gives the sidebar the focus: its chosen row, else its first control.
    func focusSidebar(root: Page) {
        if let sidebar, let chosen = sidebar.chosenRow(), sidebar.list.focusRow(at: chosen) { return }
        PageFocus.enter(root.content)
    }

    /// Whether the focus is in the sidebar column.
    var sidebarHasFocus: Bool { PageFocus.isFocused(within: sidebarColumn) }

    /// How the sidebar's mark differs from the state, or `nil` when it does not.
    var chosenRowMismatch: String? {
        guard let sidebar else { return nil }
        let expected = isSplit ? sidebar.chosenRow().flatMap { $0 < sidebar.list.rowCount ? $0 : nil } : nil
        let marked = sidebar.list.selectedRowIndex
        guard marked != expected else { return nil }
        return "the sidebar marks row \(marked.map(String.init) ?? "none"), the state chose \(expected.map(String.init) ?? "none")"
    }

    private static func focus(within widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget.widgetPointer), let focus = gtk_root_get_focus(root),
              focus == widget.widgetPointer || gtk_widget_is_ancestor(focus, widget.widgetPointer) != 0 else { return nil }
        return focus
    }
}
