/// Presenting and closing sheets and covers.
extension FlowState {
    /// Presents `link` in a sheet or cover, replacing whatever this level presented, and returns
    /// the presented level. When `hostsNavigation` is true the presented window runs its own
    /// stack: push onto the returned state. The presentation belongs to `owner`, by default the
    /// screen on top of this level's stack, and is closed when that entry leaves the stack.
    @discardableResult
    public func present(
        _ link: some Hashable & Sendable,
        style: PresentationStyle = .sheet,
        hostsNavigation: Bool = false,
        path: FlowPath = FlowPath(),
        owner: PresentationOwner = .topEntry
    ) -> FlowState {
        present(link, style: style, hostsNavigation: hostsNavigation, path: path, owner: owner, hooks: EntryHooks())
    }

    /// Presents `link`; `onLeave` is called exactly once when the presentation goes, saying
    /// whether the user or the program closed it and with the result the presented flow
    /// finished with through the returned handle (``ResultHandle/finish(with:)``), or `nil`. The
    /// handle's ``ResultHandle/level`` is the presented level. `onLeave` replaces the result
    /// handler the link's registration gave the presentation, if any; the two expecting
    /// different types is a ``FlowMisuse``, reported as the registration installs its own.
    @discardableResult
    public func present<Result>(
        _ link: some Hashable & Sendable,
        style: PresentationStyle = .sheet,
        hostsNavigation: Bool = false,
        path: FlowPath = FlowPath(),
        owner: PresentationOwner = .topEntry,
        onLeave: @escaping @MainActor (Leaving<Result>) -> Void
    ) -> ResultHandle<Result> {
        let presented = present(link, style: style, hostsNavigation: hostsNavigation, path: path, owner: owner,
                                hooks: EntryHooks(onLeave: Self.deliver(to: onLeave), resultType: Result.self))
        return ResultHandle(level: presented, id: presented.presentation!.id)
    }

    /// The callback is in place before the old presentation's callbacks run, so it fires even
    /// when one of them replaces the new level at once.
    private func present(
        _ link: some Hashable & Sendable, style: PresentationStyle, hostsNavigation: Bool, path: FlowPath,
        owner: PresentationOwner, hooks: EntryHooks
    ) -> FlowState {
        let presentation = Presentation(style: style, link: AnyFlowLink(link), hostsNavigation: hostsNavigation,
                                        owner: ownerEntry(owner))
        checkInDebugBuilds(presentation.link)
        let child = FlowState(presentation: presentation, presenter: self, path: path)
        child.ownHooks = hooks
        replacePresented(with: child)
        if let onLeave = hooks.onLeave, !child.isClosed {
            child.ownHooks.onLeave = onLeave
            child.ownHooks.resultType = hooks.resultType
        }
        return child
    }

    /// Called on a presented level: closes it and delivers `result` to whoever presented it
    /// (through a ``ResultHandle``, which makes the type right). Does nothing on a root level or a
    /// level already closed.
    func finishPresentation<Result>(with result: Result) {
        guard let presenter, presenter.presented === self else { return }
        presenter.removePresented(reason: .program, result: result)
    }

    /// Closes what this level presents (its sheet or cover) and everything presented above it.
    /// Nothing presented is fine on a root level, which may present something or not; on a
    /// presented level it is a ``FlowMisuse``: the sheet meant to close itself, with ``close()``.
    public func closePresented() {
        if presented == nil, presentation != nil {
            report(FlowMisuse("closePresented() on the \(presentation!.style) showing \(presentation!.link) closes what it "
                + "presents, and it presents nothing: to close the \(presentation!.style) itself, call close() on it"))
            return
        }
        removePresented(reason: .program, result: nil)
    }

    /// Closes this level, a sheet or cover, and everything presented above it. On a level already
    /// closed it does nothing (a second tap may arrive after the first closed it); on a root level,
    /// which nothing presents, it is a ``FlowMisuse``.
    public func close() {
        guard let presenter, presenter.presented === self else {
            if presentation == nil {
                report(FlowMisuse("close() on a root level, which nothing presents: to close what it presents, "
                    + "call closePresented()"))
            }
            return
        }
        presenter.removePresented(reason: .program, result: nil)
    }

    /// Closes the topmost sheet or cover above this level, never this level itself. With nothing
    /// presented above, it is a ``FlowMisuse``.
    public func closeTopmost() {
        let top = topmost
        guard top !== self else {
            report(FlowMisuse("closeTopmost() on a level that presents nothing: there is nothing above it to close"))
            return
        }
        top.close()
    }

    /// Closes the presentation with this identity, somewhere above this level, and everything
    /// above it. Returns false when it is not above this level (it may have closed already, as
    /// when a user's close arrives after the program's).
    @discardableResult
    public func closePresentation(_ presentation: FlowID) -> Bool {
        guard let level = presentedLevel(presentation) else { return false }
        level.close()
        return true
    }

    /// Closes every sheet and cover of this chain, from its root up; with none open, nothing.
    public func closeAllPresentations() {
        root.removePresented(reason: .program, result: nil)
    }

    /// The level above this one presented with this identity.
    func presentedLevel(_ presentation: FlowID) -> FlowState? {
        var level = presented
        while let current = level {
            if current.presentation?.id == presentation { return current }
            level = current.presented
        }
        return nil
    }

    // MARK: The one way presentations leave

    /// Puts `child` in place before the old level's callbacks run, so they see the new state
    /// (and whatever they present replaces `child` properly instead of being overwritten).
    func replacePresented(with child: FlowState) {
        let old = presented
        presented = child
        if let journal = root.journal, let presentation = child.presentation {
            journal.record(.presented(presentation, path: child.storedPath.entries), on: self)
        }
        old?.settle(reason: .program, result: nil)
        if presented === child { child.presentationAppeared() }
    }

    /// Removes the presented level; everything in and above it leaves, top first, then the
    /// presentation's own callback fires once.
    func removePresented(reason: LeaveReason, result: Any?) {
        guard let child = presented else { return }
        presented = nil
        if !isClosed, let journal = root.journal, let presentation = child.presentation {
            journal.record(.closed(presentation), on: self)
        }
        child.settle(reason: reason, result: result)
    }

    /// Empties this level, already detached from its presenter, and calls its own callback.
    func settle(reason: LeaveReason, result: Any?) {
        tearDown(reason: reason)
        let hooks = ownHooks
        ownHooks = EntryHooks()
        hooks.onLeave?(reason, result)
    }

    private func tearDown(reason: LeaveReason) {
        isClosed = true
        removePresented(reason: reason, result: nil)
        activeDialog = nil
        removeTop(storedPath.count, reason: reason)
    }
}
