import CGtk
import FlowCoordinator

/// Where a window draws its toasts: over its content, at the bottom in the middle, as GNOME's
/// toasts are — a pill in the theme's on-screen-display colours with the toast's words, its
/// button if it has one, and a close button (named "Dismiss", as libadwaita names it). A toast
/// goes by itself after ``lifetime``, which waits while the pointer is over it or the keyboard
/// focus is in it, and starts again, whole, when both have left: it never goes from under a
/// person reaching for its button.
///
/// It draws the toast it is given and reports what happened to it; ``FlowWindow`` gives it the
/// window's ``ToastQueue/current`` toast, in whichever of its windows is on top.
@MainActor
final class ToastOverlay {
    /// How long a toast stays when nothing happens to it (libadwaita's default).
    static let lifetime: Duration = .seconds(5)

    let overlay: Overlay
    /// The toast drawn and what keeps it.
    private var shown: Shown?

    private struct Shown {
        let toast: ToastSnapshot
        let widget: Box
        /// What its time running out does.
        let closed: @MainActor () -> Void
        /// The pointer over it, the focus in it: either holds it on screen.
        let pointer: MotionController
        let focus: FocusController
        /// The running lifetime, `nil` while the toast is held.
        var timer: UInt32?
    }

    init(over content: Widget) {
        overlay = Overlay(content)
        FlowGtkStyles.load()
    }

    /// The toast drawn, if any.
    var toast: ToastSnapshot? { shown?.toast }

    /// Whether the toast drawn is held on screen, its time stopped (the pointer over it, the
    /// focus in it).
    var isHeld: Bool { shown != nil && shown?.timer == nil }

    /// Draws `toast`, or nothing. `activated` is called when its button is pressed, `closed`
    /// when its time runs out or its close button is pressed.
    func show(_ toast: ToastSnapshot?, activated: @escaping @MainActor (FlowID) -> Void,
              closed: @escaping @MainActor (FlowID) -> Void) {
        guard toast != shown?.toast else { return }
        if let old = shown {
            // Forgotten first: nothing its widget reports as it goes (the pointer or the focus
            // leaving it) acts on a toast no longer shown.
            shown = nil
            if let timer = old.timer { GtkRuntime.cancel(timer) }
            overlay.removeOverlay(old.widget)
        }
        guard let toast else { return }
        let widget = Box(.horizontal, role: GTK_ACCESSIBLE_ROLE_STATUS)
        widget.spacing = 6
        widget.addCSSClass("osd")
        widget.addCSSClass("flow-toast")
        widget.horizontalAlignment = .center
        widget.verticalAlignment = .end
        let title = Label(toast.title)
        title.wraps = true // never cut: a toast says what happened, and it is read once
        title.maxWidthChars = 40
        title.hexpand = true
        title.xalign = 0
        widget.append(title)
        flow_accessible_set_labelled_by(widget.widgetPointer, title.widgetPointer)
        if let label = toast.button {
            let button = Button(label: label)
            button.verticalAlignment = .center // beside words on two lines, still a pill
            button.onClicked { activated(toast.id) }
            widget.append(button)
        }
        let closeButton = Button(iconName: "window-close-symbolic", name: localized("Dismiss"))
        closeButton.addCSSClass("circular")
        closeButton.addCSSClass("flat")
        closeButton.verticalAlignment = .center
        closeButton.onClicked { closed(toast.id) }
        widget.append(closeButton)
        let pointer = MotionController()
        let focus = FocusController()
        widget.addController(pointer)
        widget.addController(focus)
        pointer.onNotify("contains-pointer") { [weak self] in self?.holdOrRelease() }
        focus.onNotify("contains-focus") { [weak self] in self?.holdOrRelease() }
        overlay.addOverlay(widget)
        shown = Shown(toast: toast, widget: widget, closed: { closed(toast.id) }, pointer: pointer, focus: focus)
        holdOrRelease()
    }

    /// Stops the toast's time while the pointer is over it or the focus is in it, and gives it a
    /// whole ``lifetime`` again once neither is.
    private func holdOrRelease() {
        guard let current = shown else { return }
        if current.pointer.containsPointer || current.focus.containsFocus {
            if let timer = current.timer { GtkRuntime.cancel(timer) }
            shown?.timer = nil
        } else if current.timer == nil {
            shown?.timer = GtkRuntime.runAfter(Self.lifetime) { current.closed() }
        }
    }
}
