import CGtk

/// A window under a sheet, a cover or a dialog: a click or the wheel on it does nothing, and its content is
/// dimmed as GNOME dims a window under a modal dialog, except on its window controls, so that
/// the main window's close button still closes the app with a sheet open.
///
/// GTK's own modality cannot do that: a modal window's grab swallows every click on the windows
/// of its window group, their close buttons among them. So each presented window has a group of
/// its own (``Window/useOwnWindowGroup()``), and a block stands for its grab in the windows under
/// it: a click gesture that sees presses first and keeps every one that is not on the window
/// controls, and a scroll controller that keeps the wheel. The widgets stay as they are (sensitive, in the accessibility tree as before); the
/// keyboard stays with the modal window on top, as the window manager keeps it there.
@MainActor
final class WindowBlock {
    private let presses = ClickGesture(button: .any, phase: .capture)
    private let wheel = ScrollController(phase: .capture)
    private weak var window: Window?
    private(set) var isBlocked = false

    init() {
        presses.onPressed { [weak self] _, x, y in self?.pressed(x: x, y: y) }
        wheel.onScroll { _, _ in true }
    }

    /// Blocks `window` (`true`) or gives it back (`false`); does nothing when it already is so.
    func set(_ blocked: Bool, on window: Window) {
        guard blocked != isBlocked else { return }
        isBlocked = blocked
        if blocked {
            FlowGtkStyles.load()
            self.window = window
            window.addController(presses)
            window.addController(wheel)
            window.addCSSClass("flow-blocked")
        } else {
            window.removeController(presses)
            window.removeController(wheel)
            window.removeCSSClass("flow-blocked")
        }
    }

    /// Keeps a press, unless it is on the window's controls (close, minimize, maximize).
    private func pressed(x: Double, y: Double) {
        guard let window else { return }
        var widget = gtk_widget_pick(window.widgetPointer, x, y, GTK_PICK_DEFAULT)
        while let current = widget {
            if flow_is_window_controls(current) != 0 { return }
            widget = gtk_widget_get_parent(current)
        }
        presses.claim()
    }
}
