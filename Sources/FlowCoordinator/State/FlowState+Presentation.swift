/// Presenting and dismissing sheets and covers.
extension FlowState {
    /// Presents `link` in a sheet or cover, replacing whatever this level presented, and returns
    /// the presented level. When `hostsNavigation` is true the presented window runs its own
    /// stack: push onto the returned state.
    @discardableResult
    public func present(
        _ link: some Hashable & Sendable,
        style: PresentationStyle = .sheet,
        hostsNavigation: Bool = false,
        path: FlowPath = FlowPath()
    ) -> FlowState {
        let presentation = Presentation(style: style, link: AnyFlowLink(link), hostsNavigation: hostsNavigation)
        let child = FlowState(presentation: presentation, presenter: self, path: path)
        replacePresented(with: child)
        return child
    }

    /// Presents `link`; `onDismiss` is called exactly once when the presentation goes, saying
    /// whether the user or the program dismissed it and with the result the presented flow
    /// finished with (see ``finish(with:)``), or `nil`.
    @discardableResult
    public func present<Result>(
        _ link: some Hashable & Sendable,
        style: PresentationStyle = .sheet,
        hostsNavigation: Bool = false,
        path: FlowPath = FlowPath(),
        onDismiss: @escaping @MainActor (Dismissal<Result>) -> Void
    ) -> FlowState {
        let child = present(link, style: style, hostsNavigation: hostsNavigation, path: path)
        child.ownHooks.onDismiss = Self.deliver(to: onDismiss)
        return child
    }

    /// Called on a presented level: dismisses it and delivers `result` to whoever presented it.
    /// Does nothing on a root level or a level already dismissed.
    public func finish<Result>(with result: Result) {
        guard let presenter, presenter.presented === self else { return }
        presenter.removePresented(reason: .program, result: result)
    }

    /// Dismisses what this level presents, and everything presented above it.
    public func dismissPresented() {
        removePresented(reason: .program, result: nil)
    }

    /// Called on a presented level: dismisses it and everything above it.
    public func dismiss() {
        guard let presenter, presenter.presented === self else { return }
        presenter.removePresented(reason: .program, result: nil)
    }

    /// Dismisses the topmost presentation above this level.
    public func dismissTop() {
        topmost.dismiss()
    }

    /// Dismisses the presentation with this identity and everything above it. Returns false
    /// when it is not presented above this level.
    @discardableResult
    public func dismiss(_ presentation: FlowID) -> Bool {
        guard let level = presentedLevel(presentation) else { return false }
        level.dismiss()
        return true
    }

    /// Dismisses every presentation, from the root of this chain up.
    public func dismissAll() {
        root.dismissPresented()
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

    func replacePresented(with child: FlowState) {
        removePresented(reason: .program, result: nil)
        presented = child
    }

    /// Removes the presented level; everything in and above it leaves, top first, then the
    /// presentation's own callback fires once.
    func removePresented(reason: DismissReason, result: Any?) {
        guard let child = presented else { return }
        presented = nil
        child.tearDown(reason: reason)
        let hooks = child.ownHooks
        child.ownHooks = EntryHooks()
        hooks.onDismiss?(reason, result)
    }

    private func tearDown(reason: DismissReason) {
        isDismissed = true
        removePresented(reason: reason, result: nil)
        activeDialog = nil
        removeTop(storedPath.count, reason: reason)
    }
}
