import CGtk
import Testing
@testable import FlowGtk

/// Observes whether a GObject is still alive without keeping it alive
/// (a `GWeakRef`, which GLib clears when the object is finalized).
@MainActor
final class WeakObject {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: ObjectRef) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object.rawPointer)
    }

    isolated deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// Whether the object has not been finalized.
    var isAlive: Bool {
        guard let object = g_weak_ref_get(reference) else { return false }
        g_object_unref(object)
        return true
    }
}

/// Presents `window` and runs the main loop until it is mapped and laid out.
@MainActor
func show(_ window: FlowGtk.Window) async throws {
    window.present()
    let shown = await GtkRuntime.iterate(until: { window.isMapped && window.width > 0 })
    try #require(shown, "window was not mapped within the timeout")
}

/// The number of toplevel windows GTK knows about.
@MainActor
func toplevelCount() -> Int {
    Int(g_list_model_get_n_items(gtk_window_get_toplevels()))
}
