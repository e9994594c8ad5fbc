import Observation

/// An app as a set of windows, each with its own navigation: which windows are open, in which
/// order the user focused them, and their frames.
///
/// Each window is a ``WindowFlow`` the app makes (``init(_:)``): its own ``TabFlowState`` and the
/// coordinators of its tabs, so nothing navigational is shared between windows. Opening,
/// focusing and closing a window are state changes like a push: an adapter observes
/// ``snapshot()`` and applies the commands ``NavigationPlanner/plan(from:to:)-(WindowsSnapshot,_)``
/// gives, and the user's actions on windows come here first (``userFocused(_:)``,
/// ``userClosed(_:)``, ``userResized(_:to:)``).
///
/// ```swift
/// let windows = WindowsState { _ in TabFlowState(tabs: Tab.allCases) }
/// let first = windows.open()
/// windows.open(showing: target)          // a link opened in a new window
/// windows.userClosed(first)              // asks the window's guards first
/// ```
@Observable
@MainActor
public final class WindowsState<Window: WindowFlow> {
    /// The open windows' identities in stacking order: the one focused last is last.
    public private(set) var order: [WindowID] {
        get { orderToken.read(); return orderStorage }
        set { orderToken.change { orderStorage = newValue } }
    }
    /// Each open window's frame: the one it opened at, then as the user resized it. A window
    /// opened without a frame has none until its adapter reports the size the app gave it.
    public private(set) var frames: [WindowID: WindowFrame] {
        get { framesToken.read(); return framesStorage }
        set { framesToken.change { framesStorage = newValue } }
    }
    /// Whether the user closed the last window (``userClosed(_:)``): the app quits, its windows
    /// kept as they were, so a save now writes what the next launch restores. An adapter ends
    /// the app when this becomes true; an app that stays after all calls ``stayOpen()``.
    public private(set) var isQuitting: Bool {
        get { quittingToken.read(); return quittingStorage }
        set { quittingToken.change { quittingStorage = newValue } }
    }
    /// Where every change of navigation in these windows is recorded, each tab as the place
    /// "window N · tab" (``NavigationJournal``).
    @ObservationIgnored public let journal = NavigationJournal()
    @ObservationIgnored private var contents: [WindowID: Window] = [:]
    @ObservationIgnored private let make: @MainActor (WindowID) -> Window
    @ObservationIgnored private var nextID = 1
    // What observers of the three follow: key paths into this generic class would be made anew
    // at every read (`ObservationToken`).
    @ObservationIgnored private let orderToken = ObservationToken()
    @ObservationIgnored private let framesToken = ObservationToken()
    @ObservationIgnored private let quittingToken = ObservationToken()
    @ObservationIgnored private var orderStorage: [WindowID] = []
    @ObservationIgnored private var framesStorage: [WindowID: WindowFrame] = [:]
    @ObservationIgnored private var quittingStorage = false

    /// No window yet; `make` makes each window's navigation and coordinators as it opens.
    public init(_ make: @escaping @MainActor (WindowID) -> Window) {
        self.make = make
    }

    // MARK: Reading

    /// The window `id`, while it is open.
    public subscript(id: WindowID) -> Window? { contents[id] }

    /// The window the user focused last (or opened last), if any is open.
    public var focusedLast: WindowID? { order.last }

    /// The open windows in stacking order, the one focused last last.
    public var windows: [Window] { order.compactMap { contents[$0] } }

    /// The window holding `level` (a tab's root level or a level presented over one).
    public func window(holding level: FlowState) -> WindowID? {
        let root = level.root
        return order.first { id in contents[id].map { window in window.navigation.tabs.contains { window.navigation[$0] === root } } ?? false }
    }

    // MARK: Changing

    /// Opens a new window, in front of the others, at its tabs' roots; returns its identity.
    /// Without a `frame`, the window opens at the size the app gives its window (FlowGtk's
    /// `FlowWindow(width:height:)`), which its adapter reports (``userResized(_:to:)``).
    @discardableResult
    public func open(frame: WindowFrame? = nil) -> WindowID {
        let id = WindowID(nextID)
        add(id, frame: frame)
        return id
    }

    /// Opens a new window in front of the others, showing `target` (``TabFlowState/open(_:)``).
    @discardableResult
    public func open(showing target: NavigationTarget, frame: WindowFrame? = nil) -> WindowID {
        let id = open(frame: frame ?? focusedLast.flatMap { frames[$0] }.map { WindowFrame(width: $0.width, height: $0.height) })
        contents[id]?.navigation.open(target)
        return id
    }

    /// Brings window `id` to the front (a link opened in it from outside).
    public func bringToFront(_ id: WindowID) {
        guard let index = order.firstIndex(of: id), index != order.count - 1 else { return }
        order.append(order.remove(at: index))
    }

    /// Closes window `id` without asking: everything in it leaves, with reason `.program`.
    public func close(_ id: WindowID) {
        remove(id, reason: .program)
    }

    // MARK: What the user did

    /// The app did not quit after all (it asked, and the person chose to stay): ``isQuitting``
    /// goes back to `false`, and closing the last window quits again.
    public func stayOpen() {
        isQuitting = false
    }

