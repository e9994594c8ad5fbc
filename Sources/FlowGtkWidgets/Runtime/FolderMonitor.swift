import CGtk
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells when a file in a folder is made, changed, renamed or removed, by this process or
/// another (GIO's `GFileMonitor`, inotify on Linux), on the main loop: how an app shows at once
/// what another instance of it saved in the same folder.
///
/// A file written atomically (a temp file renamed over it, as `DocumentFile` of FlowStorage
/// writes) is told as its own name when the rename lands. The app's own writes are told too:
/// compare what is on disk with what was last read or written (`DocumentFile.Stamp`) before
/// reading it again.
///
/// ```swift
/// let monitor = FolderMonitor(folder: dataFolder) { name in
///     if name == "cards.json" { sync.refresh() }
/// }
/// ```
@MainActor
public final class FolderMonitor: ObjectRef {
    /// Watches `folder`, which must exist, calling `onChange` with the name of each file told
    /// (both names of a rename); `nil` when the folder cannot be watched.
    public init?(folder: URL, onChange: @escaping @MainActor (_ name: String) -> Void) {
        let file = g_file_new_for_path(folder.path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        super.init(taking: UnsafeMutableRawPointer(monitor), from: "g_file_monitor_directory")
        connect("changed", onChange, using: flow_connect_file_changed) { _, file, other, _, data in
            MainActor.assumeIsolated {
                let handler = SignalHandlerBox.handler(from: data, as: (@MainActor (String) -> Void).self)
                for changed in [file, other] {
                    guard let changed, let name = g_file_get_basename(changed) else { continue }
                    defer { g_free(name) }
                    handler(String(cString: name))
                }
            }
        }
    }

    /// Stops watching: `onChange` is not called again.
    public func cancel() {
        g_file_monitor_cancel(UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GFileMonitor.self))
    }
}
