import CGtk

/// A `GtkGrid`: children in rows and columns, a child spanning several of either: a form of
/// labels and fields lined up, a keypad.
@MainActor
public final class Grid: Widget {
    private var gridPointer: UnsafeMutablePointer<GtkGrid> { flow_grid(rawPointer) }

    /// An empty grid with `rowSpacing` pixels between rows and `columnSpacing` between columns.
    public init(rowSpacing: Int = 6, columnSpacing: Int = 12) {
        super.init(taking: gtk_grid_new(), from: "gtk_grid_new")
        gtk_grid_set_row_spacing(gridPointer, guint(max(0, rowSpacing)))
        gtk_grid_set_column_spacing(gridPointer, guint(max(0, columnSpacing)))
    }

    /// Puts `child` with its top-start corner in cell (`column`, `row`), spanning `width` columns
    /// and `height` rows. Columns count in the text direction, from 0.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(gridPointer, child.widgetPointer, Int32(column), Int32(row), Int32(width), Int32(height))
    }

    /// Takes `child` out of the grid.
    public func remove(_ child: Widget) { gtk_grid_remove(gridPointer, child.widgetPointer) }

    /// Whether a child covers cell (`column`, `row`).
    public func hasChild(column: Int, row: Int) -> Bool {
        gtk_grid_get_child_at(gridPointer, Int32(column), Int32(row)) != nil
    }

    /// Whether all rows are as tall as the tallest.
    public var rowsHomogeneous: Bool {
        get { gtk_grid_get_row_homogeneous(gridPointer) != 0 }
        set { gtk_grid_set_row_homogeneous(gridPointer, newValue ? 1 : 0) }
    }

    /// Whether all columns are as wide as the widest.
    public var columnsHomogeneous: Bool {
        get { gtk_grid_get_column_homogeneous(gridPointer) != 0 }
        set { gtk_grid_set_column_homogeneous(gridPointer, newValue ? 1 : 0) }
    }
}
