import CGtk

/// Modifier keys held during a key press (a subset of `GdkModifierType`).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The GDK modifier bits.
    public let rawValue: UInt32
    /// Modifiers of these GDK bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The Shift key.
    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    /// The Control key.
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    /// The Alt key.
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    /// The Super (Windows or logo) key.
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)
    /// The Meta key.
    public static let meta = KeyModifiers(rawValue: GDK_META_MASK.rawValue)
    /// The Hyper key.
    public static let hyper = KeyModifiers(rawValue: GDK_HYPER_MASK.rawValue)

    /// The modifiers that distinguish shortcuts; Caps Lock, Num Lock and
    /// mouse-button state are ignored.
    public static let relevant: KeyModifiers = [.shift, .control, .alt, .super, .meta, .hyper]

    /// Keeps only the ``relevant`` bits of a raw GDK state.
    public init(state: GdkModifierType) {
        self = KeyModifiers(rawValue: state.rawValue).intersection(.relevant)
    }
}

/// A key value (`GDK_KEY_*`): which key was pressed, independent of layout
/// position. Letters are compared case-insensitively by ``KeyChord``.
public struct Key: Hashable, Sendable {
    /// The GDK key value (`GDK_KEY_*`).
    public let keyval: UInt32
    /// The key with this GDK key value.
    public init(keyval: UInt32) { self.keyval = keyval }

    /// Escape.
    public static let escape = Key(keyval: UInt32(GDK_KEY_Escape))
    /// Return (Enter on the main keyboard).
    public static let `return` = Key(keyval: UInt32(GDK_KEY_Return))
    /// Tab.
    public static let tab = Key(keyval: UInt32(GDK_KEY_Tab))
    /// Backspace.
    public static let backspace = Key(keyval: UInt32(GDK_KEY_BackSpace))
    /// The Left arrow.
    public static let left = Key(keyval: UInt32(GDK_KEY_Left))
    /// The Right arrow.
    public static let right = Key(keyval: UInt32(GDK_KEY_Right))
    /// The Up arrow.
    public static let up = Key(keyval: UInt32(GDK_KEY_Up))
    /// The Down arrow.
    public static let down = Key(keyval: UInt32(GDK_KEY_Down))
    /// The "Back" key of multimedia keyboards and some mice (`GDK_KEY_Back`).
    public static let back = Key(keyval: UInt32(GDK_KEY_Back))
    /// The "Forward" key (`GDK_KEY_Forward`).
    public static let forward = Key(keyval: UInt32(GDK_KEY_Forward))
    /// The Menu key, which opens the focused widget's context menu (`GDK_KEY_Menu`).
    public static let menu = Key(keyval: UInt32(GDK_KEY_Menu))
    /// F10, which opens the focused widget's context menu with Shift held.
    public static let f10 = Key(keyval: UInt32(GDK_KEY_F10))
    /// F6, which moves the focus between the parts of a window (a sidebar and its content).
    public static let f6 = Key(keyval: UInt32(GDK_KEY_F6))

    /// The key that types `character`, e.g. `Key.character("w")`.
    public static func character(_ character: Unicode.Scalar) -> Key {
        Key(keyval: gdk_unicode_to_keyval(character.value))
    }

    /// GDK's name of the key, e.g. `"Escape"`, `"w"`.
    public var name: String? { gdk_keyval_name(keyval).map { String(cString: $0) } }
}

/// A key plus the modifiers that must be held: a keyboard shortcut such as
/// Ctrl+W (`KeyChord(.character("w"), .control)`) or Alt+Left.
public struct KeyChord: Hashable, Sendable {
    /// The key of the chord.
    public var key: Key
    /// The modifiers that must be held, and no others (of the relevant ones).
    public var modifiers: KeyModifiers

    /// The chord of `key` with `modifiers` held (only their ``KeyModifiers/relevant`` bits are kept).
    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers.intersection(.relevant)
    }

    /// Whether `press` is this chord: same key (letters case-insensitive)
    /// and exactly these relevant modifiers.
    public func matches(_ press: KeyPress) -> Bool {
        gdk_keyval_to_lower(press.keyval) == gdk_keyval_to_lower(key.keyval)
            && press.modifiers == modifiers
    }
}

/// One key press as reported by ``KeyController``.
public struct KeyPress: Hashable, Sendable {
    /// The key value (`GDK_KEY_*`), already translated by the keyboard layout.
    public let keyval: UInt32
    /// The hardware key code.
    public let keycode: UInt32
    /// The relevant modifiers held.
    public let modifiers: KeyModifiers

    /// A press of `keyval` (and `keycode`) with `modifiers` held; only the relevant modifiers are kept.
    public init(keyval: UInt32, keycode: UInt32 = 0, modifiers: KeyModifiers = []) {
        self.keyval = keyval
        self.keycode = keycode
        self.modifiers = modifiers.intersection(.relevant)
    }

    /// The pressed key.
    public var key: Key { Key(keyval: keyval) }

    /// Whether this press is `chord`.
    public func matches(_ chord: KeyChord) -> Bool { chord.matches(self) }
}
