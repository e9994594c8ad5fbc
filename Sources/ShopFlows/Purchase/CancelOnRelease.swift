/// Cancels a task when released. Attached to a flow entry (`level.attach(_:to:)`), it ties the
/// task to the entry's life: when the entry leaves the state, for whatever reason (back, the
/// cover closing, a deep link, a restore), the state releases it and the task is cancelled.
final class CancelOnRelease: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    deinit {
        task.cancel()
    }
}
