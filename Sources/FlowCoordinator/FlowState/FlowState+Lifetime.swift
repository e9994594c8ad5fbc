/// Guards and owned objects: what a coordinator ties to an entry or a presentation.
extension FlowState {
    /// Asks `leaveGuard` before a navigation the user asks for (back, close, another tab, a link
    /// opened from outside; the `user…` methods) removes `id` (an entry of this level, or this
    /// level's own presentation). Programmatic navigation never asks.
    public func setLeaveGuard(for id: FlowID, _ leaveGuard: @escaping LeaveGuard) {
        updateHooks(for: id) { $0.leaveGuard = leaveGuard }
    }

    /// Removes the guard of `id`.
    public func removeLeaveGuard(for id: FlowID) {
        updateHooks(for: id) { $0.leaveGuard = nil }
    }

    /// Calls `onLeave` once when `id` (an entry of this level, this level's own presentation, or
    /// the presentation it shows) leaves, replacing the callback it had; any other `id` is a
    /// ``FlowMisuse``, and so is replacing a callback that expects another type of result.
    /// Callbacks are code, so a restored or deep-linked entry comes back without the one
    /// `push(_:onLeave:)` gave it; its coordinator reconnects it with this, and the
    /// ``ResultHandle`` of `id` (``resultHandle(for:_:)``) then delivers the result as for a fresh push.
    public func setLeaveHandler<Result>(
        for id: FlowID, _ onLeave: @escaping @MainActor (Leaving<Result>) -> Void
    ) {
        installResultHandler(onLeave, for: id, call: "setLeaveHandler(for:_:)", ifAbsent: .report("setLeaveHandler(for:_:)"))
    }

    /// Keeps `object` alive for as long as `id` (an entry of this level, or this level's own
    /// presentation) is in the state; releases it when `id` leaves. Objects attached to an `id`
    /// that is not in the state are not kept.
    public func attach(_ object: AnyObject, to id: FlowID) {
        updateHooks(for: id) { $0.attachments.append(object) }
    }

    /// The object of type `T` attached to `id`, if any: its screen's view model (made by the
    /// link's registration), or an object attached to it.
    public func object<T: AnyObject>(_ type: T.Type, for id: FlowID) -> T? {
        let hooks = id == presentation?.id ? ownHooks : entryHooks[id]
        if let screen = hooks?.screen as? T { return screen }
        return hooks?.attachments.lazy.compactMap { $0 as? T }.first
    }

    /// The object of type `T` attached to `id`, made by `make` and attached the first time.
    /// This is how a coordinator creates a screen's view model lazily, when the screen is first
    /// shown, so a restored or deep-linked stack makes view models only for what is visible.
    public func object<T: AnyObject>(for id: FlowID, make: () -> T) -> T {
        if let existing = object(T.self, for: id) { return existing }
        let object = make()
        attach(object, to: id)
        return object
    }

    /// The object of type `T` tied to this level's own screen, made by `make` the first time.
    func rootObject<T: AnyObject>(make: () -> T) -> T {
        if let existing = ownHooks.attachments.lazy.compactMap({ $0 as? T }).first { return existing }
        let object = make()
        ownHooks.attachments.append(object)
        return object
    }

    /// Changes the hooks of `id`: this level's own presentation, one of its entries, or the
    /// presentation it shows (which holds its own). For any other `id`, `absent` says what to do.
    func updateHooks(for id: FlowID, ifAbsent absent: Absent = .ignore, _ update: (inout EntryHooks) -> Void) {
        if id == presentation?.id {
            update(&ownHooks)
        } else if storedPath.contains(id) {
            update(&entryHooks[id, default: EntryHooks()])
        } else if let presented, id == presented.presentation?.id {
            update(&presented.ownHooks)
        } else if case .report(let call) = absent {
            report(FlowMisuse("\(call) for \(id), which is neither an entry of this level, nor its presentation, nor "
                + "what it presents: call it on the level that holds \(id)"))
        }
    }

    /// What ``updateHooks(for:ifAbsent:_:)`` does with an `id` it does not find.
    enum Absent {
        /// Nothing: an object attached to something gone is simply not kept.
        case ignore
        /// Reports a ``FlowMisuse`` naming the call.
        case report(String)
    }
}
