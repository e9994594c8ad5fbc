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
