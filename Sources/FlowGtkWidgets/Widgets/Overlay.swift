import CGtk

/// A `GtkOverlay`: a child, with widgets drawn over it (a window's toasts over its content).
@MainActor
public final class Overlay: Widget {
    private var overlayPointer: OpaquePointer { flow_overlay(rawPointer) }

    /// An overlay over `child`.
    public init(_ child: Widget) {
        super.init(taking: gtk_overlay_new(), from: "gtk_overlay_new")
        gtk_overlay_set_child(overlayPointer, child.widgetPointer)
    }

    /// Draws `widget` over the child, where its alignment puts it.
    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(overlayPointer, widget.widgetPointer) }

    /// Takes `widget` off again.
    public func removeOverlay(_ widget: Widget) { gtk_overlay_remove_overlay(overlayPointer, widget.widgetPointer) }
}
