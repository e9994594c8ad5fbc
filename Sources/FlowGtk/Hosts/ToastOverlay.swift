import CGtk
import FlowCoordinator

/// Where a window draws its toasts: over its content, at the bottom in the middle, as GNOME's
/// toasts are — a pill in the theme's on-screen-display colours with the toast's words, its
/// button if it has one, and a Dismiss button. A toast goes by itself after ``lifetime``.
///
/// It draws the toast it is given and reports what happened to it; ``FlowWindow`` gives it the
/// window's ``ToastQueue/current`` toast, in whichever of its windows is on top.
@MainActor
final class ToastOverlay {
    /// How long a toast stays when nothing happens to it (libadwaita's default).
    static let lifetime: Duration = .seconds(5)

    let overlay: Overlay
    /// The toast drawn, its widget and the timer that ends it.
    private var shown: (toast: ToastSnapshot, widget: Box, timer: UInt32)?

    init(over content: Widget) {
        overlay = Overlay(content)
        FlowGtkStyles.load()
    }

    /// The toast drawn, if any.
    var toast: ToastSnapshot? { shown?.toast }

    /// Draws `toast`, or nothing. `activated` is called when its button is pressed, `dismissed`
    /// when its time runs out or Dismiss is pressed.
    func show(_ toast: ToastSnapshot?, activated: @escaping @MainActor (FlowID) -> Void,
              dismissed: @escaping @MainActor (FlowID) -> Void) {
        guard toast != shown?.toast else { return }
        if let shown {
            GtkRuntime.cancel(shown.timer)
            overlay.removeOverlay(shown.widget)
            self.shown = nil
        }
        guard let toast else { return }
        let widget = Box(.horizontal, role: GTK_ACCESSIBLE_ROLE_STATUS)
        widget.spacing = 6
        widget.addCSSClass("osd")
        widget.addCSSClass("flow-toast")
        widget.horizontalAlignment = .center
        widget.verticalAlignment = .end
        let title = Label(toast.title)
        title.ellipsizes = true
        title.maxWidthChars = 40
        title.hexpand = true
        title.xalign = 0
        widget.append(title)
        flow_accessible_set_labelled_by(widget.widgetPointer, title.widgetPointer)
        if let label = toast.button {
            let button = Button(label: label)
            button.onClicked { activated(toast.id) }
            widget.append(button)
        }
        let dismiss = Button(iconName: "window-close-symbolic", name: localized("Dismiss"))
        dismiss.addCSSClass("circular")
        dismiss.addCSSClass("flat")
        dismiss.onClicked { dismissed(toast.id) }
        widget.append(dismiss)
        overlay.addOverlay(widget)
        let timer = GtkRuntime.runAfter(Self.lifetime) { dismissed(toast.id) }
        shown = (toast, widget, timer)
    }
}
