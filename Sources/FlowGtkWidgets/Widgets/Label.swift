import CGtk

/// A `GtkLabel`: a piece of text. Style it with CSS classes such as
/// `"title-1"` … `"title-4"`, `"heading"`, `"dim-label"`.
///
/// A label may show text from anywhere (a link, a file, the user), so what it shows is always
/// ``DisplayText/safe(_:)``: no bidirectional override can reorder it. Text that can be long
/// should wrap (``wraps``, breaking long words too) or be ellipsized (``ellipsizes``): either way
/// no text can make its window wider than the screen.
@MainActor
public final class Label: Widget {
    /// The wrapped label (opaque in C).
    package let labelPointer: OpaquePointer

    /// A label showing `text` (made safe with ``DisplayText/safe(_:)``).
    public init(_ text: String = "") {
        let widget = gtk_label_new(DisplayText.safe(text))
        labelPointer = flow_label(widget)
        isHeading = false
        super.init(taking: widget, from: "gtk_label_new")
        nameShown(text)
    }

    /// A page's or a section's heading: a label that assistive technologies announce, and let
    /// people jump to, as a heading. While its text is empty (a page that fills it in later) it
    /// is hidden from them: an empty heading is nothing to jump to.
    public init(heading text: String) {
        let widget = flow_label_new_with_role(DisplayText.safe(text), GTK_ACCESSIBLE_ROLE_HEADING)
        labelPointer = flow_label(widget)
        isHeading = true
        super.init(taking: widget, from: "g_object_new(GtkLabel, accessible-role: heading)")
        nameShown(text)
    }

    /// The text shown (``DisplayText/safe(_:)`` of what was set).
    public var text: String {
        get { String(cString: gtk_label_get_text(labelPointer)) }
        set {
            gtk_label_set_text(labelPointer, DisplayText.safe(newValue))
            nameShown(newValue)
        }
    }

    /// Whether the label is a heading for assistive technologies.
    private let isHeading: Bool
    /// Whether the label's accessible name is its text without bidirectional controls, set here.
    private var namedWithoutControls = false
    /// Whether the label is hidden from assistive technologies for being an empty heading.
    private var hiddenWhileEmpty = false

    /// Keeps what assistive technologies are given of the label in step with its `text`: its
    /// name never holds a bidirectional control (GTK names a label by its text, isolates and
    /// all), and a heading without text is hidden from them.
    private func nameShown(_ text: String) {
        if namedWithoutControls || DisplayText.hasBidiControl(text) {
            Self.setAccessibleName(of: widgetPointer, DisplayText.safe(text))
            namedWithoutControls = true
        }
        if isHeading, text.isEmpty != hiddenWhileEmpty {
            hiddenWhileEmpty = text.isEmpty
            setHiddenFromAssistiveTechnologies(hiddenWhileEmpty)
        }
    }

    /// Whether long text wraps onto several lines: at word boundaries, and inside a word longer
    /// than the line (a path, a run of letters), so the label can be as narrow as
    /// ``narrowestWrappedChars`` characters.
    public var wraps: Bool {
        get { gtk_label_get_wrap(labelPointer) != 0 }
        set {
            gtk_label_set_wrap(labelPointer, newValue ? 1 : 0)
            gtk_label_set_wrap_mode(labelPointer, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_width_chars(labelPointer, newValue ? Int32(Self.narrowestWrappedChars) : -1)
        }
    }

    /// How narrow a wrapping label can be, in characters (GTK's `width-chars`).
    ///
    /// GTK finds a wrapping label's narrowest width by laying its text out at its `width-chars`,
    /// or at zero width when it has none: with breaks inside words that is one character per
    /// line, a shaping pass for each, every time the label is measured. A page's labels are
    /// measured on every push, so this width is most of the cost of showing a page of text
    /// (3 of 9 million instructions per push and pop in `make bench`). Ten characters is still
    /// narrow enough for a phone's screen.
    public static let narrowestWrappedChars = 10

    /// Whether a word broken across lines gets a hyphen (Pango's default, right for prose).
    /// Code, paths and numbers should not: there a hyphen reads as part of the text.
    public var hyphenatesBrokenWords = true {
        didSet {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(hyphenatesBrokenWords ? 1 : 0))
            gtk_label_set_attributes(labelPointer, attributes)
            pango_attr_list_unref(attributes)
        }
    }

    /// Whether text too long for the label's width ends with "…" (on one line): for titles and
    /// other one-line text.
    public var ellipsizes: Bool {
        get { gtk_label_get_ellipsize(labelPointer) != PANGO_ELLIPSIZE_NONE }
        set { gtk_label_set_ellipsize(labelPointer, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// The widest the label asks to be, in characters (-1: as wide as its text): a window sized
    /// to its content stays narrower than this label's text when the label wraps or ellipsizes.
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(labelPointer)) }
        set { gtk_label_set_max_width_chars(labelPointer, Int32(newValue)) }
    }

    /// The narrowest the label asks to be, in characters (-1: as narrow as its text): a number that
    /// changes (a quantity) keeps its width, so what is next to it does not move.
    public var widthChars: Int {
        get { Int(gtk_label_get_width_chars(labelPointer)) }
        set { gtk_label_set_width_chars(labelPointer, Int32(newValue)) }
    }

    /// Whether the lines of wrapped text are centred on each other (else aligned at the start):
    /// for text under a centred icon, or a dialog's message.
    public var centresLines: Bool {
        get { gtk_label_get_justify(labelPointer) == GTK_JUSTIFY_CENTER }
        set { gtk_label_set_justify(labelPointer, newValue ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT) }
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
