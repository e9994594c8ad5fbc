import CGtk

/// A window under a sheet, a cover or a dialog: its content and the controls of its header
/// stop taking input, shown insensitive as GNOME dims a window under a modal dialog, while its
/// window controls keep working, so that the main window's close button still closes the app
/// with a sheet open.
///
/// GTK's own modality cannot do that: a modal window's grab swallows every click on the windows
/// of its window group, their close buttons among them. So each presented window has a group of
/// its own (``Window/useOwnWindowGroup()``), and a block stands for its grab in the windows
/// under it. The widget that had the focus gets it back when the window is unblocked.
@MainActor
final class WindowBlock {
    private typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

    /// The widgets made insensitive, each with a reference held until they are given back.
    private var disabled: [WidgetPointer] = []
    private var focus: WidgetPointer?
    private(set) var isBlocked = false

    /// Blocks `window` (`true`) or gives it back (`false`); does nothing when it already is so.
    func set(_ blocked: Bool, on window: Window) {
        guard blocked != isBlocked else { return }
        isBlocked = blocked
        if blocked {
            if let root = gtk_widget_get_root(window.widgetPointer), let focused = gtk_root_get_focus(root) {
                focus = focused
                g_object_ref(focused)
            }
            for part in [gtk_window_get_titlebar(window.windowPointer), gtk_window_get_child(window.windowPointer)] {
                if let part { disable(part) }
            }
        } else {
            for widget in disabled {
                gtk_widget_set_sensitive(widget, 1)
                g_object_unref(widget)
            }
            disabled = []
            if let focus {
                // Back where it was, unless the window has a focus of its own again.
                if let root = gtk_widget_get_root(focus), root == gtk_widget_get_root(window.widgetPointer),
                   gtk_root_get_focus(root) == nil {
                    gtk_widget_grab_focus(focus)
                }
                g_object_unref(focus)
                self.focus = nil
            }
        }
    }

    /// Makes `widget` insensitive, or, when window controls are inside it, each of its children
    /// that holds none.
    private func disable(_ widget: WidgetPointer) {
        if flow_is_window_controls(widget) != 0 { return }
        guard holdsWindowControls(widget) else {
            if gtk_widget_get_sensitive(widget) != 0 {
                gtk_widget_set_sensitive(widget, 0)
                g_object_ref(widget)
                disabled.append(widget)
            }
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            disable(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private func holdsWindowControls(_ widget: WidgetPointer) -> Bool {
        if flow_is_window_controls(widget) != 0 { return true }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if holdsWindowControls(current) { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    isolated deinit {
        for widget in disabled { g_object_unref(widget) }
        if let focus { g_object_unref(focus) }
    }
}