    /// The user focused window `id` (clicked it, switched to it): it goes to the front of the order.
    public func userFocused(_ id: WindowID) {
        bringToFront(id)
    }

    /// The user resized window `id`, or maximized or restored it.
    public func userResized(_ id: WindowID, to frame: WindowFrame) {
        guard contents[id] != nil, frames[id] != frame else { return }
        frames[id] = frame
    }

    /// The user asked to close window `id` (its close button, Ctrl+Shift+W). The guards of
    /// everything in it are asked first — the selected tab's, top first, then the other tabs' —
    /// a question showing on its own level; the window closes when they all allow, everything in
    /// it leaving with reason `.user`.
    ///
    /// Closing the last window quits the app instead, as in GNOME's apps, and keeps the window
    /// as it is (``isQuitting``): the next launch restores it. Only the guards of screens whose
    /// input a quit would lose are asked, those that keep no draft or leave something out of it.
    @discardableResult
    public func userClosed(_ id: WindowID) -> UserEventOutcome {
        FlowState.navigate { [weak self] in
            guard let self, let window = contents[id] else { return nil }
            let tabs = window.navigation
            let selectedFirst = [tabs.selectedTab] + tabs.tabs.filter { $0 != tabs.selectedTab }
            if order == [id] {
                return GuardedNavigation(guards: selectedFirst.flatMap { tabs[$0].guardsForQuitting }) { [weak self] in
                    self?.isQuitting = true
                }
            }
            return GuardedNavigation(guards: selectedFirst.flatMap { tabs[$0].guardsForClosing }) { [weak self] in
                self?.remove(id, reason: .user)
            }
        }
    }

    // MARK: Saving and restoring

    /// Every window as a value, in stacking order.
    public func snapshot() -> WindowsSnapshot {
        WindowsSnapshot(windows: order.compactMap { id in
            contents[id].map { WindowSnapshot(id: id, frame: frames[id] ?? .standard, tabs: $0.navigation.snapshot()) }
        })
    }

    /// The drafts of every window's screens.
    public func drafts() -> ScreenDrafts {
        var drafts = ScreenDrafts()
        for id in order { if let window = contents[id] { drafts.merge(window.navigation.drafts().ofWindow(id)) } }
        return drafts
    }

    /// What the screens of every window hold that their drafts leave out, the window focused last
    /// first (``TabFlowState/unkeptInput()``).
    public func unkeptInput() -> [(window: WindowID, level: FlowState, what: String)] {
        order.reversed().flatMap { id in
            (contents[id]?.navigation.unkeptInput() ?? []).map { (id, $0.level, $0.what) }
        }
    }

    /// Makes the windows match `snapshot`: a window it names that is open is restored in place
    /// (``TabFlowState/restore(_:drafts:)``), one that is not opens with its saved identity, and
    /// the others close. The order and frames become the snapshot's; no restored identity is one
    /// another window uses. `drafts`, by the snapshot's identities, go to the restored screens.
    ///
    /// Returns the saved tabs no window has (a tab renamed or removed since the state was saved),
    /// whose screens were not restored: report them, or the person sees an empty window where
    /// their work was.
    @discardableResult
    public func restore(_ snapshot: WindowsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) -> [UnknownTab] {
        NavigationJournal.during(.restore) { restoreWindows(snapshot, drafts: drafts) }
    }

    private func restoreWindows(_ snapshot: WindowsSnapshot, drafts: ScreenDrafts) -> [UnknownTab] {
        var unknown: [UnknownTab] = []
        let kept = Set(snapshot.windows.map(\.id))
        for id in order where !kept.contains(id) { remove(id, reason: .program) }
        for saved in snapshot.windows {
            if contents[saved.id] == nil { add(saved.id, frame: saved.frame) }
            frames[saved.id] = saved.frame
        }
        for saved in snapshot.windows {
            let others = snapshot.windows.filter { $0.id != saved.id }.compactMap { contents[$0.id]?.navigation.snapshot() }
            let inUse = Set(others.flatMap { $0.tabs.flatMap(\.flow.allIDs) })
            let unknownTabs = contents[saved.id]?.navigation.restore(saved.tabs, reason: .program, alsoInUse: inUse,
                                                                     drafts: drafts.inWindow(saved.id)) ?? []
            unknown += unknownTabs.map { UnknownTab(window: saved.id, name: $0.name, screens: $0.screens) }
        }
        order = snapshot.windows.map(\.id)
        return unknown
    }

    // MARK: Opening and closing

    /// How the journal names window `id`.
    static func place(of id: WindowID) -> String { "window \(id.rawValue)" }

    private func add(_ id: WindowID, frame: WindowFrame?) {
        nextID = max(nextID, id.rawValue + 1)
        let window = make(id)
        contents[id] = window
        frames[id] = frame
        order.append(id)
        journal.record(.windowOpened(id), place: Self.place(of: id))
        window.navigation.record(in: journal, window: Self.place(of: id))
    }

    private func remove(_ id: WindowID, reason: LeaveReason) {
        guard let window = contents[id] else { return }
        order.removeAll { $0 == id }
        frames[id] = nil
        // What the window shows leaves as a level's screens do, so their callbacks run.
        window.navigation.close(reason: reason)
        contents[id] = nil
        journal.record(.windowClosed(id), place: Self.place(of: id))
    }
}
