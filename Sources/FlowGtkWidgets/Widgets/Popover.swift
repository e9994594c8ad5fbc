import CGtk

/// A `GtkPopover`: a bubble pointing at a widget, holding a small form or a few controls. Show it
/// from a ``MenuButton`` (``MenuButton/init(label:popover:)``), which opens and places it, or
/// attach it to any widget (``attach(to:)``) and open it with ``popup()``.
@MainActor
public final class Popover: Widget {
    private var popoverPointer: UnsafeMutablePointer<GtkPopover> { flow_popover(rawPointer) }

    /// A popover holding `child`.
    public init(_ child: Widget) {
        super.init(taking: gtk_popover_new(), from: "gtk_popover_new")
        gtk_popover_set_child(popoverPointer, child.widgetPointer)
    }

    /// Points the popover at `widget`, which holds it from now on (GTK's parent of a popover).
    /// Call ``detach()`` before `widget` goes, or leave it to a ``MenuButton``.
    public func attach(to widget: Widget) {
        gtk_widget_set_parent(widgetPointer, widget.widgetPointer)
    }

    /// Takes the popover from the widget it was attached to.
    public func detach() {
        if gtk_widget_get_parent(widgetPointer) != nil { gtk_widget_unparent(widgetPointer) }
    }

    /// Opens the popover (it must be attached, or in a ``MenuButton``).
    public func popup() { gtk_popover_popup(popoverPointer) }

    /// Points the popover at (`x`, `y`) in its widget's coordinates (where a right click was),
    /// or at the whole widget when they are `nil`.
    public func point(at x: Double?, _ y: Double?) {
        guard let x, let y else { gtk_popover_set_pointing_to(popoverPointer, nil); return }
        var rect = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popoverPointer, &rect)
    }

    /// Closes the popover.
    public func popdown() { gtk_popover_popdown(popoverPointer) }

    /// Whether a click outside, or Escape, closes it (`true`, GTK's default).
    public var closesOnClickOutside: Bool {
        get { gtk_popover_get_autohide(popoverPointer) != 0 }
        set { gtk_popover_set_autohide(popoverPointer, newValue ? 1 : 0) }
    }

    /// Whether it has an arrow pointing at its widget (`true`, GTK's default).
    public var hasArrow: Bool {
        get { gtk_popover_get_has_arrow(popoverPointer) != 0 }
        set { gtk_popover_set_has_arrow(popoverPointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` whenever the popover closes, however it was closed.
    @discardableResult
    public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("closed") { _ in handler() }
    }
}
