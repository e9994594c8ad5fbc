/// A screen's answer when the user tries to leave it (back, close, Escape).
///
/// Screens with unsaved changes refuse, and their coordinator asks with a confirmation dialog
/// instead; when the user confirms, the coordinator pops or dismisses programmatically, which is
/// never refused.
public enum LeaveDecision: Hashable, Sendable {
    case allow
    case refuse
}

/// A guard consulted before a user-initiated pop or dismissal removes an entry or presentation.
public typealias LeaveGuard = @MainActor () -> LeaveDecision

/// What became of an event reported by an adapter on the user's behalf.
public enum UserEventOutcome: Hashable, Sendable {
    /// The state changed as the user asked.
    case applied
    /// A guard refused; the state is unchanged (its coordinator may now be asking the user).
    case refused
    /// The event named something no longer in the state (a late event); nothing happened.
    case ignored
}
