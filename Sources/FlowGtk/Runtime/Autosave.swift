/// Saves an app's state as it changes, so that a quit, a signal or a crash loses nothing, and
/// typing never waits for a file to be written.
///
/// What `navigation` returns (the window's state, the user's data) is saved on the main-loop
/// turn after it changes. What `drafts` returns (what was typed on the screens,
/// `TabFlowState.drafts()` of FlowCoordinator) is saved `draftDelay` after its last change: a
/// person typing a word causes one write, after the word, and `kill -9` loses at most the last
/// `draftDelay` of typing. Both are read with observation tracking, so any observable property
/// they read (a view model's field) counts as a change.
///
/// ```swift
/// let autosave = Autosave(navigation: { coordinator.tabs.snapshot() },
///                         drafts: { coordinator.tabs.drafts() },
///                         save: { try? coordinator.save(to: store) })
/// // At quit, and at SIGTERM:
/// autosave.saveNow()
/// ```
@MainActor
public final class Autosave {
    /// How long after the last change of the drafts they are saved.
    public let draftDelay: Duration
    /// Reads the navigation, and tells whether it differs from the last reading.
    private let navigationDiffers: @MainActor () -> Bool
    /// Reads the drafts, and tells whether they differ from the last reading.
    private let draftsDiffer: @MainActor () -> Bool
    private let save: @MainActor () -> Void
    private var pendingDraftSave: UInt32?
    private var stopped = false

    /// Starts watching: `save` writes everything (the state and its drafts).
    public init<Navigation: Hashable, Drafts: Hashable>(
        draftDelay: Duration = .seconds(1),
        navigation: @escaping @MainActor () -> Navigation,
        drafts: @escaping @MainActor () -> Drafts,
        save: @escaping @MainActor () -> Void
    ) {
        self.draftDelay = draftDelay
        navigationDiffers = Self.differs(navigation)
        draftsDiffer = Self.differs(drafts)
        self.save = save
        // Watched apart, so that a key typed reads the drafts only, not the whole state.
        ViewUpdates.keep { [weak self] in self?.navigationChanged() ?? false }
        ViewUpdates.keep { [weak self] in self?.draftsChanged() ?? false }
        // The first reading is saved too, once the main loop runs: a state migrated from an older
        // version, or opened at a link, is on disk as this build writes it. After the window's
        // first frame (below GDK's redraw priority): the user sees the window 1.4 M instructions
        // sooner (`make bench`), and nothing is lost that was not on disk already.
        GtkRuntime.runWhenIdle(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            if self?.stopped == false { self?.save() }
        }
    }

    /// Saves at once (at quit, at a signal), instead of waiting for the drafts' pause.
    public func saveNow() {
        cancelDraftSave()
        save()
    }

    /// Stops watching; nothing is saved from now on unless ``saveNow()`` is called.
    public func stop() {
        stopped = true
        cancelDraftSave()
    }

    /// A reading of `read` that tells whether it differs from the one before (the first differs
    /// from nothing). Each value is compared as its own type: an `AnyHashable` made at every key
    /// typed cost a dynamic cast's search of the binary's conformances.
    private static func differs<Value: Equatable>(_ read: @escaping @MainActor () -> Value) -> @MainActor () -> Bool {
        var last: Value?
        return {
            let value = read()
            defer { last = value }
            return last.map { $0 != value } ?? false
        }
    }

    /// Saves at once when the navigation changed since the last reading.
    private func navigationChanged() -> Bool {
        guard !stopped else { return false }
        if navigationDiffers() { saveNow() }
        return true
    }

    /// Saves `draftDelay` after the last change of the drafts.
    private func draftsChanged() -> Bool {
        guard !stopped else { return false }
        if draftsDiffer() {
            cancelDraftSave()
            pendingDraftSave = GtkRuntime.runAfter(draftDelay) { [weak self] in
                self?.pendingDraftSave = nil
                self?.save()
            }
        }
        return true
    }

    private func cancelDraftSave() {
        if let pendingDraftSave { GtkRuntime.cancel(pendingDraftSave) }
        pendingDraftSave = nil
    }
}
