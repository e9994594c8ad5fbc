import CGtk

/// A user intent with its keyboard shortcuts: the action it activates (`win.back`, with a
/// target for `win.show-tab::items`), what it does in words, and its accelerators in GTK's
/// syntax (`"<Alt>Left"`). One table of these makes a window's ``ShortcutController``, the
/// Keyboard Shortcuts window, and README's key table.
public struct Shortcut: Hashable, Sendable {
    /// The action's full name, `prefix.name`.
    public let action: String
    /// The string the action is activated with, or `nil`.
    public let target: String?
    /// What the shortcut does, as the Keyboard Shortcuts window says it ("Go back").
    public let title: String
    /// The keys, in GTK's syntax: `"<Alt>Left"`, `"<Control>w"`, `"Escape"`.
    public let accelerators: [String]

    /// A shortcut that activates `action` (with `target`, if given), described as `title`, on any of `accelerators`.
    public init(_ action: String, target: String? = nil, title: String, accelerators: [String]) {
        self.action = action
        self.target = target
        self.title = title
        self.accelerators = accelerators
    }

    /// Whether `press` is one of the accelerators.
    public func matches(_ press: KeyPress) -> Bool {
        parsedAccelerators.contains { keyval, modifiers in
            KeyChord(Key(keyval: keyval), KeyModifiers(state: modifiers)).matches(press)
        }
    }

    /// How the accelerators read to a person: `"Alt+Left"`, `"Ctrl+W"`.
    public var keysForPeople: [String] {
        parsedAccelerators.compactMap { keyval, modifiers in
            guard let label = gtk_accelerator_get_label(keyval, modifiers) else { return nil }
            defer { g_free(label) }
            return String(cString: label)
        }
    }

    /// Each accelerator GTK can parse, as its key and modifiers.
    private var parsedAccelerators: [(keyval: guint, modifiers: GdkModifierType)] {
        accelerators.compactMap { accelerator in
            var keyval: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            guard gtk_accelerator_parse(accelerator, &keyval, &modifiers) != 0 else { return nil }
            return (keyval, modifiers)
        }
    }
}

/// Activates a window's actions from their shortcuts (a `GtkShortcutController` on the window,
/// handling keys on their way back up from the focused widget, as key handlers did).
@MainActor
public final class ShortcutController: EventController {
    /// The shortcuts added, in order.
    public private(set) var shortcuts: [Shortcut] = []

    /// A controller without shortcuts; add it to a window, then add shortcuts to it.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(flow_shortcut_controller_new()), from: "gtk_shortcut_controller_new")
    }

    /// Adds every accelerator of `shortcut`.
    public func add(_ shortcut: Shortcut) {
        for accelerator in shortcut.accelerators {
            let parsed = flow_shortcut_controller_add(rawPointer, accelerator, shortcut.action, shortcut.target)
            precondition(parsed != 0, "FlowGtk: \"\(accelerator)\" is not an accelerator GTK can parse")
        }
        shortcuts.append(shortcut)
    }

    /// Activates, on `widget`, the action of the shortcut `press` matches, as GTK does when the
    /// keys are pressed (tests: a GTK test cannot make a key event). Returns whether one did.
    @discardableResult
    package func simulate(_ press: KeyPress, on widget: Widget) -> Bool {
        guard let shortcut = shortcuts.first(where: { $0.matches(press) }) else { return false }
        return widget.activateAction(shortcut.action, target: shortcut.target)
    }
}
