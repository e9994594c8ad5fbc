/// Who caused an entry or a presentation to leave the state.
public enum DismissReason: String, Hashable, Sendable {
    /// The user: a back button, Escape, a window's close button, a swipe.
    case user
    /// The program: a coordinator popped, dismissed, finished or replaced the state.
    case program
}

/// What a dismissal callback receives: who caused it, and the result the flow finished with
/// (`nil` when it was closed or popped without one).
public struct Dismissal<Result> {
    /// Who caused the dismissal.
    public let reason: DismissReason
    /// The result the flow finished with, or `nil` when it left without one.
    public let result: Result?

    /// A dismissal caused by `reason`, with `result` if the flow finished with one.
    public init(reason: DismissReason, result: Result?) {
        self.reason = reason
        self.result = result
    }
}

extension Dismissal: Sendable where Result: Sendable {}
extension Dismissal: Equatable where Result: Equatable {}
