import FlowGtk

/// A `GtkTextView`, which FlowGtk does not wrap: a subclass of `Widget` made from GTK's
/// constructor, calling GTK's C API that `import FlowGtk` brings.
@MainActor
public final class TextView: Widget {
    public init() {
        super.init(taking: gtk_text_view_new(), from: "gtk_text_view_new")
    }

    /// The widget as a `GtkTextView` (what `GTK_TEXT_VIEW(widget)` does in C).
    private var textView: UnsafeMutablePointer<GtkTextView> {
        UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GtkTextView.self)
    }

    /// The text shown.
    public var text: String {
        get {
            let buffer = gtk_text_view_get_buffer(textView)
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        set { gtk_text_buffer_set_text(gtk_text_view_get_buffer(textView), newValue, -1) }
    }
}
