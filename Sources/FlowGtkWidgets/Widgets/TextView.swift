import CGtk

/// A `GtkTextView`: multi-line text to read or edit, such as a note's body.
///
/// The text lives in the view's `GtkTextBuffer`, which the view keeps (``buffer``); ``text``,
/// ``onChange(_:)`` and the view's own properties are all a note editor needs of it. A text view
/// shows no label of its own, so it is named for screen readers when made: by a visible label
/// (``init(labelledBy:text:)``) or by a name (``init(name:text:)``).
@MainActor
public final class TextView: Widget {
    /// How lines longer than the view is wide are broken (`GtkWrapMode`).
    public enum WrapMode: Sendable {
        /// Not at all: the view scrolls sideways (in a ``ScrolledWindow``) or grows.
        case none
        /// Between any two characters.
        case character
        /// Between words.
        case word
        /// Between words, or between characters for a word longer than the line.
        case wordOrCharacter
    }

    /// The wrapped text view.
    private var textViewPointer: UnsafeMutablePointer<GtkTextView> { flow_text_view(rawPointer) }

    /// The view's `GtkTextBuffer`, which holds the text: GTK's view owns it, and this wrapper keeps
    /// a reference of its own (``ObjectRef/init(retaining:from:)``). Handlers of ``onChange(_:)``
    /// are connected to it, so disconnect them from it: `view.buffer.disconnect(connection)`.
    public let buffer: ObjectRef

    /// A text view named `accessibleName` for screen readers ("Note"), showing `text`, breaking
    /// lines between words.
    public init(name accessibleName: String, text: String = "") {
        let widget = gtk_text_view_new()
        buffer = ObjectRef(retaining: gtk_text_view_get_buffer(flow_text_view(widget)), from: "gtk_text_view_get_buffer")
        super.init(taking: widget, from: "gtk_text_view_new")
        self.accessibleName = accessibleName
        setUp(text: text)
    }

    /// A text view named by `label`, the text a sighted person reads above it: a screen reader
    /// reads the label's text as the view's name.
    public init(labelledBy label: Label, text: String = "") {
        let widget = gtk_text_view_new()
        buffer = ObjectRef(retaining: gtk_text_view_get_buffer(flow_text_view(widget)), from: "gtk_text_view_get_buffer")
        super.init(taking: widget, from: "gtk_text_view_new")
        setAccessibleLabel(label)
        setUp(text: text)
    }

    private func setUp(text: String) {
        wrapMode = .wordOrCharacter
        // Room between the text and a frame around it (a framed ScrolledWindow), as an entry has.
        let view = textViewPointer
        gtk_text_view_set_left_margin(view, 8)
        gtk_text_view_set_right_margin(view, 8)
        gtk_text_view_set_top_margin(view, 6)
        gtk_text_view_set_bottom_margin(view, 6)
        self.text = text
    }

    /// The text shown, the whole of it. Setting it replaces the text, which ``onChange(_:)`` handlers
    /// get once (as one change, not as a deletion then an insertion), and cannot be undone.
    public var text: String {
        get { Self.text(of: flow_text_buffer(buffer.rawPointer)) }
        set { Self.replaceText(of: flow_text_buffer(buffer.rawPointer), with: newValue) }
    }

    /// How long lines are broken; ``WrapMode/wordOrCharacter`` unless set.
    public var wrapMode: WrapMode {
        get {
            switch gtk_text_view_get_wrap_mode(textViewPointer) {
            case GTK_WRAP_CHAR: .character
            case GTK_WRAP_WORD: .word
            case GTK_WRAP_WORD_CHAR: .wordOrCharacter
            default: .none
            }
        }
        set {
            let mode = switch newValue {
            case .none: GTK_WRAP_NONE
            case .character: GTK_WRAP_CHAR
            case .word: GTK_WRAP_WORD
            case .wordOrCharacter: GTK_WRAP_WORD_CHAR
            }
            gtk_text_view_set_wrap_mode(textViewPointer, mode)
        }
    }

    /// Whether the user can change the text (it stays selectable when not).
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(textViewPointer) != 0 }
        set { gtk_text_view_set_editable(textViewPointer, newValue ? 1 : 0) }
    }

    /// Whether the text is shown in a monospace font.
    public var isMonospace: Bool {
        get { gtk_text_view_get_monospace(textViewPointer) != 0 }
        set { gtk_text_view_set_monospace(textViewPointer, newValue ? 1 : 0) }
    }

    /// Whether Tab types a tab character (`true`, GTK's default) or moves the focus on.
    public var acceptsTab: Bool {
        get { gtk_text_view_get_accepts_tab(textViewPointer) != 0 }
        set { gtk_text_view_set_accepts_tab(textViewPointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` with the whole new text after every change: typing, pasting, undo, or
    /// ``text``. The handler is connected to ``buffer``.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (_ text: String) -> Void) -> SignalConnection {
        buffer.connect("changed", handler, using: flow_connect_void) { object, data in
            guard let object else { return }
            MainActor.assumeIsolated {
                guard g_object_get_data(flow_object(object), TextView.replacingKey) == nil else { return }
                let text = TextView.text(of: flow_text_buffer(object))
                SignalHandlerBox.handler(from: data, as: (@MainActor (String) -> Void).self)(text)
            }
        }
    }

    /// Marks a buffer whose old text ``replaceText(of:with:)`` is deleting: its `changed` is not
    /// reported, for the insertion that follows says the whole new text.
    private static let replacingKey = "flow-replacing-text"

    /// `gtk_text_buffer_set_text`, reported to ``onChange(_:)`` handlers as one change.
    private static func replaceText(of buffer: UnsafeMutablePointer<GtkTextBuffer>, with text: String) {
        gtk_text_buffer_begin_irreversible_action(buffer)
        defer { gtk_text_buffer_end_irreversible_action(buffer) }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let object = flow_object(buffer)
        if !text.isEmpty { g_object_set_data(object, replacingKey, UnsafeMutableRawPointer(bitPattern: 1)) }
        gtk_text_buffer_delete(buffer, &start, &end)
        g_object_set_data(object, replacingKey, nil)
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_insert(buffer, &start, text, -1)
    }

    /// All the text of `buffer`.
    private static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
