/// A screen that finishes with a value of one type: what ``FlowScreen/onResult(_:_:)`` and
/// ``FlowState/push(_:onLeave:)`` return.
///
/// Finishing through the handle removes the screen (and everything above it) and hands `result`
/// to the screen's result handler: a value of another type than the handle's does not compile.
/// A screen's handler can be replaced by one of another type (its registration's
/// ``FlowScreen/onResult(_:_:)`` and the `push` or `present` that opens it); that is a
/// ``FlowMisuse`` reported where it is installed, and a value that still reaches a handler of
/// another type is reported too, never dropped silently. Finishing a screen that has already
/// left does nothing: a result is delivered at most once.
///
/// ```swift
/// // When the payment-method step appears (pushed, restored or deep-linked alike)…
/// choosing = screen.onResult(Card.self) { [weak self] leaving in self?.cardChosen(leaving.result) }
/// // …and when the user picks a card:
/// choosing?.finish(with: card)
/// ```
@MainActor
public struct ResultHandle<Result> {
    /// The level the screen is in: the stack of a pushed entry, or the presented level itself.
    public private(set) weak var level: FlowState?
    /// The identity of the entry, or of the presentation, that finishes.
    public let id: FlowID

    init(level: FlowState, id: FlowID) {
        self.level = level
        self.id = id
    }

    /// Removes the screen, delivering `result` to its handler.
    public func finish(with result: Result) {
        guard let level else { return }
        if level.presentation?.id == id {
            level.finishPresentation(with: result)
        } else {
            level.finishEntry(id, with: result)
        }
    }
}

extension FlowState {
    /// The handle that finishes `id` (one of this level's entries, or its own presentation) with a
    /// `Result`, for code that holds an identity rather than the handle `push` or `present`
    /// returned. `nil` when `id` is neither, or when its result handler expects another type.
    public func resultHandle<Result>(for id: FlowID, _ type: Result.Type) -> ResultHandle<Result>? {
        let hooks: EntryHooks
        if id == presentation?.id {
            hooks = ownHooks
        } else if storedPath.contains(id) {
            hooks = entryHooks[id] ?? EntryHooks()
        } else {
            return nil
        }
        if let expected = hooks.resultType, expected != Result.self { return nil }
        return ResultHandle(level: self, id: id)
    }
}
