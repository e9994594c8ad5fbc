/// A saved tab the window restoring it does not have: a tab renamed or removed since the state
/// was saved, or a window without tabs restored into one with tabs (or the other way round). Its
/// screens are not restored; ``TabFlowState/restore(_:drafts:)`` and
/// ``WindowsState/restore(_:drafts:)`` return one for each, so the app can say so instead of
/// showing an empty window as if nothing had been saved.
public struct UnknownTab: Hashable, Sendable, CustomStringConvertible {
    /// The saved window the tab was in, when a ``WindowsState`` restored it.
    public let window: WindowID?
    /// The saved tab's name ("" for a window without tabs, ``TabsSnapshot/unnamedTab``).
    public let name: String
    /// How many screens it held, pushed and presented, its root not counted.
    public let screens: Int

    /// The tab `name` of saved window `window`, which held `screens` screens.
    public init(window: WindowID? = nil, name: String, screens: Int) {
        self.window = window
        self.name = name
        self.screens = screens
    }

    /// The tab `name` that held `flow`.
    init(window: WindowID? = nil, name: String, holding flow: FlowSnapshot) {
        self.init(window: window, name: name,
                  screens: flow.levels.reduce(0) { $0 + $1.path.count + ($1.presentation == nil ? 0 : 1) })
    }

    /// For the terminal: "w2: the saved tab "notes" (3 screens) is not one of this window's".
    public var description: String {
        let tab = name == TabsSnapshot.unnamedTab ? "the saved window's stack" : "the saved tab \"\(name)\""
        let count = screens == 1 ? "1 screen" : "\(screens) screens"
        return (window.map { "\($0): " } ?? "") + "\(tab) (\(count)) is not one of this window's tabs"
    }
}
