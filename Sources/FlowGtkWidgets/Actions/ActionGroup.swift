import CGtk

/// The actions a window offers for what a user means to do (`win.back`, `win.show-tab::items`),
/// as GNOME apps offer them: a `GSimpleActionGroup` inserted on the window under a prefix.
/// Buttons activate them by name (``Button/setAction(_:target:)``), shortcuts by accelerator
/// (``ShortcutController``), and they reach whatever handler the window gave them.
///
/// ```swift
/// let actions = ActionGroup()
/// actions.add("back") { flow.userWentBack() }
/// actions.add("show-tab") { tab in tabs.userSelected(tab) }
/// window.insertActionGroup(actions, prefix: "win")
/// ```
@MainActor
public final class ActionGroup: ObjectRef {
    /// The actions added, each with its handler's connection.
    private var actions: [(action: SimpleAction, connection: SignalConnection)] = []

    /// An empty group; add actions, then insert it into a window or the application.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_group_new()), from: "g_simple_action_group_new")
    }

    /// The handlers go with the group's owner: GTK may keep the actions themselves until a
    /// window it destroyed is finalized.
    isolated deinit {
        for (action, connection) in actions { action.disconnect(connection) }
    }

    /// Adds the action `name`, which takes no value.
    public func add(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        add(name, takesString: false) { _ in handler() }
    }

    /// Adds the action `name`, which takes a string (`show-tab::items` passes `"items"`).
    public func add(_ name: String, _ handler: @escaping @MainActor (String) -> Void) {
        add(name, takesString: true) { value in handler(value ?? "") }
    }

    private func add(_ name: String, takesString: Bool, _ handler: @escaping @MainActor (String?) -> Void) {
        let action = SimpleAction(name: name, takesString: takesString)
        let connection = action.connect("activate", handler, using: flow_connect_action) { _, parameter, data in
            let value = flow_variant_string(parameter).map { String(cString: $0) }
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (String?) -> Void).self)(value)
            }
        }
        flow_action_group_add(rawPointer, action.rawPointer)
        actions.append((action, connection))
    }
}

/// One `GSimpleAction`, held while it is added to a group (the group keeps its own reference).
@MainActor
private final class SimpleAction: ObjectRef {
    init(name: String, takesString: Bool) {
        super.init(taking: UnsafeMutableRawPointer(flow_simple_action_new(name, takesString ? 1 : 0)),
                   from: "g_simple_action_new")
    }
}

extension Widget {
    /// Offers `group`'s actions to this widget and everything in it, as `prefix.name`.
    public func insertActionGroup(_ group: ActionGroup, prefix: String) {
        flow_insert_action_group(widgetPointer, prefix, group.rawPointer)
    }

    /// Activates the action `name` (`"win.back"`) with `target`, as a shortcut or a button
    /// would, resolved from this widget. Returns whether such an action exists here.
    @discardableResult
    public func activateAction(_ name: String, target: String? = nil) -> Bool {
        flow_widget_activate_action(widgetPointer, name, target) != 0
    }
}

extension Button {
    /// Makes a click activate the action `name` (`"win.back"`) with `target`: the button is
    /// greyed out while no such action is enabled around it.
    public func setAction(_ name: String, target: String? = nil) {
        flow_actionable_set(widgetPointer, name, target)
    }
}
