import CGtk

/// A `GtkLabel`: a piece of text. Style it with CSS classes such as
/// `"title-1"` … `"title-4"`, `"heading"`, `"dim-label"`.
@MainActor
public final class Label: Widget {
    /// The wrapped label (opaque in C).
    public let labelPointer: OpaquePointer

    public init(_ text: String = "") {
        let widget = gtk_label_new(text)
        labelPointer = flow_label(widget)
        super.init(taking: widget, from: "gtk_label_new")
    }

    /// A page's or a section's heading: a label that assistive technologies announce, and let
    /// people jump to, as a heading.
    public init(heading text: String) {
        let widget = flow_label_new_with_role(text, GTK_ACCESSIBLE_ROLE_HEADING)
        labelPointer = flow_label(widget)
        super.init(taking: widget, from: "g_object_new(GtkLabel, accessible-role: heading)")
    }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(labelPointer)) }
        set { gtk_label_set_text(labelPointer, newValue) }
    }

    /// Whether long text wraps onto several lines (at word boundaries).
    public var wraps: Bool {
        get { gtk_label_get_wrap(labelPointer) != 0 }
        set { gtk_label_set_wrap(labelPointer, newValue ? 1 : 0) }
    }

    /// The widest the label asks to be, in characters (-1: as wide as its text). A wrapping label
    /// with a maximum wraps there instead of widening its window; long words (a path) break too.
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(labelPointer)) }
        set {
            gtk_label_set_max_width_chars(labelPointer, Int32(newValue))
            gtk_label_set_wrap_mode(labelPointer, PANGO_WRAP_WORD_CHAR)
        }
    }

    /// Horizontal text alignment from 0 (start) to 1 (end).
    public var xalign: Float {
        get { gtk_label_get_xalign(labelPointer) }
        set { gtk_label_set_xalign(labelPointer, newValue) }
    }

    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(labelPointer) != 0 }
        set { gtk_label_set_selectable(labelPointer, newValue ? 1 : 0) }
    }
}
