internal import FlowStandardStreams

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

/// A misuse handler bound to a task by ``FlowState/withMisuseHandler(_:operation:)``.
///
/// The closure travels in this struct because Swift 6.3.1 crashes in optimized builds when it
/// binds a task-local value whose type is a function type (docs/toolchain-issues.md); a struct
/// around the same closure binds safely.
struct MisuseHandler: Sendable {
    let handle: @Sendable (FlowMisuse) -> Void

    @TaskLocal static var current: MisuseHandler?
}

extension FlowState {
    /// Runs `operation` with `handler` receiving every misuse this task makes, instead of a debug
    /// build stopping at it and a release build writing it to standard error.
    ///
    /// FlowCoordinatorTesting's `recordingMisuse` is built on it.
    public static func withMisuseHandler<R>(
        _ handler: @escaping @Sendable (FlowMisuse) -> Void, operation: () throws -> R
    ) rethrows -> R {
        try MisuseHandler.$current.withValue(MisuseHandler(handle: handler), operation: operation)
    }

    /// Runs the asynchronous `operation` with `handler` receiving every misuse this task makes.
    public static func withMisuseHandler<R>(
        _ handler: @escaping @Sendable (FlowMisuse) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        try await MisuseHandler.$current.withValue(MisuseHandler(handle: handler), operation: operation)
    }

    /// What a misuse does in this task: `nil`, the default, stops a debug build at the mistake and
    /// writes it to standard error in a release build.
    @available(*, deprecated, renamed: "withMisuseHandler(_:operation:)",
               message: "binding a task-local closure with withValue crashes optimized builds under Swift 6.3.1")
    @TaskLocal public static var misuseHandler: (@Sendable (FlowMisuse) -> Void)?

    /// Reports `misuse` through the handler the task bound, if any.
    func report(_ misuse: FlowMisuse) {
        Self.report(misuse)
    }

    /// Reports `misuse` through the handler the task bound, where no level is at hand.
    static func report(_ misuse: FlowMisuse) {
        if let handler = MisuseHandler.current ?? (Self.self as any DeprecatedMisuseHandler.Type).bound {
            handler.handle(misuse)
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

/// Reads the deprecated ``FlowState/misuseHandler`` for ``FlowState/report(_:)``, so that an app
/// which still binds it keeps its handler. A protocol requirement, because a deprecated witness is
/// not a use of deprecated API: the library builds without a deprecation warning of its own.
@MainActor
private protocol DeprecatedMisuseHandler {
    static var bound: MisuseHandler? { get }
}

extension FlowState: DeprecatedMisuseHandler {
    @available(*, deprecated)
    fileprivate static var bound: MisuseHandler? { misuseHandler.map(MisuseHandler.init) }
}
