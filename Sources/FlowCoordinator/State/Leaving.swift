/// Who caused an entry or a presentation to leave the state.
public enum LeaveReason: String, Hashable, Sendable {
    /// The user: a back button, Escape, a window's close button, a swipe.
    case user
    /// The program: a coordinator popped, closed, finished or replaced the state.
    case program
}

/// How a screen left: who caused it and the result. A leave handler receives it
/// (``FlowState/push(_:onLeave:)``, ``FlowScreen/onResult(_:_:)``); its result is `nil` when the
/// screen was closed or popped without one.
public struct Leaving<Result> {
    /// Who caused the screen to leave.
    public let reason: LeaveReason
    /// The result the flow finished with, or `nil` when it left without one.
    public let result: Result?

    /// How a screen left: caused by `reason`, with `result` if the flow finished with one.
    public init(reason: LeaveReason, result: Result?) {
        self.reason = reason
        self.result = result
    }
}

extension Leaving: Sendable where Result: Sendable {}
extension Leaving: Equatable where Result: Equatable {}
