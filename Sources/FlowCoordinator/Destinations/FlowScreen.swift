/// One screen of a navigation state, as a registration sees it: a pushed entry, or the own screen
/// of a presented level (a sheet's or a cover's first screen).
///
/// A registration (``FlowState/register(_:title:onAppear:screen:)``) is handed one to make the
/// screen's view model, and to give the screen what it needs while it is in the state: a leave
/// guard, a result handler, a child coordinator. Everything it ties to the screen is released when
/// the screen leaves. Use it while the registration runs; keep ``origin`` (which holds its level
/// weakly), not the screen itself, in what outlives the call.
@MainActor
public struct FlowScreen {
    /// The level the screen is in: the stack it was pushed on, or the presented level it is the
    /// own screen of.
    public let level: FlowState
    /// The entry the screen shows, or `nil` for a presented level's own screen.
    public let entry: FlowEntry?

    init(level: FlowState, entry: FlowEntry?) {
        self.level = level
        self.entry = entry
    }

    /// The identity of the screen in the state: its entry's, or its presentation's; `nil` for the
    /// first screen of a root level (a tab's), which lives as long as the level.
    public var id: FlowID? { entry?.id ?? level.presentation?.id }

    /// The link the screen shows.
    public var link: AnyFlowLink? { entry?.link ?? level.presentation?.link }

    /// How the screen is presented, when it is a presented level's own screen.
    public var presentation: Presentation? { entry == nil ? level.presentation : nil }

    /// Where the screen's intents come from; give it to the screen's view model.
    public var origin: FlowOrigin {
        entry.map { level.origin(of: $0.id) } ?? level.rootOrigin
    }

    /// The object of type `T` tied to this screen, made by `make` the first time and released
    /// when the screen leaves: a child coordinator, or anything else the screen's life bounds.
    public func object<T: AnyObject>(make: () -> T) -> T {
        guard let id else { return level.rootObject(make: make) }
        return level.object(for: id, make: make)
    }

    /// The object of type `T` tied to this screen, if one was made.
    public func object<T: AnyObject>(_ type: T.Type) -> T? {
        guard let id else { return level.ownHooks.attachments.lazy.compactMap { $0 as? T }.first }
        return level.object(type, for: id)
    }

    /// Calls `handler` once when the screen leaves, with the result it was finished with, and
    /// returns the handle that finishes it with a value of that type (any other type does not
    /// compile). A root level's first screen never leaves, so it has none (`nil`).
    ///
    /// A `push` or `present` with a handler replaces this one. When the two expect different
    /// types, whichever is installed second reports a ``FlowMisuse`` (see ``FlowState/misuseHandler``).
    @discardableResult
    public func onResult<Result>(
        _ type: Result.Type, _ handler: @escaping @MainActor (Leaving<Result>) -> Void
    ) -> ResultHandle<Result>? {
        guard let id else { return nil }
        level.installResultHandler(handler, for: id, call: "onResult(_:_:)", ifAbsent: .report("onResult(_:_:)"))
        return ResultHandle(level: level, id: id)
    }

    /// The handle that finishes this screen with a `Result`, leaving its result handler as it is:
    /// for a screen whose result someone awaits (``FlowState/push(_:expecting:)``). `nil` for a
    /// root level's first screen, which never leaves.
    public func resultHandle<Result>(_ type: Result.Type) -> ResultHandle<Result>? {
        id.flatMap { level.resultHandle(for: $0, type) }
    }

    /// The draft saved for this screen by an earlier run, when it is a `Draft` that follows its
    /// rules (``ScreenDraft/problem``): give it to the screen's view model as it is made.
    public func restoredDraft<Draft: ScreenDraft>(_ type: Draft.Type) -> Draft? {
        guard let id else { return level.restoredRootDraft(type) }
        return level.restoredDraft(type, for: id)
    }

    /// Keeps what a person typed on this screen with its entry, so the app saves it with the
    /// state and hands it back after a quit, a signal or a crash (``restoredDraft(_:)``).
    /// `draft` returns `nil` when there is nothing to keep; `unkept` names what the screen holds
    /// that the draft leaves out on purpose, such as "the card number", or returns `nil`. A root
    /// level's first screen keeps its draft with its tab, for as long as the level lives.
    public func keepDraft<Draft: ScreenDraft>(
        _ draft: @escaping @MainActor () -> Draft?, unkept: (@MainActor () -> String?)? = nil
    ) {
        guard let id else { return level.keepRootDraft(draft, unkept: unkept) }
        level.keepDraft(for: id, draft, unkept: unkept)
    }

    /// Asks `leaveGuard` before the user leaves this screen.
    public func setLeaveGuard(_ leaveGuard: @escaping LeaveGuard) {
        guard let id else { return }
        level.setLeaveGuard(for: id, leaveGuard)
    }

    /// Asks, with a confirmation dialog, before the user leaves this screen while
    /// `needsConfirmation()` is true (see ``FlowState/confirmLeaving(_:when:title:message:confirm:keep:)``).
    public func confirmLeaving(
        when needsConfirmation: @escaping @MainActor () -> Bool,
        title: String, message: String? = nil,
        confirm: String = DefaultText.discard, keep: String = DefaultText.keepEditing
    ) {
        guard let id else { return }
        level.confirmLeaving(id, when: needsConfirmation, title: title, message: message, confirm: confirm, keep: keep)
    }
}
