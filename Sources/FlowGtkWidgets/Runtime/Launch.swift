import CGtk

/// One launch of the application, as the running instance receives it
/// (``Application/onLaunch(_:)``): its arguments, and the terminal it was
/// started from.
///
/// A second `app LINK` hands its arguments to the instance already running, whose own terminal
/// may be another one, or none: what is said about the launch (a link refused) goes to the
/// launch's terminal with ``printError(_:)``, where the person who typed it reads it.
@MainActor
public final class Launch {
    /// The launch's arguments, program name excluded.
    public let arguments: [String]
    /// Whether the launch is another process's, forwarded to this running instance.
    public let isForwarded: Bool
    private let commandLine: UnsafeMutablePointer<GApplicationCommandLine>

    init(_ commandLine: UnsafeMutablePointer<GApplicationCommandLine>) {
        self.commandLine = commandLine
        g_object_ref(commandLine)
        var count: Int32 = 0
        var arguments: [String] = []
        if let argv = g_application_command_line_get_arguments(commandLine, &count) {
            arguments = (1..<Int(max(1, count))).compactMap { argv[$0].map { String(cString: $0) } }
            g_strfreev(argv)
        }
        self.arguments = arguments
        isForwarded = g_application_command_line_get_is_remote(commandLine) != 0
    }

    isolated deinit {
        // The launching process waits for its exit status until this goes.
        g_object_unref(commandLine)
    }

    /// Writes `text` and a newline to the launch's standard error.
    public func printError(_ text: String) {
        flow_command_line_print(commandLine, text + "\n", 1)
    }

    /// Writes `text` and a newline to the launch's standard output.
    public func print(_ text: String) {
        flow_command_line_print(commandLine, text + "\n", 0)
    }
}
