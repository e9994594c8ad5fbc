import CGtk

/// What assistive technologies (a screen reader) say of a widget, beyond ``Widget/accessibleName``
/// and ``Widget/setHiddenFromAssistiveTechnologies(_:)``: for a wrapper of your own, which names
/// its widget by construction as FlowGtk's do.
extension Widget {
    /// A longer description, read after the widget's name ("Saved automatically"), or `nil` for
    /// none. GTK's accessible `description` property.
    public var accessibleDescription: String? {
        get { objectData(accessibleDescriptionKey) }
        set {
            setObjectData(accessibleDescriptionKey, newValue)
            Self.setAccessibleDescription(of: widgetPointer, newValue)
        }
    }

    /// Names the widget by `label`, the text a sighted person reads above or beside it: a screen
    /// reader reads the label's text as the widget's name, and follows it when it changes (the
    /// labelled-by relation).
    public func setAccessibleLabel(_ label: Label) {
        flow_accessible_set_labelled_by(widgetPointer, label.widgetPointer)
    }

    /// Describes the widget by the text of `widget` (a field's error, a hint under it), or by
    /// nothing when `nil` (the described-by relation).
    public func setAccessibleDescription(_ widget: Widget?) {
        flow_accessible_set_described_by(widgetPointer, widget?.widgetPointer)
    }
}

extension Widget {
    /// Gives `widget` its accessible name: the one place FlowGtk does, so that no name holds a
    /// bidirectional control (``DisplayText/spoken(_:)``), wherever its text came from (a card's
    /// holder, an item's name, a value a right-to-left sentence isolates).
    static func setAccessibleName(of widget: UnsafeMutableRawPointer, _ name: String?) {
        flow_accessible_set_label(widget, name.map(DisplayText.spoken))
    }

    /// Gives `widget` its accessible description, as ``setAccessibleName(of:_:)`` its name.
    static func setAccessibleDescription(of widget: UnsafeMutableRawPointer, _ description: String?) {
        flow_accessible_set_description(widget, description.map(DisplayText.spoken))
    }
}

private let accessibleDescriptionKey = "flow-accessible-description"

extension ObjectRef {
    /// A string kept on the GObject under `key` (`g_object_get_data`), or `nil`.
    func objectData(_ key: String) -> String? {
        g_object_get_data(objectPointer, key).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// Keeps a copy of `value` on the GObject under `key`, freed with it or when replaced.
    func setObjectData(_ key: String, _ value: String?) {
        g_object_set_data_full(objectPointer, key, value.map { UnsafeMutableRawPointer(g_strdup($0)) }, g_free)
    }
}
