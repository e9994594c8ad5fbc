import CGtk

/// A `GtkSwitch`: an on/off control for settings.
@MainActor
public final class Switch: Widget {
    private var switchPointer: OpaquePointer { flow_switch(rawPointer) }

    /// A switch, on or off. It shows no text: name it (``Widget/accessibleName``,
    /// ``Widget/setAccessibleLabel(_:)``), or make it with ``init(isOn:name:)`` or
    /// ``init(isOn:labelledBy:)``, unless it sits in a row that is read as a whole.
    public init(isOn: Bool = false) {
        super.init(taking: gtk_switch_new(), from: "gtk_switch_new")
        self.isOn = isOn
    }

    /// A switch, on or off, named `accessibleName` for screen readers ("Pin to Top").
    public convenience init(isOn: Bool = false, name accessibleName: String) {
        self.init(isOn: isOn)
        self.accessibleName = accessibleName
    }

    /// A switch, on or off, named by `label`, the text a sighted person reads beside it.
    public convenience init(isOn: Bool = false, labelledBy label: Label) {
        self.init(isOn: isOn)
        setAccessibleLabel(label)
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { gtk_switch_get_active(switchPointer) != 0 }
        set { if newValue != isOn { gtk_switch_set_active(switchPointer, newValue ? 1 : 0) } }
    }

    /// Calls `handler` with the new value whenever the switch is turned on or off.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (_ isOn: Bool) -> Void) -> SignalConnection {
        connectNotify("active") { object in
            handler(gtk_switch_get_active(flow_switch(object)) != 0)
        }
    }
}
