import FlowCoordinator
import Observation

/// Shows every window of a `WindowsState`, each as a ``FlowWindow``, and reports what the user
/// does to windows to the state first.
///
/// It observes the whole app's state, plans from what is on screen with
/// `NavigationPlanner.plan(from:to:)` for windows, and executes the commands in one main-loop
/// turn: it makes a window with `makeWindow` when one opens, hands each window its own navigation
/// commands, raises a window the state brings to the front, and destroys one that closes.
/// Focusing a window, resizing or maximizing it, and its close button go to the state
/// (`WindowsState/userFocused(_:)`, `WindowsState/userResized(_:to:)`, ``onCloseRequest``), and
/// the windows change only when the state does.
///
/// - Each window joins the running application (`Window/joinRunningApplication()`), so the app
///   runs while it has windows and its actions work in each; `makeWindow` need not add it.
/// - A window opens at the frame the state gives it (a restored window's), or else at the size
///   `makeWindow`'s `FlowWindow` was given, which the state then learns.
/// - Closing the last window quits the app with its windows kept as they were
///   (`WindowsState/userClosed(_:)`, `WindowsState/isQuitting`): the host calls ``onQuit``,
///   which by default ends the running application. Save the state when the application shuts
///   down (`Autosave/saveNow()`), and the next launch restores the window.
///
/// ```swift
/// let host = WindowsHost(app.windows) { id, window in
///     FlowWindow(tabs: window.navigation, destinations: destinations, title: "Notes", …)
/// }
/// host.show()
/// ```
///
/// A window without tabs is a `TabFlowState<NoTabs>`, shown by `FlowWindow(state:…)`:
///
/// ```swift
/// let windows = WindowsState { _ in TabFlowState<NoTabs>() }
/// let host = WindowsHost(windows) { _, window in
///     FlowWindow(state: window.navigation.stack, rootPage: …, destinations: destinations, title: "Bookmarks")
/// }
/// ```
@MainActor
public final class WindowsHost<Flow: WindowFlow> {
    /// The state shown.
    public let state: WindowsState<Flow>
    /// What a close button (or the window manager's close) does: by default, the state's
    /// `WindowsState/userClosed(_:)`, which asks the window's guards first.
    public var onCloseRequest: @MainActor (WindowID) -> Void
    /// What the host does when the user closed the last window (`WindowsState/isQuitting`): by
    /// default, ends the running application (`Application/quitRunning()`). An app that stays
    /// after all calls `WindowsState/stayOpen()`, and the next close calls this again.
    public var onQuit: @MainActor () -> Void = { Application.quitRunning() }
    private let makeWindow: @MainActor (WindowID, Flow) -> FlowWindow
    private var windows: [WindowID: FlowWindow] = [:]
    private var applied = WindowsSnapshot()
    private var applyScheduled = false
    /// Follows the navigation of the windows' levels (``apply()``).
    private lazy var navigationObserver = NavigationObserver { [weak self] in self?.stateWillChange() }
    private var quitCalled = false

    /// A host for `state`; `makeWindow` makes the window of each window that opens.
    public init(_ state: WindowsState<Flow>, makeWindow: @escaping @MainActor (WindowID, Flow) -> FlowWindow) {
        self.state = state
        self.makeWindow = makeWindow
        onCloseRequest = { [weak state] id in state?.userClosed(id) }
    }

    /// The window shown for `id`.
    public subscript(id: WindowID) -> FlowWindow? { windows[id] }

    /// The window the user focused last.
    public var focusedWindow: FlowWindow? { state.focusedLast.flatMap { windows[$0] } }

    /// Opens the state's windows, back to front, and follows it from now on. The GTK Inspector's
    /// Navigation page (``NavigationInspector``) shows the state from now on.
    public func show() {
        NavigationInspector.show(outline: { [weak state] in state?.outline() ?? [] }, journal: state.journal)
        apply()
    }

