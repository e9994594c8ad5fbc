import CGtk

/// A weak reference to a GObject (`GWeakRef`): `pointer` is `nil` once it is finalized.
@MainActor
package final class WeakGObject {
    /// Read on the main actor only, and let go in `deinit`, which is not isolated: clearing a
    /// `GWeakRef` is thread-safe, and an isolated `deinit` checked the executor at every release.
    private nonisolated(unsafe) let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    package init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, UnsafeMutableRawPointer(widget))
    }

    /// The object, while it lives; compared by address only (the reference GLib adds to read it
    /// is dropped at once, and the object is the caller's to keep alive).
    package var pointer: UnsafeMutableRawPointer? {
        guard let object = g_weak_ref_get(reference) else { return nil }
        g_object_unref(object)
        return object
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }
}
