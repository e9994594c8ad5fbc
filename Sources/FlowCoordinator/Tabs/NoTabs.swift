/// The tab type of a window without tabs: its one tab is unnamed (its raw value is "",
/// ``TabsSnapshot/unnamedTab``), so there is nothing to name and no tab bar to show.
///
/// A ``WindowsState`` of windows with one stack each:
///
/// ```swift
/// let windows = WindowsState { _ in TabFlowState<NoTabs>() }
/// let host = WindowsHost(windows) { _, window in
///     FlowWindow(state: window.navigation.stack, rootPage: …, destinations: destinations, title: "Bookmarks")
/// }
/// ```
///
/// A saved window of such an app holds one tab named "", as a window shown by
/// `FlowWindow(state:…)` does, and restores into any window of either kind.
public enum NoTabs: String, Hashable, Sendable, CaseIterable {
    /// The window's one stack.
    case stack = ""
}

extension TabFlowState where Tab == NoTabs {
    /// A window without tabs: one stack, ``stack``.
    public convenience init() {
        self.init(tabs: [.stack])
    }

    /// The window's one navigation state.
    public var stack: FlowState { self[.stack] }
}
