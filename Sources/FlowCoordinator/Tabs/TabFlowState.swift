import Observation

/// A window with tabs: the selected tab and one ``FlowState`` per tab.
///
/// Only the selected tab presents: selecting another tab dismisses the sheets, covers and
/// dialogs of the others, so a window never floats over a tab it does not belong to. Selecting
/// the tab that is already selected pops it to its root.
@Observable
@MainActor
public final class TabFlowState<Tab: Hashable & Sendable & RawRepresentable> where Tab.RawValue == String {
    /// The tabs, in the order they are shown.
    @ObservationIgnored public let tabs: [Tab]
    /// The tab on screen.
    public private(set) var selectedTab: Tab
    @ObservationIgnored private let states: [Tab: FlowState]

    public init(tabs: [Tab], selected: Tab? = nil) {
        precondition(!tabs.isEmpty, "TabFlowState needs at least one tab")
        precondition(Set(tabs).count == tabs.count, "TabFlowState: a tab appears twice in \(tabs)")
        self.tabs = tabs
        selectedTab = selected ?? tabs[0]
        states = Dictionary(uniqueKeysWithValues: tabs.map { ($0, FlowState()) })
    }

    /// The navigation state of one tab.
    public subscript(tab: Tab) -> FlowState {
        guard let state = states[tab] else { preconditionFailure("\(tab) is not one of \(tabs)") }
        return state
    }

    /// The navigation state of the selected tab.
    public var selectedState: FlowState { self[selectedTab] }

    /// Selects `tab` programmatically; selecting the selected tab pops it to root.
    public func select(_ tab: Tab) {
        if tab == selectedTab {
            self[tab].popToRoot()
        } else {
            switchTab(to: tab)
        }
    }

    /// The user selected `tab` (a click on the tab switcher). Reselecting the selected tab pops it
    /// to root, asking each screen's guard.
    @discardableResult
    public func userSelected(_ tab: Tab) -> UserEventOutcome {
        guard states[tab] != nil else { return .ignored }
        if tab == selectedTab { return self[tab].userPoppedToRoot() }
        switchTab(to: tab)
        return .applied
    }

    private func switchTab(to tab: Tab) {
        let previous = self[selectedTab]
        selectedTab = tab
        previous.dismissPresented()
        previous.dismissDialog()
    }

    // MARK: Snapshots

    /// The whole window's state as a value.
    public func snapshot() -> TabsSnapshot {
        TabsSnapshot(selectedTab: selectedTab.rawValue,
                     tabs: tabs.map { TabSnapshot(name: $0.rawValue, flow: self[$0].snapshot()) })
    }

    /// Makes every tab named in `snapshot` match it and selects its tab, as
    /// ``FlowState/restore(_:)`` does for each; no restored identity is one another tab uses.
    /// Unknown tab names are ignored; tabs not named are left as they are.
    public func restore(_ snapshot: TabsSnapshot) {
        for tabSnapshot in snapshot.tabs {
            guard let tab = Tab(rawValue: tabSnapshot.name) else { continue }
            let otherTabs = tabs.filter { $0 != tab }.flatMap { self[$0].snapshot().allIDs }
            self[tab].restore(tabSnapshot.flow, reason: .program, alsoInUse: Set(otherTabs))
        }
        if let tab = Tab(rawValue: snapshot.selectedTab), tab != selectedTab { switchTab(to: tab) }
    }
}

/// A tabbed window's state as a value.
public struct TabsSnapshot: Hashable, Sendable {
    public var selectedTab: String
    public var tabs: [TabSnapshot]

    public init(selectedTab: String, tabs: [TabSnapshot]) {
        self.selectedTab = selectedTab
        self.tabs = tabs
    }

    /// The flow of the tab named `name`.
    public subscript(name: String) -> FlowSnapshot? {
        tabs.first { $0.name == name }?.flow
    }
}

/// One tab of a ``TabsSnapshot``.
public struct TabSnapshot: Hashable, Sendable {
    public var name: String
    public var flow: FlowSnapshot

    public init(name: String, flow: FlowSnapshot) {
        self.name = name
        self.flow = flow
    }
}
