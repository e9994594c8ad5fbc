/// A call that cannot do what its name says, such as closing a root level: a mistake in the
/// app's code, not something a user did. FlowState never lets one pass silently.
///
/// What happens is ``FlowState/misuseHandler``'s choice: by default a debug build stops at the
/// mistake (`assertionFailure`) and a release build writes it to standard error and goes on,
/// doing nothing. A test that checks a misuse is reported sets the handler for its task
/// (FlowCoordinatorTesting's `recordingMisuse`).
public struct FlowMisuse: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was called and why it cannot be done, and what to call instead.
    public let message: String

    /// A misuse described by `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// ``message``.
    public var description: String { message }
}

extension FlowState {
    /// What a misuse does in this task: `nil`, the default, stops a debug build at the mistake and
    /// writes it to standard error in a release build. Set it with `FlowState.$misuseHandler.withValue`.
    @TaskLocal public static var misuseHandler: (@Sendable (FlowMisuse) -> Void)?

    /// Reports `misuse` through ``misuseHandler``.
    func report(_ misuse: FlowMisuse) {
        Self.report(misuse)
    }

    /// Reports `misuse` through ``misuseHandler``, where no level is at hand.
    static func report(_ misuse: FlowMisuse) {
        if let handler = Self.misuseHandler {
            handler(misuse)
            return
        }
        #if DEBUG
        assertionFailure("FlowCoordinator: \(misuse.message)")
        #else
        var standardError = StandardStream.error
        print("FlowCoordinator: \(misuse.message)", to: &standardError)
        #endif
    }
}
