import CGtk

/// Where the keyboard focus goes when a ``NavigationHost``'s stack shows a page.
///
/// GtkStack gives the shown page the focus its old page had: on a pop, back to what opened the
/// page; on a push, the page's first focusable widget, perhaps a selectable label with its text
/// all selected. Where the shown page has nothing focusable, GtkStack leaves the focus on the
/// page that left, and a page removed while it holds the focus is never finalized (GTK 4.8). So,
/// when the focus is in the stack:
/// - after a push, on a label: it moves to the page's first control;
/// - on a page that is not shown: it moves to the shown page's first control;
/// - with no control there, nowhere: the window's ``FocusKeeper`` gives it to the first control
///   around the page (Back), never to a heading or a block of text.
///
/// A text field is given the focus without selecting its text: a restored draft is not replaced
/// by the first key.
///
/// A focus outside the stack (in the header bar) stays, with two exceptions: the back button that
/// asked for a pop hands the focus to the page first (``NavigationHost/takeFocus(from:)``), so it
/// comes back to what opened the page shown next, and a tab shown (``FlowWindow``) gets the focus
/// in its page. A window just shown has GTK's first focusable widget focused, which is settled as
/// after a push.
@MainActor
enum PageFocus {
    typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

    /// Settles the focus after `stack` showed `page`, `pushed` or not: its ``Page/focusFirst``
    /// the first time, when it has one, else as above.
    /// A window just presented has no focus yet: the page's ``Page/focusFirst`` becomes its
    /// focus widget all the same, as GTK keeps a focus for a window before it is mapped.
    static func settle(on page: Page, in stack: Widget, pushed: Bool) {
        if takeFocusFirst(page) { return }
        settle(on: page.content, in: stack, pushed: pushed)
    }

    /// Gives `page` the focus: its ``Page/focusFirst`` the first time, else as below.
    static func enter(_ page: Page) {
        if !takeFocusFirst(page) { enter(page.content) }
    }

    /// Gives the focus to `page`'s ``Page/focusFirst``, once; whether it took it.
    private static func takeFocusFirst(_ page: Page) -> Bool {
        guard let first = page.focusFirst else { return false }
        page.focusFirst = nil
        return flow_grab_focus_without_selecting(first.widgetPointer) != 0
    }

    /// Settles the focus after `stack` showed `page`, `pushed` or not.
    static func settle(on page: Widget, in stack: Widget, pushed: Bool) {
        guard let root = gtk_widget_get_root(page.widgetPointer),
              let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, stack.widgetPointer) != 0 else { return }
        let focusIsLabel = flow_is_label(focus) != 0
        let onPage = gtk_widget_is_ancestor(focus, page.widgetPointer) != 0
        if onPage, !(pushed && focusIsLabel) { return }
        if focusIsLabel { gtk_label_select_region(flow_label(focus), 0, 0) }
        enter(page)
    }

    /// Gives `page` the focus: its first control, a text field without selecting its text; without
    /// one, the window has no focus here, and its ``FocusKeeper`` gives it to the first control
    /// around the page.
    static func enter(_ page: Widget) {
        if let control = firstControl(in: page.widgetPointer) {
            _ = flow_grab_focus_without_selecting(control)
        } else if let root = gtk_widget_get_root(page.widgetPointer) {
            gtk_root_set_focus(root, nil)
        }
    }

    /// Whether the focus of `widget`'s window is on `widget` or inside it.
    static func isFocused(within widget: Widget) -> Bool {
        AppFocus.isFocused(within: widget)
    }

    /// The first widget under `widget`, in tab order, that a person operates: shown, sensitive
    /// and focusable, and neither a label (a selectable label is focusable, but its text is
    /// something to read) nor a container that is focusable only to scroll or to hold the focus
    /// for its children. Inner widgets come first, as in GTK's own focus chain; a GtkEntry is not
    /// focusable itself, but its text is.
    static func firstControl(in widget: WidgetPointer) -> WidgetPointer? {
        // The title bar's window buttons (close) are the window manager's, not a place for the app
        // to put the focus.
        guard gtk_widget_get_visible(widget) != 0, gtk_widget_get_child_visible(widget) != 0,
              gtk_widget_is_sensitive(widget) != 0, flow_is_window_controls(widget) == 0 else { return nil }
        if let control = firstMatch(below: widget, firstControl) { return control }
        let isControl = gtk_widget_get_focusable(widget) != 0 && flow_is_label(widget) == 0
            && flow_is_focus_container(widget) == 0
        return isControl ? widget : nil
    }

    /// The first of `widget`'s children, in order, for which `find` finds something.
    private static func firstMatch(below widget: WidgetPointer, _ find: (WidgetPointer) -> WidgetPointer?) -> WidgetPointer? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = find(current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
