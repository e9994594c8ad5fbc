import CGtk

/// A `GtkSeparator`: a thin line between two parts of a window, such as a sidebar and its content.
/// Screen readers read it as a separator.
@MainActor
public final class Separator: Widget {
    /// A line across `orientation`: a vertical separator is a line from top to bottom.
    public init(_ orientation: Orientation) {
        super.init(taking: gtk_separator_new(orientation.gtkValue), from: "gtk_separator_new")
    }
}
