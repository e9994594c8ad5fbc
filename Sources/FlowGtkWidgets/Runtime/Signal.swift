import CGtk

/// A GObject signal, named as GTK names it and typed by what its handlers get, for an
/// ``ObjectRef``'s `connect(_:_:)`: how to connect a signal FlowGtk's wrappers have no
/// method for, without a C callback of your own.
///
/// `Argument` is the Swift type of the signal's one argument, or `Void` for a signal without one:
///
/// | Signal's C handler                                  | `Argument`               |
/// |-----------------------------------------------------|--------------------------|
/// | `void (*)(GtkWidget *self, gpointer data)`          | `Void`                   |
/// | `… (…, gint value, …)` or an enum                   | `Int`                    |
/// | `… (…, guint value, …)` or flags                    | `UInt`                   |
/// | `… (…, double value, …)`                            | `Double`                 |
/// | `… (…, gboolean value, …)`                          | `Bool`                   |
/// | `… (…, const char *value, …)`                       | `String`                 |
/// | `… (…, GObject *object, …)`, a pointer, a boxed one | `UnsafeMutableRawPointer?` |
///
/// A signal whose handlers return a `gboolean` (whether they handled it) is a
/// ``BooleanSignal``. Connecting checks the signal's real shape against the type: a
/// `Signal<Int>` for a signal that passes a string stops the program with a message naming both,
/// rather than calling the handler with what it does not expect.
///
/// ```swift
/// let bar = Widget(taking: gtk_level_bar_new(), from: "gtk_level_bar_new")
/// bar.connect(Signal<String>("offset-changed")) { offset in print("offset \(offset) moved") }
/// ```
public struct Signal<Argument>: Hashable, Sendable {
    /// The signal's (detailed) name, such as `"value-changed"` or `"notify::label"`.
    public let name: String

    /// The signal called `name` (`"changed"`, `"offset-changed"`, `"notify::selected"`).
    public init(_ name: String) { self.name = name }
}

/// A GObject signal whose handlers return whether they handled it (a `gboolean`: `true` stops
/// the other handlers, and GTK's own): `close-request` of a window, `activate-link` of a
/// label, which FlowGtk connects only for a signal without arguments.
public struct BooleanSignal: Hashable, Sendable {
    /// The signal's (detailed) name, such as `"close-request"`.
    public let name: String

    /// The signal called `name`.
    public init(_ name: String) { self.name = name }
}
