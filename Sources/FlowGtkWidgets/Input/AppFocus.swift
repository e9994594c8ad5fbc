import CGtk

/// The keyboard focus as the widgets and FlowGtk's navigation hosts share it: whether the app, not
/// a person, is moving it now, and whether it is in a widget.
///
/// A list rebuilding its rows (``ListBox/removeAll()``) moves the focus as the app does; so does a
/// window applying a change of state. FlowGtk's focus keeper and input guard tell those moves from
/// a person's: a key that lands on a control the app just focused does not act within the first
/// moment.
@MainActor
package enum AppFocus {
    /// Whether the app, not a person, is moving the focus now (``whileAppMoves(_:)``).
    package private(set) static var isMovedByApp = false

    /// Runs `body`, in which the app (not a person) may move the focus in any of its windows:
    /// applying a change of state, a layout, a window shown, a list's rows rebuilt.
    package static func whileAppMoves(_ body: () -> Void) {
        let outer = isMovedByApp
        isMovedByApp = true
        body()
        isMovedByApp = outer
    }

    /// Whether the focus of `widget`'s window is on `widget` or inside it.
    package static func isFocused(within widget: Widget) -> Bool {
        guard let root = gtk_widget_get_root(widget.widgetPointer), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget.widgetPointer || gtk_widget_is_ancestor(focus, widget.widgetPointer) != 0
    }
}
