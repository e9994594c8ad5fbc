import CGtk

/// Where the keyboard is in a window, and whether a person can use it there.
///
/// The keyboard focus is part of where the app is, as much as the page shown: a focus left on a
/// widget that no longer shows (a row of a list folded under a page) makes the window deaf to
/// every key but those of its menus, and a focus on a heading or a scrolled pane leaves a person
/// pressing Tab to find where they are. The rule every window of a flow keeps, after every change
/// it applies and every change of its layout, and which ``FlowWindow/stateMismatches()`` checks:
/// the focus of the window on top is on a control that is drawn and sensitive, never on a heading
/// or a container that takes the focus only to scroll.
@MainActor
enum KeyboardFocus {
    typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

    /// The widget that has the focus in `window`, if any.
    static func focus(in window: Window) -> WidgetPointer? {
        gtk_widget_get_root(window.widgetPointer).flatMap { gtk_root_get_focus($0) }
    }

    /// Whether a person can use `widget` with the keyboard where it is: drawn (shown, with every
    /// ancestor shown: not on a page its stack hides), sensitive, and a control, neither a heading
    /// nor a container focusable only to scroll or to pass the focus on.
    static func isUsable(_ widget: WidgetPointer) -> Bool {
        unusable(widget) == nil
    }

    /// Why `window`'s focus is not where a person can use it, or `nil` when it is.
    static func problem(in window: Window) -> String? {
        guard let focus = focus(in: window) else { return "nothing has the keyboard focus" }
        return problem(with: focus).map { "the keyboard focus is on \($0)" }
    }

    /// Why a person could not use a widget with the keyboard.
    private enum Unusable {
        case notDrawn, notSensitive, notFocusable, heading, container
    }

    /// Why a person cannot use `widget`, or `nil`: the checks alone, with no text made (they run
    /// at every push and pop; only a problem is described).
    private static func unusable(_ widget: WidgetPointer) -> Unusable? {
        if gtk_widget_is_drawable(widget) == 0 { return .notDrawn }
        if gtk_widget_is_sensitive(widget) == 0 { return .notSensitive }
        if gtk_widget_get_focusable(widget) == 0 { return .notFocusable }
        if isHeading(widget) { return .heading }
        if flow_is_focus_container(widget) != 0 { return .container }
        return nil
    }

    private static func problem(with widget: WidgetPointer) -> String? {
        guard let reason = unusable(widget) else { return nil }
        let kind = describe(widget)
        switch reason {
        case .notDrawn: return "\(kind), which is not drawn"
        case .notSensitive: return "\(kind), which is not sensitive"
        case .notFocusable: return "\(kind), which does not take the focus"
        case .heading: return "\(kind), a heading"
        case .container: return "\(kind), a container"
        }
    }

    static func isHeading(_ widget: WidgetPointer) -> Bool {
        flow_is_label(widget) != 0
            && gtk_accessible_get_accessible_role(flow_accessible(widget)) == GTK_ACCESSIBLE_ROLE_HEADING
    }

    /// The widget's type and, for a label or a button, its text: for the mirror check's report.
    static func describe(_ widget: WidgetPointer) -> String {
        let type = String(cString: flow_type_name_of(widget))
        if flow_is_label(widget) != 0, let text = gtk_label_get_text(flow_label(widget)) {
            return "\(type) “\(String(cString: text))”"
        }
        if flow_is_button(widget) != 0, let text = gtk_button_get_label(flow_button(widget)) {
            return "\(type) “\(String(cString: text))”"
        }
        if flow_is_list_box_row(widget) != 0 {
            return "\(type) \(gtk_list_box_row_get_index(flow_list_box_row(widget)))"
        }
        return type
    }
}
