import CGtk

/// The row of a split layout (`SplitLayout`, FlowGtk): the sidebar column, a separator and the
/// content, side by side, the content taking the width the others leave.
///
/// Its narrowest width is the content's alone, not the sum of its children's: the sidebar folds
/// away below the split width, so a window made narrow at once (tiled to a narrow column, or a
/// phone's screen) must be able to become narrower than the sidebar and the content together. The
/// window follows its new width before laying out again, so the two are never squeezed side by
/// side; should they be, the content keeps its own narrowest width and is clipped at the end.
@MainActor
package final class SplitBox: Widget {
    package init() {
        super.init(taking: CustomLayout.box(
            measure: { widget, orientation, forSize, minimum, natural, _, _ in
                guard let widget else { return }
                CustomLayout.report(SplitBox.measure(widget, orientation, forSize: Int(forSize)), minimum, natural)
            },
            allocate: { widget, width, height, _ in
                guard let widget else { return }
                SplitBox.allocate(widget, width: Int(width), height: Int(height))
            }), from: "gtk_box_new")
    }

    /// Adds `child` at the end of the row.
    package func append(_ child: Widget) { gtk_box_append(flow_box(widgetPointer), child.widgetPointer) }

    /// The children's widths in `width` pixels: each but the last at its narrowest, the last (the
    /// content) the rest, never under its own narrowest.
    private nonisolated static func widths(_ children: [UnsafeMutablePointer<GtkWidget>], in width: Int) -> [Int] {
        guard let content = children.last else { return [] }
        let fixed = children.dropLast().map { CustomLayout.size(of: $0, GTK_ORIENTATION_HORIZONTAL).minimum }
        let contentMinimum = CustomLayout.size(of: content, GTK_ORIENTATION_HORIZONTAL).minimum
        return fixed + [max(contentMinimum, width - fixed.reduce(0, +))]
    }

    private nonisolated static func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                                            forSize: Int) -> (minimum: Int, natural: Int) {
        let children = CustomLayout.children(of: widget)
        guard !children.isEmpty else { return (0, 0) }
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let sizes = children.map { CustomLayout.size(of: $0, GTK_ORIENTATION_HORIZONTAL) }
            return (sizes[sizes.count - 1].minimum, sizes.reduce(0) { $0 + $1.natural })
        }
        let widths = forSize < 0 ? children.map { _ in -1 } : widths(children, in: forSize)
        let heights = zip(children, widths).map { CustomLayout.size(of: $0, GTK_ORIENTATION_VERTICAL, forSize: $1) }
        return (heights.map(\.minimum).max() ?? 0, heights.map(\.natural).max() ?? 0)
    }

    private nonisolated static func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int) {
        let children = CustomLayout.children(of: widget)
        var x = 0
        for (child, childWidth) in zip(children, widths(children, in: width)) {
            CustomLayout.place(child, in: widget, width: width, x: x, y: 0, childWidth: childWidth, childHeight: height)
            x += childWidth
        }
    }
}
