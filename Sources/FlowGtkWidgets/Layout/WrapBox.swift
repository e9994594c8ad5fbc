import CGtk

/// Children in a row that wraps: what does not fit moves to the next line, as words do. A row
/// of buttons stays inside a narrow window instead of making it scroll sideways.
///
/// GTK 4.8 has no wrap box (libadwaita's `AdwWrapBox` came later): this is a `CustomLayout`
/// placing children by ``WrapLayout``. Children keep their natural width (or the whole line,
/// when wider) and stay in order for the keyboard and screen readers.
@MainActor
public final class WrapBox: Widget {
    /// An empty wrap box with `spacing` pixels between children and between lines.
    public init(spacing: Int = 0) {
        super.init(taking: CustomLayout.box(
            measure: { widget, orientation, forSize, minimum, natural, _, _ in
                guard let widget else { return }
                CustomLayout.report(WrapBox.measure(widget, orientation, forSize: Int(forSize)), minimum, natural)
            },
            allocate: { widget, width, _, _ in
                guard let widget else { return }
                WrapBox.allocate(widget, width: Int(width))
            }), from: "gtk_box_new")
        self.spacing = spacing
    }

    /// Adds a child at the end.
    public func append(_ child: Widget) { gtk_box_append(flow_box(widgetPointer), child.widgetPointer) }

    /// Pixels between neighbours and between lines.
    public var spacing: Int {
        get { CustomLayout.integer(Self.spacingKey, of: widgetPointer) }
        set { CustomLayout.setInteger(Self.spacingKey, of: widgetPointer, to: max(newValue, 0)) }
    }

    // MARK: Layout

    private nonisolated static let spacingKey = "flow-wrap-box-spacing"

    /// The lines and their heights for `width`.
    private nonisolated static func lines(_ children: [UnsafeMutablePointer<GtkWidget>], width: Int, spacing: Int)
        -> (layout: WrapLayout, heights: [Int]) {
        let widths = children.map { CustomLayout.size(of: $0, GTK_ORIENTATION_HORIZONTAL).natural }
        let layout = WrapLayout(widths: widths, available: width, spacing: spacing)
        var heights = Array(repeating: 0, count: layout.lineCount)
        for (child, slot) in zip(children, layout.slots) {
            let height = CustomLayout.size(of: child, GTK_ORIENTATION_VERTICAL, forSize: slot.width).natural
            heights[slot.line] = max(heights[slot.line], height)
        }
        return (layout, heights)
    }

    private nonisolated static func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                                            forSize: Int) -> (minimum: Int, natural: Int) {
        let children = CustomLayout.children(of: widget)
        let spacing = CustomLayout.integer(spacingKey, of: widget)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let sizes = children.map { CustomLayout.size(of: $0, GTK_ORIENTATION_HORIZONTAL) }
            return (WrapLayout.minimumWidth(of: sizes.map(\.minimum)),
                    WrapLayout.naturalWidth(of: sizes.map(\.natural), spacing: spacing))
        }
        let heights = lines(children, width: forSize < 0 ? Int(Int32.max) : forSize, spacing: spacing).heights
        let height = heights.reduce(0, +) + spacing * max(heights.count - 1, 0)
        return (height, height)
    }

    private nonisolated static func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int) {
        let children = CustomLayout.children(of: widget)
        let spacing = CustomLayout.integer(spacingKey, of: widget)
        let (layout, heights) = lines(children, width: width, spacing: spacing)
        var top = 0
        var tops: [Int] = []
        for height in heights {
            tops.append(top)
            top += height + spacing
        }
        for (child, slot) in zip(children, layout.slots) {
            CustomLayout.place(child, in: widget, width: width, x: slot.x, y: tops[slot.line],
                               childWidth: slot.width, childHeight: heights[slot.line])
        }
    }
}
