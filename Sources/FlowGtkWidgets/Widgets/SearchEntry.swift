import CGtk

/// A `GtkSearchEntry`: a field to type a search in, with a magnifier icon and a clear button. It
/// reports the text a moment after typing stops (``onSearchChanged(_:)``), not at every key.
@MainActor
public final class SearchEntry: Widget {
    private var editable: OpaquePointer { flow_editable(rawPointer) }

    /// A search field showing `placeholder` while empty ("Search notes"), which is also its name
    /// for screen readers unless `accessibleName` is given.
    public init(placeholder: String, name accessibleName: String? = nil) {
        super.init(taking: gtk_search_entry_new(), from: "gtk_search_entry_new")
        flow_object_set_string(rawPointer, "placeholder-text", placeholder)
        self.accessibleName = accessibleName ?? placeholder
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Lets the field take the keys typed anywhere in `widget` (a window), as GNOME apps start a
    /// search when one types.
    public func captureKeys(from widget: Widget) {
        gtk_search_entry_set_key_capture_widget(flow_search_entry(rawPointer), widget.widgetPointer)
    }

    /// Calls `handler` with the text once typing pauses (GTK waits 150 ms), or at once when the
    /// text is cleared or set.
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor (_ text: String) -> Void) -> SignalConnection {
        connectWidgetSignal("search-changed") { widget in
            handler(String(cString: gtk_editable_get_text(flow_editable(widget))))
        }
    }

    /// Calls `handler` with the text at every change, at once: what a draft keeps.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (_ text: String) -> Void) -> SignalConnection {
        connectWidgetSignal("changed") { widget in
            handler(String(cString: gtk_editable_get_text(flow_editable(widget))))
        }
    }

    /// Calls `handler` when the user presses Enter in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("activate") { _ in handler() }
    }

    /// Calls `handler` when the user presses Escape in the field, to end the search.
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("stop-search") { _ in handler() }
    }
}
