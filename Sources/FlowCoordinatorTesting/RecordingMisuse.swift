import FlowCoordinator
import Synchronization

/// Runs `body` and returns the ``FlowMisuse``s it made, in order, instead of stopping the test
/// at the first one: for a test that checks a call is reported as a mistake, and that the state
/// did not change.
@MainActor
public func recordingMisuse(_ body: () throws -> Void) rethrows -> [FlowMisuse] {
    let recorded = MisuseLog()
    try FlowState.withMisuseHandler({ recorded.append($0) }, operation: body)
    return recorded.misuses
}

/// The misuses of one `recordingMisuse(_:)` call; the handler is `@Sendable`, so it is locked.
private final class MisuseLog: Sendable {
    private let log = Mutex<[FlowMisuse]>([])

    func append(_ misuse: FlowMisuse) {
        log.withLock { $0.append(misuse) }
    }

    var misuses: [FlowMisuse] { log.withLock { $0 } }
}
