/// Every window of an app as a value: what ``NavigationPlanner/plan(from:to:)-(WindowsSnapshot,_)``
/// compares, what is saved, and what ``WindowsState/restore(_:drafts:)`` brings back.
public struct WindowsSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The windows in stacking order: the one the user focused last is last.
    public var windows: [WindowSnapshot]

    /// A state of `windows`, the one focused last last.
    public init(windows: [WindowSnapshot] = []) {
        self.windows = windows
    }

    /// The window focused last, if there is any.
    public var focusedLast: WindowSnapshot? { windows.last }

    /// The window `id`.
    public subscript(id: WindowID) -> WindowSnapshot? {
        windows.first { $0.id == id }
    }

    /// Every identity of every window's screens, presentations and dialogs.
    public var allIDs: [FlowID] {
        windows.flatMap { $0.tabs.tabs.flatMap(\.flow.allIDs) }
    }

    /// The windows, one per line.
    public var description: String {
        windows.map(\.description).joined(separator: "\n")
    }
}

/// One window of a ``WindowsSnapshot``: its identity, its frame and its navigation.
public struct WindowSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The window's identity.
    public var id: WindowID
    /// Its size and whether it is maximized.
    public var frame: WindowFrame
    /// Its navigation: the selected tab and every tab's state.
    public var tabs: TabsSnapshot

    /// The window `id`, of `frame`, showing `tabs`.
    public init(id: WindowID, frame: WindowFrame = .standard, tabs: TabsSnapshot) {
        self.id = id
        self.frame = frame
        self.tabs = tabs
    }

    /// The identity, the frame and the selected tab's state.
    public var description: String {
        "\(id) \(frame) \(tabs.selectedTab): \(tabs[tabs.selectedTab].map(\.description) ?? "")"
    }
}