    /// Applies every change of state since the last call, now. Changes are otherwise applied on
    /// their own, once per main-loop turn.
    public func apply() {
        applyScheduled = false
        // What the windows show is followed by the host's own observer (see FlowWindow.apply).
        let (new, quitting) = withObservationTracking {
            navigationObserver.track {
                let snapshot = state.snapshot()
                for window in state.windows { _ = window.navigation.toasts.current }
                return (snapshot, state.isQuitting)
            }
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.stateWillChange() }
        }
        let commands = NavigationPlanner.plan(from: applied, to: new)
        applied = new
        var opened: [WindowID] = []
        for command in commands {
            switch command {
            case .open(let id, let frame):
                guard let flow = state[id] else { continue }
                let window = makeWindow(id, flow)
                adopt(window, id: id, frame: frame)
                opened.append(id)
            case .navigate(let id, let steps):
                guard let tabs = new[id]?.tabs else { continue }
                windows[id]?.apply(steps, reaching: tabs)
            case .raise(let id):
                windows[id]?.bringToFront()
            case .close(let id):
                windows.removeValue(forKey: id)?.destroyAll()
            }
        }
        for id in opened { windows[id]?.present() }
        for window in windows.values { window.showToast() }
        if quitting != quitCalled {
            quitCalled = quitting
            if quitting { onQuit() }
        }
    }

    /// Every way the windows differ from the state (``FlowWindow/stateMismatches()``), each
    /// named by its window, and windows open or missing.
    public func stateMismatches() -> [String] {
        var problems: [String] = applyScheduled ? ["a change of state is not applied yet"] : []
        let open = Set(state.order), shown = Set(windows.keys)
        if open != shown { problems.append("the state has windows \(open.sorted()), the screen \(shown.sorted())") }
        for id in state.order {
            problems += (windows[id]?.stateMismatches() ?? []).map { "\(id): \($0)" }
        }
        return problems
    }

    /// Whether every window's sheets and covers stand where they were placed
    /// (``FlowWindow/presentationsArePlaced``).
    public var presentationsArePlaced: Bool { windows.values.allSatisfy(\.presentationsArePlaced) }

    /// Whether every window has come to rest (``FlowWindow/isSettled``): every change of state
    /// applied, and nothing sliding or fading.
    public var isSettled: Bool {
        !applyScheduled && windows.values.allSatisfy(\.isSettled)
    }

    // MARK: Following the state

    private func adopt(_ window: FlowWindow, id: WindowID, frame: WindowFrame) {
        windows[id] = window
        window.hostApply = { [weak self] in self?.apply() }
        window.window.joinRunningApplication()
        if state.frames[id] != nil {
            window.window.setDefaultSize(width: frame.width, height: frame.height)
            if frame.isMaximized { window.window.maximize() }
        } else {
            let size = window.window.defaultSize
            state.userResized(id, to: WindowFrame(width: size.width, height: size.height))
        }
        window.onActivated = { [weak self] in self?.userFocused(id) }
        if window.onOpenInNewWindow == nil {
            window.onOpenInNewWindow = { [weak state] target in state?.open(showing: target) }
        }
        for property in ["default-width", "default-height", "maximized"] {
            window.window.onNotify(property) { [weak self, weak window] in
                guard let window = window?.window else { return }
                let size = window.defaultSize
                guard size.width > 0, size.height > 0 else { return }
                self?.state.userResized(id, to: WindowFrame(width: size.width, height: size.height, isMaximized: window.isMaximized))
            }
        }
        window.window.onCloseRequest { [weak self] in
            self?.onCloseRequest(id)
            return true
        }
    }

    /// The window manager gave a window the focus: it is in front already, so the applied state
    /// has it there too and nothing raises it again.
    private func userFocused(_ id: WindowID) {
        state.userFocused(id)
        if let index = applied.windows.firstIndex(where: { $0.id == id }) {
            applied.windows.append(applied.windows.remove(at: index))
        }
    }

    /// Observation calls this before the state changes: each window's applied paths become its
    /// hosts' (``FlowWindow``'s own reason), so the state's paths change in place.
    private func stateWillChange() {
        for index in applied.windows.indices {
            guard let window = windows[applied.windows[index].id] else { continue }
            window.refreshAppliedPaths()
            applied.windows[index].tabs = window.appliedTabs
        }
        guard !applyScheduled else { return }
        applyScheduled = true
        GtkRuntime.runWhenIdle { [weak self] in
            guard let self, self.applyScheduled else { return }
            self.apply()
        }
    }
}
