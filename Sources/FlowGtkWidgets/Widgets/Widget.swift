import CGtk

/// A `GtkWidget`: everything on screen. Holds the operations every widget
/// shares; concrete wrappers (``Button``, ``Label`` …) add their own.
///
/// A widget FlowGtk does not wrap is wrapped the same way, by a subclass whose initializer hands
/// the GTK constructor's result to ``init(taking:from:)`` (the C API comes with
/// `import FlowGtkWidgets`, and with `import FlowGtk`); FlowGtk's article "Wrapping a GTK widget"
/// shows one whole.
@MainActor
open class Widget: ObjectRef {
    /// The wrapped widget.
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    /// Takes ownership of a newly created widget (sinking its floating reference).
    ///
    /// - Parameters:
    ///   - pointer: what the widget's constructor returned.
    ///   - constructor: the constructor's name, for the message when it returned `NULL` or not a
    ///     widget.
    public override init(taking pointer: gpointer?, from constructor: StaticString) {
        guard let pointer, let widget = flow_widget(pointer) else {
            preconditionFailure("FlowGtk: \(constructor) returned NULL (is GtkRuntime.initialize() true?)")
        }
        widgetPointer = widget
        super.init(taking: pointer, from: constructor)
    }

    // MARK: Style

    /// Adds a CSS style class, e.g. `"suggested-action"`, `"title-1"`, `"dim-label"`.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }

    /// Removes a CSS style class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }

    /// Whether the widget has a CSS style class.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widgetPointer, name) != 0 }

    /// The CSS name (`gtk_widget_set_name`), usable as `#name` in CSS.
    public var name: String {
        get { String(cString: gtk_widget_get_name(widgetPointer)) }
        set { gtk_widget_set_name(widgetPointer, newValue) }
    }

    /// The tooltip text, or `nil` for none.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    /// The name assistive technologies give the widget, for widgets that show no text of their
    /// own (an icon button). Widgets with text are named by it.
    public var accessibleName: String? {
        didSet { Self.setAccessibleName(of: widgetPointer, accessibleName) }
    }

    // MARK: State

    /// Whether the widget reacts to input (insensitive widgets are greyed out).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget wants to be shown (widgets are visible by default
    /// in GTK 4, windows are not until presented).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    /// Which way the widget lays out and writes its text: by default the app's
    /// (``TextDirection/default``). Code, written left to right in every language, sets it.
    public var textDirection: TextDirection {
        get { gtk_widget_get_direction(widgetPointer) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
        set { gtk_widget_set_direction(widgetPointer, newValue == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Whether the widget has its windowing resources (its window was shown).
    public var isRealized: Bool { gtk_widget_get_realized(widgetPointer) != 0 }

    /// Whether the widget is on screen: it and all its ancestors are shown.
    public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

    /// Hides the widget from screen readers, or shows it to them again (GTK's accessible `hidden`
    /// state): for decoration, or for a line that is empty while it keeps its place on screen.
    public func setHiddenFromAssistiveTechnologies(_ hidden: Bool) {
        flow_accessible_set_hidden(widgetPointer, hidden ? 1 : 0)
    }

    /// Whether the widget has the keyboard focus within its window, whether or not that window is
    /// the active one (GTK's `has-focus` is true only while it is: a question about a window in
    /// the background would be answered "no").
    public var hasFocus: Bool { gtk_widget_is_focus(widgetPointer) != 0 }

    /// Moves keyboard focus to the widget. Returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }


    /// The allocated width in pixels (0 before the first layout).
    public var width: Int { Int(gtk_widget_get_width(widgetPointer)) }

    /// The allocated height in pixels (0 before the first layout).
    public var height: Int { Int(gtk_widget_get_height(widgetPointer)) }

    // MARK: Layout

    /// Whether the widget takes extra horizontal space.
    public var hexpand: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra vertical space.
    public var vexpand: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// How the widget sits horizontally in space larger than it needs.
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtkValue) }
    }

    /// How the widget sits vertically in space larger than it needs.
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtkValue) }
    }

    /// Space around the widget, in pixels.
    public var margins: Margins {
        get {
            Margins(top: Int(gtk_widget_get_margin_top(widgetPointer)),
                    bottom: Int(gtk_widget_get_margin_bottom(widgetPointer)),
                    start: Int(gtk_widget_get_margin_start(widgetPointer)),
                    end: Int(gtk_widget_get_margin_end(widgetPointer)))
        }
        set {
            gtk_widget_set_margin_top(widgetPointer, Int32(newValue.top))
            gtk_widget_set_margin_bottom(widgetPointer, Int32(newValue.bottom))
            gtk_widget_set_margin_start(widgetPointer, Int32(newValue.start))
            gtk_widget_set_margin_end(widgetPointer, Int32(newValue.end))
        }
    }

    /// The minimum size; -1 leaves a dimension to the widget.
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widgetPointer, Int32(width), Int32(height))
    }

    // MARK: Input

    /// Attaches an input controller (key handler, click gesture) to the
    /// widget. The widget keeps it alive from now on.
    public func addController(_ controller: EventController) {
        // gtk_widget_add_controller takes over one reference (transfer full);
        // the wrapper keeps its own.
        g_object_ref(controller.objectPointer)
        gtk_widget_add_controller(widgetPointer, controller.controllerPointer)
    }

    /// Detaches an input controller added with ``addController(_:)``.
    public func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(widgetPointer, controller.controllerPointer)
    }
}

/// Placement of a widget inside space larger than it needs (`GtkAlign`).
public enum Alignment: Sendable {
    /// Stretch to fill the space.
    case fill
    /// At the start of the space (the left, or the top, in English).
    case start
    /// At the end of the space (the right, or the bottom, in English).
    case end
    /// In the middle of the space.
    case center
    /// Vertically, on the baseline of the row's text; horizontally, the same as ``fill``.
    case baseline

    init(_ value: GtkAlign) {
        switch value {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }

    var gtkValue: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }
}

/// Margins around a widget, in pixels; `start`/`end` follow text direction.
public struct Margins: Hashable, Sendable {
    /// The margin above, in pixels.
    public var top: Int
    /// The margin below, in pixels.
    public var bottom: Int
    /// The margin before the widget in the text direction (left in English).
    public var start: Int
    /// The margin after the widget in the text direction (right in English).
    public var end: Int

    /// Margins of these sizes, in pixels.
    public init(top: Int = 0, bottom: Int = 0, start: Int = 0, end: Int = 0) {
        self.top = top
        self.bottom = bottom
        self.start = start
        self.end = end
    }

    /// The same margin on all four sides.
    public static func all(_ value: Int) -> Margins {
        Margins(top: value, bottom: value, start: value, end: value)
    }

    /// Separate vertical (top, bottom) and horizontal (start, end) margins.
    public static func symmetric(vertical: Int = 0, horizontal: Int = 0) -> Margins {
        Margins(top: vertical, bottom: vertical, start: horizontal, end: horizontal)
    }
}

/// The direction a ``Box`` lays out its children in (`GtkOrientation`).
public enum Orientation: Sendable {
    /// Side by side, in the text direction.
    case horizontal
    /// One above another.
    case vertical

    var gtkValue: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}
