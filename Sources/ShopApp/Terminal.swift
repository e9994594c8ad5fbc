import FlowCoordinator
import FlowGtkWidgets
import FlowStandardStreams

/// What `shop` prints for people at a terminal. Every line goes through ``safe(_:)``: text that
/// came from an argument, a link or a file path never reaches the terminal as a control
/// character or escape sequence (`ESC [ 2 J` would clear the screen, `ESC ] 0 ;` retitle it,
/// U+202E reverse what follows), and a huge argument is not echoed whole.
enum Terminal {
    /// The longest line printed, in Unicode scalars; a longer one ends with "…".
    static let lineLimit = 400

    /// Writes `message` and a newline to standard error.
    static func error(_ message: String) {
        StandardStream.error.write(safe(message) + "\n")
    }

    /// Writes `message` and a newline to the standard error of `launch`, the terminal a `shop`
    /// command was typed in, which may not be this process's (a launch forwarded to it).
    @MainActor
    static func error(_ message: String, to launch: Launch) {
        launch.printError(safe(message))
    }

    /// Writes `message` and a newline to standard output.
    static func output(_ message: String) {
        StandardStream.output.write(safe(message) + "\n")
    }

    /// `text` with every control character (but the newlines between its lines), DEL, and
    /// format character written as an escape such as `\u{1B}`, each line cut at ``lineLimit``.
    static func safe(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(safeLine).joined(separator: "\n")
    }

    private static func safeLine(_ line: Substring) -> String {
        var safe = String.UnicodeScalarView()
        var count = 0
        for scalar in line.unicodeScalars {
            guard count < lineLimit else {
                safe.append("…")
                break
            }
            if isUnsafe(scalar) {
                safe.append(contentsOf: scalar.escaped(asASCII: true).unicodeScalars)
            } else {
                safe.append(scalar)
            }
            count += 1
        }
        return String(safe)
    }

    /// C0 and C1 controls, DEL, format characters (bidirectional overrides, zero-width ones) and
    /// the Unicode line and paragraph separators.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
