import CGtk

/// A `GtkButton` showing a label or an icon.
@MainActor
public final class Button: Widget {
    /// The wrapped button.
    package let buttonPointer: UnsafeMutablePointer<GtkButton>

    /// Creates a button with a text label (`_` marks a mnemonic if `useUnderline`).
    public init(label: String, style: ButtonStyle = .regular) {
        let widget = gtk_button_new_with_label(label)
        buttonPointer = flow_button(widget)
        super.init(taking: widget, from: "gtk_button_new_with_label")
        self.style = style
        restyle(from: .regular) // observers do not run inside init
    }

    /// A button with a text label and an accessible role other than a button's: a tab of a
    /// `TabBar` (FlowGtk).
    public init(label: String, role: GtkAccessibleRole) {
        let widget = flow_button_new_with_role(label, role)
        buttonPointer = flow_button(widget)
        super.init(taking: widget, from: "g_object_new(GtkButton, accessible-role)")
    }

    /// Creates a button showing a named icon, e.g. `"go-previous-symbolic"`. An icon says
    /// nothing to a screen reader, so the button needs a `name`: its accessible name, and the
    /// tooltip a pointer shows.
    public init(iconName: String, name accessibleName: String, style: ButtonStyle = .regular) {
        let widget = gtk_button_new_from_icon_name(iconName)
        buttonPointer = flow_button(widget)
        super.init(taking: widget, from: "gtk_button_new_from_icon_name")
        self.style = style
        restyle(from: .regular)
        self.accessibleName = accessibleName
        tooltip = accessibleName
    }

    /// The text label, or `nil` if the button shows something else.
    public var label: String? {
        get { gtk_button_get_label(buttonPointer).map { String(cString: $0) } }
        set { gtk_button_set_label(buttonPointer, newValue) }
    }

    /// The icon shown instead of a label, or `nil`.
    public var iconName: String? {
        get { gtk_button_get_icon_name(buttonPointer).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(buttonPointer, newValue) }
    }

    /// Whether an underscore in the label marks a mnemonic (Alt+letter).
    public var useUnderline: Bool {
        get { gtk_button_get_use_underline(buttonPointer) != 0 }
        set { gtk_button_set_use_underline(buttonPointer, newValue ? 1 : 0) }
    }

    /// The visual role of the button, applied as a CSS class.
    public var style: ButtonStyle = .regular {
        didSet { restyle(from: oldValue) }
    }

    /// Whether the button moves money or destroys something (Pay, Remove), so that it acts only on
    /// a press a person clearly meant for it (the window's input guard): not a key held down and repeating,
    /// not the second press of a double click, and not a key pressed within the first moments
    /// after the app moved the focus to it. A ``ButtonStyle/destructive`` button always needs it.
    public var needsDeliberatePress: Bool {
        get { Self.needsDeliberatePress(widgetPointer) }
        set { g_object_set_data(objectPointer, Self.deliberateKey, newValue ? UnsafeMutableRawPointer(bitPattern: 1) : nil) }
    }

    /// The key of the GObject data that marks a button needing a deliberate press.
    private static let deliberateKey = "flow-deliberate-press"

    /// Whether `widget` acts only on a deliberate press (``needsDeliberatePress``): marked so, or
    /// destructive. FlowGtk's input guard asks it of the widget a key or a click lands on.
    package static func needsDeliberatePress(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_object_get_data(flow_object(widget), deliberateKey) != nil
            || gtk_widget_has_css_class(widget, "destructive-action") != 0
    }

    private func restyle(from old: ButtonStyle) {
        if let oldClass = old.cssClass { removeCSSClass(oldClass) }
        if let newClass = style.cssClass { addCSSClass(newClass) }
    }

    /// Calls `handler` when the button is clicked (mouse, Enter, Space, mnemonic).
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectWidgetSignal("clicked") { _ in handler() }
    }
}

/// The visual role of a ``Button`` (a style class of GTK's default theme).
public enum ButtonStyle: Sendable, CaseIterable {
    /// A plain button.
    case regular
    /// The recommended action of a dialog or view (`suggested-action`).
    case suggested
    /// An action that destroys data (`destructive-action`).
    case destructive
    /// A button without a frame, for toolbars and header bars (`flat`).
    case flat

    /// The CSS class GTK's theme styles for this role.
    public var cssClass: String? {
        switch self {
        case .regular: nil
        case .suggested: "suggested-action"
        case .destructive: "destructive-action"
        case .flat: "flat"
        }
    }
}
