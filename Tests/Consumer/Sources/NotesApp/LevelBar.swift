import FlowGtk

/// A `GtkLevelBar`, which FlowGtk does not wrap, wrapped as the FlowGtk article "Wrapping a GTK
/// widget" says: a subclass of `Widget` made from GTK's constructor, calling GTK's C API that
/// `import FlowGtk` brings, with no pointer cast and no C callback.
@MainActor
public final class LevelBar: Widget {
    /// A level bar at `value` (0 to 1), named `name` for screen readers.
    public init(value: Double = 0, name: String) {
        super.init(taking: gtk_level_bar_new(), from: "gtk_level_bar_new")
        accessibleName = name
        self.value = value
    }

    /// How full it is, from 0 to 1.
    public var value: Double {
        get { gtk_level_bar_get_value(opaquePointer) }
        set { gtk_level_bar_set_value(opaquePointer, newValue) }
    }

    /// Calls `handler` with the new value whenever it changes.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        onNotify("value") { [weak self] in
            if let self { handler(value) }
        }
    }

    /// Calls `handler` with the name of an offset ("low", "high") whose value changes.
    @discardableResult
    public func onOffsetChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        connect(Signal<String>("offset-changed"), handler)
    }
}
