import CGtk

/// Owns one strong reference to a GObject: the root of every wrapper.
///
/// Ownership rule for all FlowGtk wrappers: a wrapper holds exactly one
/// reference, taken over from the constructor and dropped in `deinit`. A new
/// widget starts with a *floating* reference; the wrapper sinks it
/// (`g_object_ref_sink`), so the wrapper, not the first container it is put
/// in, owns it. Other objects (controllers, CSS providers) are returned with
/// a full reference, which the wrapper adopts as is. Containers add their own references, so a widget stays alive
/// while it is in GTK's tree even after its wrapper is gone. Signal handlers
/// are tied to the GObject, not to the wrapper: they keep working after the
/// wrapper is released and are freed when the object is finalized.
///
/// Wrappers are handles, not a mirror of the tree: containers never retain
/// the Swift wrappers of their children. Keep the wrappers you need.
///
/// To wrap a GObject FlowGtk has no wrapper for, subclass this (or ``Widget``, for a widget) and
/// hand the constructor's result to ``init(taking:from:)``; to keep an object someone else owns
/// (a text view's buffer), use ``init(retaining:from:)``. FlowGtk's article "Wrapping a GTK
/// widget" shows how.
@MainActor
open class ObjectRef {
    /// The wrapped object. Valid for the wrapper's whole lifetime.
    public let objectPointer: UnsafeMutablePointer<GObject>

    /// Takes over the reference a `*_new()` constructor returned: sinks a
    /// floating one, adopts a full one. (``Window`` adds its own reference,
    /// because `gtk_window_new`'s belongs to GTK's list of toplevels.)
    ///
    /// - Parameters:
    ///   - pointer: what the constructor returned.
    ///   - constructor: the constructor's name, for the message when it returned `NULL`.
    public init(taking pointer: gpointer?, from constructor: StaticString) {
        guard let pointer, let object = flow_object(pointer) else {
            preconditionFailure("FlowGtk: \(constructor) returned NULL (is GtkRuntime.initialize() true?)")
        }
        if g_object_is_floating(object) != 0 {
            g_object_ref_sink(object)
        }
        objectPointer = object
    }

    /// Keeps an object someone else owns, adding a reference of its own: what a getter returns
    /// (`gtk_text_view_get_buffer`, `gtk_widget_get_first_child`, a signal's object argument),
    /// which the wrapper keeps alive for as long as it lives. A floating reference stays floating,
    /// for the container it is meant for.
    ///
    /// - Parameters:
    ///   - pointer: the borrowed object.
    ///   - getter: the function that returned it, for the message when it is `NULL`.
    ///
    /// A convenience initializer, so that a subclass overriding ``init(taking:from:)`` (every
    /// widget does) inherits it: `Widget(retaining:from:)` checks that the object is a widget.
    public convenience init(retaining pointer: gpointer?, from getter: StaticString) {
        guard let pointer, let object = flow_object(pointer) else {
            preconditionFailure("FlowGtk: \(getter) returned NULL")
        }
        let floating = g_object_is_floating(object) != 0
        g_object_ref(object)
        self.init(taking: object, from: getter) // sinks a floating reference: the one just added
        if floating { g_object_force_floating(object) }
    }

    isolated deinit {
        g_object_unref(objectPointer)
    }

    /// The object as an untyped `gpointer`, as GLib's generic APIs take it.
    public var rawPointer: gpointer { UnsafeMutableRawPointer(objectPointer) }

    /// The object as an opaque C pointer: what GTK's functions on a type whose struct C does
    /// not show (`GtkLevelBar`, `GtkDropDown`, `GtkCalendar`…) take, as in
    /// `gtk_level_bar_set_value(opaquePointer, 0.5)`.
    public var opaquePointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The object as a pointer to `type`, for GTK's functions on a type whose struct C shows
    /// (`GtkTextView`, `GtkEntry`…): `gtk_text_view_set_monospace(pointer(as: GtkTextView.self), 1)`.
    /// Unchecked, as a C cast: the object must be of that type or a subtype (see ``typeName``).
    public func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        rawPointer.assumingMemoryBound(to: type)
    }

    /// The GType name of the object, e.g. `"GtkButton"`.
    public var typeName: String {
        String(cString: g_type_name(objectPointer.pointee.g_type_instance.g_class.pointee.g_type))
    }

    /// The object's current reference count (for leak tests; racy by nature
    /// in general, exact on the main thread).
    package var referenceCount: UInt32 { objectPointer.pointee.ref_count }

    /// Whether the object still carries a floating reference.
    package var isFloating: Bool { g_object_is_floating(objectPointer) != 0 }
}
