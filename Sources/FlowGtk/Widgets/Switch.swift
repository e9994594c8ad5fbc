import CGtk

/// A `GtkSwitch`: an on/off control for settings.
@MainActor
public final class Switch: Widget {
    private var switchPointer: OpaquePointer { flow_switch(rawPointer) }

    /// A switch, on or off.
    public init(isOn: Bool = false) {
        super.init(taking: gtk_switch_new(), from: "gtk_switch_new")
        self.isOn = isOn
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
