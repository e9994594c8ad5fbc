import CGtk

/// One child, as wide as the space up to a maximum, centred: a page column that reads well in
/// a wide window and fills a narrow one. (What libadwaita's `AdwClamp` does; GTK 4.8 has none.)
///
/// The child is never narrower than its minimum width; past that, a window too narrow for it
/// scrolls or clips as its parent decides.
@MainActor
public final class Clamp: Widget {
    /// A clamp holding `child`, at most `maximumWidth` pixels wide.
    public init(_ child: Widget, maximumWidth: Int) {
        super.init(taking: CustomLayout.box(
            measure: { widget, orientation, forSize, minimum, natural, _, _ in
                guard let widget else { return }
                CustomLayout.report(Clamp.measure(widget, orientation, forSize: Int(forSize)), minimum, natural)
            },
            allocate: { widget, width, height, _ in
                guard let widget else { return }
                Clamp.allocate(widget, width: Int(width), height: Int(height))
            }), from: "gtk_box_new")
        self.maximumWidth = maximumWidth
        gtk_box_append(flow_box(widgetPointer), child.widgetPointer)
    }

    /// The widest the child gets, in pixels (its margins included).
    public var maximumWidth: Int {
        get { CustomLayout.integer(Self.maximumKey, of: widgetPointer) }
        set { CustomLayout.setInteger(Self.maximumKey, of: widgetPointer, to: max(newValue, 0)) }
    }

    /// The child's width in `available` pixels: all of it up to `maximum`, never under the
    /// child's own minimum.
    public nonisolated static func childWidth(available: Int, maximum: Int, childMinimum: Int) -> Int {
        max(childMinimum, min(available, maximum))
    }

    // MARK: Layout

    private nonisolated static let maximumKey = "flow-clamp-maximum-width"

    private nonisolated static func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                                            forSize: Int) -> (minimum: Int, natural: Int) {
        guard let child = CustomLayout.children(of: widget).first else { return (0, 0) }
        let maximum = CustomLayout.integer(maximumKey, of: widget)
        let horizontal = CustomLayout.size(of: child, GTK_ORIENTATION_HORIZONTAL)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            return (horizontal.minimum, min(horizontal.natural, maximum))
        }
        let width = forSize < 0 ? min(horizontal.natural, maximum) : forSize
        return CustomLayout.size(of: child, GTK_ORIENTATION_VERTICAL,
                                 forSize: childWidth(available: width, maximum: maximum, childMinimum: horizontal.minimum))
    }

    private nonisolated static func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int) {
        guard let child = CustomLayout.children(of: widget).first else { return }
        let maximum = CustomLayout.integer(maximumKey, of: widget)
        let minimum = CustomLayout.size(of: child, GTK_ORIENTATION_HORIZONTAL).minimum
        let childWidth = childWidth(available: width, maximum: maximum, childMinimum: minimum)
        CustomLayout.place(child, in: widget, width: width, x: max((width - childWidth) / 2, 0), y: 0,
                           childWidth: childWidth, childHeight: height)
    }
}
