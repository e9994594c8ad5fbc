import CGtk
import Glibc

/// A `GtkApplication`: owns the main loop, keeps one instance per user session (a second launch
/// hands its arguments to the running instance over D-Bus), and quits when its last window
/// closes.
@MainActor
public final class Application: ObjectRef {
    private var applicationPointer: UnsafeMutablePointer<GApplication> { flow_application(rawPointer) }

    /// - Parameters:
    ///   - id: a reverse-DNS application id, e.g. `io.github.flowcoordinator.Shop`.
    ///   - unique: whether a second launch hands over to the running instance (needs a D-Bus
    ///     session; without one every launch runs on its own).
    public init(id: String, unique: Bool = true) {
        var flags = G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
        if !unique { flags |= G_APPLICATION_NON_UNIQUE.rawValue }
        super.init(taking: gtk_application_new(id, GApplicationFlags(rawValue: flags)), from: "gtk_application_new")
    }

    /// Called in the running instance with the arguments of each launch (its own, and those of
    /// later launches forwarded to it), program name excluded. Return the launch's exit status.
    @discardableResult
    public func onCommandLine(_ handler: @escaping @MainActor ([String]) -> Int32) -> SignalConnection {
        onLaunch { launch in handler(launch.arguments) }
    }

    /// Called in the running instance with each launch (its own, and later ones forwarded to it):
    /// its arguments, and its terminal, to say there what became of it
    /// (``Launch/printError(_:)``). Return the launch's exit status.
    @discardableResult
    public func onLaunch(_ handler: @escaping @MainActor (Launch) -> Int32) -> SignalConnection {
        connect("command-line", handler, using: flow_connect_command_line) { _, commandLine, data in
            MainActor.assumeIsolated {
                guard let commandLine else { return 1 }
                return SignalHandlerBox.handler(from: data, as: (@MainActor (Launch) -> Int32).self)(Launch(commandLine))
            }
        }
    }

    /// Adds an application action (`app.<name>`) run by `accelerators` (e.g. `"<Control>q"`) in
    /// any of the application's windows.
    public func addAction(_ name: String, accelerators: [String], _ handler: @escaping @MainActor () -> Void) {
        let action = ActionRef(name: name)
        action.connect("activate", handler, using: flow_connect_action) { _, _, data in
            MainActor.assumeIsolated { SignalHandlerBox.handler(from: data, as: (@MainActor () -> Void).self)() }
        }
        g_action_map_add_action(flow_action_map(rawPointer), flow_action(action.rawPointer))
        var cStrings: [UnsafeMutablePointer<CChar>?] = accelerators.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { accels in
                gtk_application_set_accels_for_action(flow_gtk_application(rawPointer), "app.\(name)", accels)
            }
        }
    }

    /// Calls `handler` on the main loop when the process is asked to terminate (SIGTERM, SIGINT,
    /// SIGHUP: a logout, `kill`, Ctrl+C in a terminal), instead of dying on the spot, so the
    /// application can save and quit.
    ///
    /// The request is honoured within `deadline` whatever the main loop is doing: if the process
    /// still runs then (the main loop was busy, or saving took too long), it ends with exit status
    /// 128 + the signal without running anything more. A second signal ends it at once.
    public func onTerminationRequest(deadline: Duration = .milliseconds(700), _ handler: @escaping @MainActor () -> Void) {
        let milliseconds = deadline.components.seconds * 1000 + deadline.components.attoseconds / 1_000_000_000_000_000
        let fd = flow_termination_install(UInt32(clamping: milliseconds))
        guard fd >= 0 else { return }
        g_unix_fd_add_full(G_PRIORITY_HIGH, fd, G_IO_IN, { fd, _, data in
            flow_termination_drain(fd)
            MainActor.assumeIsolated { SignalHandlerBox.handler(from: data, as: (@MainActor () -> Void).self)() }
            return 1 // G_SOURCE_CONTINUE
        }, SignalHandlerBox.retained(handler), SignalHandlerBox.releaseData)
    }

    /// Keeps `window` in the application: the application runs while it has windows.
    public func add(_ window: Window) {
        gtk_application_add_window(flow_gtk_application(rawPointer), window.windowPointer)
    }

    /// Runs the main loop until the application quits; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer { buffer in
            g_application_run(applicationPointer, Int32(buffer.count), buffer.baseAddress)
        }
    }

    /// Ends the main loop (after the current event).
    public func quit() {
        g_application_quit(applicationPointer)
    }

    /// Ends the running application's main loop (after the current event), as ``quit()`` does;
    /// returns whether there was one (a test runs none).
    @discardableResult
    public static func quitRunning() -> Bool {
        guard let application = flow_default_gtk_application() else { return false }
        g_application_quit(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self))
        return true
    }
}

/// A `GSimpleAction`, owned by the application once added.
@MainActor
private final class ActionRef: ObjectRef {
    init(name: String) {
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_new(name, nil)), from: "g_simple_action_new")
    }
}
