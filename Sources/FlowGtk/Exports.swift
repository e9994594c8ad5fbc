// FlowGtk was one library up to 0.1.0: the GTK binding (widgets, layout, input, actions, styles,
// the main loop) and the navigation adapter (Hosts/). The binding is the library FlowGtkWidgets
// now; re-exporting it keeps `import FlowGtk` bringing `Button`, `Window`, `ListBox`… and, through
// FlowGtkWidgets, GTK's C API (CGtk), so an app built on 0.1.0 builds unchanged.
@_exported import FlowGtkWidgets
