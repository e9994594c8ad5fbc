import CGtk

/// A `GtkHeaderBar`: the title bar with buttons at both ends, set with
/// ``Window/setTitlebar(_:)``. Hosts put Back/Close buttons at the start and
/// actions at the end.
@MainActor
public final class HeaderBar: Widget {
    /// The wrapped header bar (opaque in C).
    package let headerBarPointer: OpaquePointer

    /// An empty header bar, with the window's title and its close button.
    public init() {
        let widget = gtk_header_bar_new()
        headerBarPointer = flow_header_bar(widget)
        super.init(taking: widget, from: "gtk_header_bar_new")
    }

    /// Adds a widget at the start (left in left-to-right languages).
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(headerBarPointer, child.widgetPointer) }

    /// Adds a widget at the end (right in left-to-right languages).
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(headerBarPointer, child.widgetPointer) }

    /// Removes a widget added with ``packStart(_:)`` or ``packEnd(_:)``.
    public func remove(_ child: Widget) { gtk_header_bar_remove(headerBarPointer, child.widgetPointer) }

    /// Replaces the centred title (the window title by default), e.g. with a
    /// ``StackSwitcher``; `nil` restores the window title.
    public func setTitleWidget(_ widget: Widget?) {
        gtk_header_bar_set_title_widget(headerBarPointer, widget?.widgetPointer)
    }

    /// Whether the window's own buttons (close, maximize…) are shown.
    public var showsTitleButtons: Bool {
        get { gtk_header_bar_get_show_title_buttons(headerBarPointer) != 0 }
        set { gtk_header_bar_set_show_title_buttons(headerBarPointer, newValue ? 1 : 0) }
    }
}
