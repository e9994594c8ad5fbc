/// Result handlers as the state keeps them: one per screen, expecting one type of result.
///
/// A screen finishes with one type. Two parties may give it a handler: its registration
/// (``FlowScreen/onResult(_:_:)``) and the code that opens it (``FlowState/push(_:onLeave:)``,
/// ``FlowState/present(_:style:hostsNavigation:path:owner:onLeave:)``, the `await` forms), the
/// later replacing the earlier. When they expect different types, one of the two
/// ``ResultHandle``s can never deliver: that is a ``FlowMisuse``, reported by the call that
/// installs the second handler. And a value of the wrong type that still arrives (through a handle
/// kept from before) is reported too, never dropped silently: the handler then runs with `nil`.
extension FlowState {
    /// Puts `handler` in place as the result handler of `id` (an entry of this level, its own
    /// presentation, or the presentation it shows), reporting a handler of another type that it
    /// replaces.
    func installResultHandler<Result>(
        _ handler: @escaping @MainActor (Leaving<Result>) -> Void, for id: FlowID, call: String,
        ifAbsent absent: Absent = .ignore
    ) {
        var replaced: Any.Type?
        updateHooks(for: id, ifAbsent: absent) { hooks in
            if hooks.onLeave != nil, let expected = hooks.resultType, expected != Result.self { replaced = expected }
            hooks.onLeave = Self.deliver(to: handler)
            hooks.resultType = Result.self
        }
        if let replaced {
            report(FlowMisuse("\(call) gives \(screenName(of: id)) a result handler that expects \(Result.self), "
                + "replacing one that expects \(replaced): a screen finishes with one type, and a ResultHandle<\(replaced)> "
                + "kept for it could never deliver. Give its registration's onResult and the push or present that "
                + "opens it the same result type"))
        }
    }

    /// Names a screen of this level in a misuse's message: by its link.
    private func screenName(of id: FlowID) -> String {
        if let index = storedPath.index(of: id) { return "the screen of \(storedPath.entries[index].link)" }
        if id == presentation?.id, let link = presentation?.link { return "the screen of \(link)" }
        if let link = presented?.presentation?.link, id == presented?.presentation?.id { return "the screen of \(link)" }
        return "\(id)"
    }

    /// Wraps a typed leave handler for storage. A value of another type than `Result` is a
    /// ``FlowMisuse``: reported, and the callback runs without a result, so the screen's leaving
    /// is still told.
    static func deliver<Result>(
        to callback: @escaping @MainActor (Leaving<Result>) -> Void
    ) -> @MainActor (LeaveReason, Any?) -> Void {
        { reason, value in
            guard let value else { return callback(Leaving(reason: reason, result: nil)) }
            guard let result = value as? Result else {
                report(FlowMisuse("a screen finished with a \(type(of: value)), but its result handler expects \(Result.self): "
                    + "the handler gets no result. Finish it through the ResultHandle<\(Result.self)> its handler returned"))
                return callback(Leaving(reason: reason, result: nil))
            }
            callback(Leaving(reason: reason, result: result))
        }
    }
}
