/// What a presentation belongs to, which decides when it goes: a sheet opened from a detail
/// screen belongs to that screen and is closed when the screen leaves the stack (popped,
/// finished, replaced, restored away); a sheet that belongs to its level stays whatever is popped.
public enum PresentationOwner: Hashable, Sendable {
    /// The presenter level's top entry when it presents (the screen the user acted on), or the
    /// level itself when its stack is empty. The default.
    case topEntry
    /// The presenter level itself: popping its entries, even to the root, leaves the presentation.
    case level
    /// One entry of the presenter level's stack.
    case entry(FlowID)
}
