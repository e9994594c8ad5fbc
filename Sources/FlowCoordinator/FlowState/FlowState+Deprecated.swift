/// Names of earlier versions, kept so that an app written against them still builds, with a
/// warning that names what to call instead. Each forwards to its replacement and does what it
/// does (the replacements report a ``FlowMisuse`` where the old names did nothing silently).
extension FlowState {
    /// Closes this level, a sheet or cover. Renamed ``close()``: on a root level it is a
    /// ``FlowMisuse``, as `close()` is.
    @available(*, deprecated, renamed: "close()")
    public func dismiss() {
        close()
    }

    /// Closes what this level presents. Renamed ``closePresented()``.
    @available(*, deprecated, renamed: "closePresented()")
    public func dismissPresented() {
        closePresented()
    }

    /// Closes the topmost sheet or cover above this level. Renamed ``closeTopmost()``, which never
    /// closes this level itself (`dismissTop()` on a sheet with nothing above closed the sheet).
    @available(*, deprecated, renamed: "closeTopmost()")
    public func dismissTop() {
        closeTopmost()
    }

    /// Closes the presentation with this identity. Renamed ``closePresentation(_:)``.
    @available(*, deprecated, renamed: "closePresentation(_:)")
    @discardableResult
    public func dismiss(_ presentation: FlowID) -> Bool {
        closePresentation(presentation)
    }

    /// Closes every sheet and cover of this chain. Renamed ``closeAllPresentations()``.
    @available(*, deprecated, renamed: "closeAllPresentations()")
    public func dismissAll() {
        closeAllPresentations()
    }

    /// Pops `entry` (one of this level's entries, or its own presentation) and everything above
    /// it, delivering `result` to its result handler; an entry already gone does nothing. A result
    /// of another type than the handler expects is a ``FlowMisuse``, never dropped silently.
    @available(*, deprecated, message: """
        finish through the ResultHandle that push(_:onDismiss:), present(...onDismiss:) or \
        FlowScreen.onResult(_:_:) returned, or state.resultHandle(for: id, Card.self)?.finish(with: card): \
        a result of the wrong type then does not compile
        """)
    public func finish<Result>(_ entry: FlowID, with result: Result) {
        if entry == presentation?.id {
            finishPresentation(with: result)
        } else {
            finishEntry(entry, with: result)
        }
    }

    /// Called on a presented level: closes it and delivers `result` to whoever presented it.
    @available(*, deprecated, message: """
        finish through the ResultHandle that present(...onDismiss:) or FlowScreen.onResult(_:_:) returned, \
        or level.resultHandle(for: level.presentation!.id, Card.self)?.finish(with: card)
        """)
    public func finish<Result>(with result: Result) {
        finishPresentation(with: result)
    }

    /// The presented link, sheet or cover, as a concrete type. Renamed ``presentedLink(as:)``:
    /// ``presentedItem`` reads a sheet only, and this reads either.
    @available(*, deprecated, renamed: "presentedLink(as:)")
    public func presentedItem<Link>(as type: Link.Type) -> Link? {
        presentedLink(as: type)
    }
}

/// "Screen" names a place in the state (``FlowScreen``, what a registration is handed); the object
/// a page draws is its view model. The names that called it a screen are kept for one version.
extension FlowState {
    /// The view model of `entry`. Renamed ``viewModel(for:)``.
    @available(*, deprecated, renamed: "viewModel(for:)")
    public func screen(for entry: FlowEntry) -> AnyObject? {
        viewModel(for: entry)
    }

    /// The view model of this level's own screen. Renamed ``rootViewModel``.
    @available(*, deprecated, renamed: "rootViewModel")
    public var rootScreen: AnyObject? { rootViewModel }

    /// The view model of the screen on top of this level. Renamed ``topViewModel``.
    @available(*, deprecated, renamed: "topViewModel")
    public var topScreen: AnyObject? { topViewModel }
}

/// A sidebar's row is chosen (``FlowState/userChose(_:)``), in every layer: the old name of what
/// it shows is kept for one version.
extension FlowState {
    /// The link the sidebar marks as chosen. Renamed ``sidebarChoice``.
    @available(*, deprecated, renamed: "sidebarChoice")
    public var sidebarSelection: AnyFlowLink? { sidebarChoice }
}

