/// A screen's answer when the user tries to leave it: back, close, Escape, another tab, a link
/// opened from outside.
///
/// A screen with something to lose asks (``ask(_:)``): the state shows the question on the
/// screen's level and, if the user confirms, goes on with what the user asked for. A guard that
/// refuses keeps the screen without a word (it may show a dialog of its own, and leave
/// programmatically, which is never refused).
public enum LeaveDecision: Hashable, Sendable {
    /// The user may leave.
    case allow
    /// The user stays; the state shows nothing.
    case refuse
    /// The state asks the user `question` in a confirmation dialog on the guard's level: the
    /// destructive answer goes on with the navigation (asking the remaining guards first), the
    /// cancel answer stays.
    case ask(LeaveQuestion)
}

/// A guard consulted before a navigation the user asked for removes an entry or presentation.
public typealias LeaveGuard = @MainActor () -> LeaveDecision

/// What became of an event reported by an adapter on the user's behalf.
public enum UserEventOutcome: Hashable, Sendable {
    /// The state changed as the user asked.
    case applied
    /// A guard refused, or asked a question that is now showing; the state is unchanged (if the
    /// user confirms the question, the navigation is done then).
    case refused
    /// The event named something no longer in the state (a late event); nothing happened.
    case ignored
}
