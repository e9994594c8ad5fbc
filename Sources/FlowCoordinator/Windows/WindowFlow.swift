/// What one window of an app holds: its navigation, and whatever the app makes for it — the
/// coordinators of its tabs, which decide where that window goes and nowhere else.
///
/// ``WindowsState`` makes one for each window it opens. A plain ``TabFlowState`` is one, for an
/// app whose windows need no coordinator of their own.
@MainActor
public protocol WindowFlow: AnyObject {
    /// The window's tab type.
    associatedtype Tab: Hashable & Sendable & RawRepresentable where Tab.RawValue == String
    /// The window's navigation: the selected tab and every tab's state.
    var navigation: TabFlowState<Tab> { get }
}

extension TabFlowState: WindowFlow {
    /// The window's navigation: itself.
    public var navigation: TabFlowState<Tab> { self }
}
