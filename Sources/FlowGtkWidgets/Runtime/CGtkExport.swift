/// FlowGtk's wrappers cover what the demo uses; an app needs more of GTK (a `GtkTextView`, a
/// `GtkDropDown`). `import FlowGtkWidgets` therefore brings GTK's C API too (and so does
/// `import FlowGtk`, which re-exports FlowGtkWidgets), through the `CGtk` module
/// (gtk4 with the casts and typed signal connectors Swift cannot import from macros), so an app
/// can call it and wrap a widget of its own by subclassing ``Widget``.
@_exported import CGtk