/// The object tied to a screen is made and read by one name, `object`: the names that read it as
/// an "attachment" are kept for one version.
extension FlowState {
    /// The object of type `T` tied to `id`. Renamed ``object(_:for:)``.
    @available(*, deprecated, renamed: "object(_:for:)")
    public func attachment<T: AnyObject>(_ type: T.Type, for id: FlowID) -> T? {
        object(type, for: id)
    }
}

extension FlowScreen {
    /// The object of type `T` tied to this screen. Renamed ``object(_:)``.
    @available(*, deprecated, renamed: "object(_:)")
    public func attachment<T: AnyObject>(_ type: T.Type) -> T? {
        object(type)
    }
}

/// One word per concept: "close" is the act of closing a presentation, a dialog or a toast, and
/// "leave" is a screen (a pushed entry or a presentation) going away by any route. The names that
/// called either "dismiss" are kept for one version. The old handlers keep the old type's name
/// (`Dismissal`), as 0.1.0 declared them; the old `push` and `present` are disfavoured, so a
/// trailing closure, which names no label, calls the new ones.
extension FlowState {
    /// Pushes `link`, calling `onDismiss` once when the entry leaves. Renamed ``push(_:onLeave:)``.
    @available(*, deprecated, renamed: "push(_:onLeave:)")
    @_disfavoredOverload
    @discardableResult
    public func push<Result>(
        _ link: some Hashable & Sendable,
        onDismiss: @escaping @MainActor (Dismissal<Result>) -> Void
    ) -> ResultHandle<Result> {
        push(link, onLeave: onDismiss)
    }

    /// Presents `link`, calling `onDismiss` once when the presentation goes. Renamed
    /// ``present(_:style:hostsNavigation:path:owner:onLeave:)``.
    @available(*, deprecated, renamed: "present(_:style:hostsNavigation:path:owner:onLeave:)")
    @_disfavoredOverload
    @discardableResult
    public func present<Result>(
        _ link: some Hashable & Sendable,
        style: PresentationStyle = .sheet,
        hostsNavigation: Bool = false,
        path: FlowPath = FlowPath(),
        owner: PresentationOwner = .topEntry,
        onDismiss: @escaping @MainActor (Dismissal<Result>) -> Void
    ) -> ResultHandle<Result> {
        present(link, style: style, hostsNavigation: hostsNavigation, path: path, owner: owner, onLeave: onDismiss)
    }

    /// Calls `onDismiss` once when `id` leaves. Renamed ``setLeaveHandler(for:_:)``.
    @available(*, deprecated, renamed: "setLeaveHandler(for:_:)")
    public func setDismissHandler<Result>(
        for id: FlowID, _ onDismiss: @escaping @MainActor (Dismissal<Result>) -> Void
    ) {
        setLeaveHandler(for: id, onDismiss)
    }

    /// Closes this level's dialog without running any action. Renamed ``closeDialog()``.
    @available(*, deprecated, renamed: "closeDialog()")
    public func dismissDialog() {
        closeDialog()
    }

    /// Whether this level has been closed. Renamed ``isClosed``.
    @available(*, deprecated, renamed: "isClosed")
    public var isDismissed: Bool { isClosed }
}

/// How a screen left: who caused it and the result. Renamed ``Leaving``.
@available(*, deprecated, renamed: "Leaving")
public typealias Dismissal<Result> = Leaving<Result>

/// Who caused a screen to leave. Renamed ``LeaveReason``.
@available(*, deprecated, renamed: "LeaveReason")
public typealias DismissReason = LeaveReason

extension DialogState where Action == Void {
    /// An alert with a single button labelled `dismissLabel`. Renamed
    /// ``init(alert:message:closeLabel:)``.
    @available(*, deprecated, renamed: "init(alert:message:closeLabel:)")
    @_disfavoredOverload
    public init(alert title: String, message: String? = nil, dismissLabel: String = DefaultText.ok) {
        self.init(alert: title, message: message, closeLabel: dismissLabel)
    }
}

extension ToastQueue {
    /// The toast `id` went: its time ran out, or the user closed it. Renamed ``userClosed(_:)``.
    @available(*, deprecated, renamed: "userClosed(_:)")
    @discardableResult
    public func userDismissed(_ id: FlowID) -> UserEventOutcome {
        userClosed(id)
    }

    /// Takes toast `id` away (shown or waiting), without running its action. Renamed ``close(_:)``.
    @available(*, deprecated, renamed: "close(_:)")
    public func dismiss(_ id: FlowID) {
        close(id)
    }
}
