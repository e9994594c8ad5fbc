import CGtk

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
        connect("command-line", handler, using: flow_connect_command_line) { _, commandLine, data in
            var count: Int32 = 0
            var arguments: [String] = []
            if let argv = g_application_command_line_get_arguments(commandLine, &count) {
                arguments = (1..<Int(max(1, count))).compactMap { argv[$0].map { String(cString: $0) } }
                g_strfreev(argv)
            }
            return MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor ([String]) -> Int32).self)(arguments)
            }
        }
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
}
