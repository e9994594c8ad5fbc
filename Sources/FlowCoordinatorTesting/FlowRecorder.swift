import FlowCoordinator
import Testing

/// Watches a navigation state and fails the test on any change the test did not assert, in the
/// spirit of TCA's `TestStore`.
///
/// The recorder keeps the state as the test last asserted it. After each step the test says how
/// that state changed, by editing it (``expect(_:sourceLocation:)``), or that it did not
/// (``expectNoChange(sourceLocation:)``); the edited state must equal the real one, identities
/// included, so run the test with the `.deterministicIDs` trait to name them. A change
/// nobody asserted is reported by the next assertion, or by ``finish(sourceLocation:)`` at the end.
///
/// ```swift
/// let recorder = FlowRecorder(state)
/// state.push(ContentLink.thirdLink)
/// recorder.expect { $0.levels[0].push(ContentLink.thirdLink, id: 0) }
/// recorder.finish()
/// ```
@MainActor
public final class FlowRecorder<Snapshot: Equatable & Sendable> {
    /// The state as the test last asserted it.
    public private(set) var expected: Snapshot

    private let read: @MainActor () -> Snapshot

    private init(read: @escaping @MainActor () -> Snapshot) {
        self.read = read
        expected = read()
    }

    /// Asserts that the state changed as `change` edits the last asserted state, and nothing
    /// else: records an issue showing both states when the real one differs. Either way the real
    /// state becomes the asserted one, so one mistake is reported once.
    public func expect(
        _ change: (inout Snapshot) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) rethrows {
        var wanted = expected
        try change(&wanted)
        check(wanted, "The state is not as expected", sourceLocation: sourceLocation)
    }

    /// Asserts that the state did not change since it was last asserted.
    public func expectNoChange(sourceLocation: SourceLocation = #_sourceLocation) {
        check(expected, "The state changed, but no change was expected", sourceLocation: sourceLocation)
    }

    /// Ends the recording: records an issue if the state changed since it was last asserted.
    /// Call it at the end of every test that records, or a last unasserted change goes unseen.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        check(expected, "The state changed after its last assertion", sourceLocation: sourceLocation)
    }

    private func check(_ wanted: Snapshot, _ problem: String, sourceLocation: SourceLocation) {
        let actual = read()
        if actual != wanted {
            Issue.record("\(problem):\n  expected: \(wanted)\n  actual:   \(actual)", sourceLocation: sourceLocation)
        }
        expected = actual
    }
}

extension FlowRecorder where Snapshot == FlowSnapshot {
    /// Records `state`: this level and everything presented above it, as ``FlowState/snapshot()``
    /// has it.
    public convenience init(_ state: FlowState) {
        self.init { state.snapshot() }
    }
}

extension FlowRecorder where Snapshot == TabsSnapshot {
    /// Records a tabbed window: the selected tab and every tab's state.
    public convenience init<Tab>(_ tabs: TabFlowState<Tab>) {
        self.init { tabs.snapshot() }
    }
}

extension FlowRecorder where Snapshot == WindowsSnapshot {
    /// Records an app's windows: which are open, in which order, their frames and navigation.
    public convenience init<Window>(_ windows: WindowsState<Window>) {
        self.init { windows.snapshot() }
    }
}
