import CGtk

/// A `GtkDropDown` of strings: a button showing the chosen one of a few choices, which opens a
/// list of them all.
///
/// The choices are Swift strings (``items``); the choice is an index into them
/// (``selectedIndex``). For a choice of a Swift type (an enum), make it with
/// ``init(choices:title:selected:name:)`` and read the choice as a value
/// (``selectedChoice(of:)``, ``onSelect(of:_:)``).
///
/// A drop-down shows no label of its own, so it is named for screen readers when made: by a
/// visible label (``init(_:selected:labelledBy:)``) or by a name (``init(_:selected:name:)``).
@MainActor
public final class DropDown: Widget {
    /// The wrapped drop-down (opaque in C).
    private var dropDownPointer: OpaquePointer { flow_drop_down(rawPointer) }

    /// The `GtkStringList` of the choices, which the drop-down owns.
    private let list: OpaquePointer

    /// A drop-down of `items`, showing the one at `selected` (none when `nil` or out of range),
    /// named `accessibleName` for screen readers ("Folder").
    public init(_ items: [String], selected: Int? = 0, name accessibleName: String) {
        list = Self.makeList(items)
        super.init(taking: gtk_drop_down_new(flow_list_model(UnsafeMutableRawPointer(list)), nil),
                   from: "gtk_drop_down_new")
        self.accessibleName = accessibleName
        selectedIndex = selected
    }

    /// A drop-down of `items`, showing the one at `selected`, named by `label`, the text a sighted
    /// person reads beside it.
    public init(_ items: [String], selected: Int? = 0, labelledBy label: Label) {
        list = Self.makeList(items)
        super.init(taking: gtk_drop_down_new(flow_list_model(UnsafeMutableRawPointer(list)), nil),
                   from: "gtk_drop_down_new")
        setAccessibleLabel(label)
        selectedIndex = selected
    }

    /// A new string list of `items`; `gtk_drop_down_new` takes over its reference.
    private static func makeList(_ items: [String]) -> OpaquePointer {
        guard let list = gtk_string_list_new(nil) else { preconditionFailure("FlowGtk: gtk_string_list_new returned NULL") }
        for item in items { gtk_string_list_append(list, item) }
        return list
    }

    /// The choices, in order. Setting them replaces the list; the selection is then the first one.
    public var items: [String] {
        get {
            let count = g_list_model_get_n_items(flow_list_model(UnsafeMutableRawPointer(list)))
            return (0..<count).map { String(cString: gtk_string_list_get_string(list, $0)) }
        }
        set {
            let count = g_list_model_get_n_items(flow_list_model(UnsafeMutableRawPointer(list)))
            for _ in 0..<count { gtk_string_list_remove(list, 0) }
            for item in newValue { gtk_string_list_append(list, item) }
        }
    }

    /// The index of the choice shown, or `nil` when none is. Setting an index out of range
    /// selects none.
    public var selectedIndex: Int? {
        get {
            let position = gtk_drop_down_get_selected(dropDownPointer)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            let position = newValue.flatMap { $0 >= 0 && $0 < items.count ? guint($0) : nil }
            gtk_drop_down_set_selected(dropDownPointer, position ?? GTK_INVALID_LIST_POSITION)
        }
    }

    /// The choice shown, or `nil` when none is.
    public var selectedItem: String? { selectedIndex.map { items[$0] } }

    /// Calls `handler` with the new ``selectedIndex`` whenever the choice changes: the user chose
    /// another, or code set it.
    @discardableResult
    public func onSelect(_ handler: @escaping @MainActor (_ index: Int?) -> Void) -> SignalConnection {
        connectNotify("selected") { object in
            let position = gtk_drop_down_get_selected(flow_drop_down(object))
            handler(position == GTK_INVALID_LIST_POSITION ? nil : Int(position))
        }
    }
}
