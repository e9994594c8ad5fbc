import CGtk

/// A `GtkEntry`: a single-line text field.
@MainActor
public final class Entry: Widget {
    /// The wrapped entry.
    package let entryPointer: UnsafeMutablePointer<GtkEntry>

    /// A field named by `label`, the text a sighted person reads above or beside it: a screen
    /// reader reads the label's text as the field's name (the labelled-by relation), as it
    /// reads the error given to ``showError(in:)``.
    ///
    /// `text` is what the field held before (a draft restored after a quit or a crash): it is the
    /// field's first undo step, kept apart from what is typed next, with the caret after it.
    public init(labelledBy label: Label, text: String = "", placeholder: String? = nil) {
        let widget = gtk_entry_new()
        entryPointer = flow_entry(widget)
        super.init(taking: widget, from: "gtk_entry_new")
        restore(text)
        self.placeholder = placeholder
        flow_accessible_set_labelled_by(widgetPointer, label.widgetPointer)
    }

    /// Marks the text as invalid, described by `error` (the label that says why), or as valid
    /// again when `error` is `nil`: for a screen reader (invalid, described by the error) and for
    /// the eye (GTK's `error` style, the theme's error colour, a red frame in HighContrast too).
    public func showError(in error: Label?) {
        flow_accessible_set_invalid(widgetPointer, error == nil ? 0 : 1)
        flow_accessible_set_described_by(widgetPointer, error?.widgetPointer)
        if error == nil { removeCSSClass("error") } else { addCSSClass("error") }
    }

    /// The `GtkEditable` interface, which owns the text.
    private var editable: OpaquePointer { flow_editable(rawPointer) }

    /// The current text.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Puts `text` in the empty field as an edit of its own, which Ctrl+Z takes back (setting
    /// ``text`` clears the undo history), and the caret after it.
    private func restore(_ text: String) {
        guard !text.isEmpty else { return }
        var position: Int32 = 0
        gtk_editable_insert_text(editable, text, -1, &position)
        gtk_editable_set_position(editable, -1)
    }

    /// Where the caret is, in characters from the start. Setting it clamps it to the text (a
    /// caret read from a file may be anywhere).
    public var caret: Int {
        get { Int(gtk_editable_get_position(editable)) }
        set { gtk_editable_set_position(editable, Int32(clamping: max(newValue, 0))) }
    }

    /// Calls `handler` with the caret's place whenever it moves while the field has the keyboard
    /// focus (typing, the arrows, a click): a form keeps it with its draft, to put the caret back
    /// where it was when the form is restored.
    @discardableResult
    public func onCaretMoved(_ handler: @escaping @MainActor (_ caret: Int) -> Void) -> SignalConnection {
        onNotify("cursor-position") { [weak self] in
            guard let self, AppFocus.isFocused(within: self) else { return }
            handler(self.caret)
        }
    }

    /// Grey hint text shown while the entry is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(entryPointer).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(entryPointer, newValue) }
    }

    /// Whether Enter in the entry activates the window's default widget
    /// (see ``Window/setDefaultWidget(_:)``).
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(entryPointer) != 0 }
        set { gtk_entry_set_activates_default(entryPointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` with the new text after every change (typing or ``text``).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (_ text: String) -> Void) -> SignalConnection {
        connectWidgetSignal("changed") { widget in
            handler(String(cString: gtk_editable_get_text(flow_editable(widget))))
        }
    }

    /// Calls `handler` when the keyboard focus comes into the field: a form keeps which field a
    /// person was typing in, to give it the focus back when the form is restored
    /// (`Page.focusFirst`, FlowGtk).
    public func onFocusEnter(_ handler: @escaping @MainActor () -> Void) {
        let focus = FocusController()
        focus.onEnter(handler)
        addController(focus)
    }

    /// Calls `handler` when the keyboard focus leaves the field for another widget of its window
    /// (Tab, a click elsewhere): a form checks a field once the person is done with it. Not when
    /// the window itself goes to the background (the field keeps the focus there, and the person
    /// comes back to it).
    public func onFocusLeave(_ handler: @escaping @MainActor () -> Void) {
        let focus = FocusController()
        focus.onLeave { [weak self] in
            // GTK tells of the leave while it moves the focus: where it went is known just after.
            GtkRuntime.runWhenIdle { [weak self] in
                guard let self, let root = gtk_widget_get_root(widgetPointer) else { return }
                guard let focused = gtk_root_get_focus(root) else { return }
                let pointer = UnsafeMutableRawPointer(focused)
                if pointer != rawPointer, gtk_widget_is_ancestor(focused, widgetPointer) == 0 { handler() }
            }
        }
        addController(focus)
    }

    /// Calls `handler` when the user presses Enter in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("activate") { _ in handler() }
    }
}
