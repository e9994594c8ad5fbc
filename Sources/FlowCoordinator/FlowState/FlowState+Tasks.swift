/// Work tied to a screen: a task that ends when its entry leaves.
extension FlowState {
    /// Cancels `task` when `id` (an entry of this level, or this level's own presentation) leaves
    /// the state, for whatever reason: back, a sheet or cover closing, a deep link, a restore.
    /// A payment, a download or a search started for a screen then never outlives it.
    ///
    /// The task is cancelled, not awaited: work that must not be cut short (a payment the bank
    /// already took) checks `Task.isCancelled` at the points where stopping is safe. When `id` is
    /// not in the state, the task is cancelled at once.
    public func cancel<Success: Sendable, Failure: Error>(_ task: Task<Success, Failure>, whenLeaving id: FlowID) {
        // The state keeps what is attached to an `id` it holds, and nothing else: the cancellation
        // is released, and the task cancelled, when `id` leaves or, for an `id` not there, now.
        attach(TaskCancellation(task.cancel), to: id)
    }

    /// Starts `operation` on the main actor, cancelled when `id` leaves (see
    /// ``cancel(_:whenLeaving:)``), and returns its task.
    @discardableResult
    public func task(
        whileShowing id: FlowID, priority: TaskPriority? = nil, _ operation: @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        let task = Task(priority: priority) { @MainActor in await operation() }
        cancel(task, whenLeaving: id)
        return task
    }
}

/// Cancels a task when released: what ``FlowState/cancel(_:whenLeaving:)`` attaches to an entry,
/// which the state releases when the entry leaves.
final class TaskCancellation: Sendable {
    private let cancel: @Sendable () -> Void

    init(_ cancel: @escaping @Sendable () -> Void) {
        self.cancel = cancel
    }

    deinit {
        cancel()
    }
}
