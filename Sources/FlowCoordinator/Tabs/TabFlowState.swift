import Observation

/// A window with tabs: the selected tab and one ``FlowState`` per tab.
///
/// Only the selected tab presents: selecting another tab closes the sheets, covers and
/// dialogs of the others, so a window never floats over a tab it does not belong to. When the
/// user selects another tab, the guards of those presentations are asked first. Selecting the
/// tab that is already selected pops it to its root.
@Observable
@MainActor
public final class TabFlowState<Tab: Hashable & Sendable & RawRepresentable> where Tab.RawValue == String {
    /// The tabs, in the order they are shown.
    @ObservationIgnored public let tabs: [Tab]
    /// The tab on screen.
    public private(set) var selectedTab: Tab {
        get { selection.read(); return selectedStorage }
        set { selection.change { selectedStorage = newValue } }
    }
    /// What observers of ``selectedTab`` follow: a key path into this generic class would be
    /// made anew at every read (`ObservationToken`).
    @ObservationIgnored private let selection = ObservationToken()
    @ObservationIgnored private var selectedStorage: Tab
    @ObservationIgnored private let states: [Tab: FlowState]
    @ObservationIgnored private var journal: NavigationJournal?
    @ObservationIgnored private var journalWindow = ""

    /// A window with `tabs`, showing `selected` (the first tab unless given), each tab with an empty ``FlowState`` of its own.
    public init(tabs: [Tab], selected: Tab? = nil) {
        precondition(!tabs.isEmpty, "TabFlowState needs at least one tab")
        precondition(Set(tabs).count == tabs.count, "TabFlowState: a tab appears twice in \(tabs)")
        self.tabs = tabs
        selectedStorage = selected ?? tabs[0]
        states = Dictionary(uniqueKeysWithValues: tabs.map { ($0, FlowState()) })
        let toasts = ToastQueue()
        for state in states.values { state.windowToasts = toasts }
    }

    /// The window's toasts: the same queue as each tab's ``FlowState/toasts``.
    public var toasts: ToastQueue { selectedState.toasts }

    /// The navigation state of one tab.
    public subscript(tab: Tab) -> FlowState {
        guard let state = states[tab] else { preconditionFailure("\(tab) is not one of \(tabs)") }
        return state
    }

    /// The navigation state of the selected tab.
    public var selectedState: FlowState { self[selectedTab] }

    /// Selects `tab` programmatically; selecting the selected tab pops it to root. Never asks a
    /// guard.
    public func select(_ tab: Tab) {
        if tab == selectedTab {
            self[tab].popToRoot()
        } else {
            switchTab(to: tab, reason: .program)
        }
    }

    /// The user selected `tab` (a click on the tab switcher). Selecting another tab asks the
    /// guards of the selected tab's presentations first, top first (a question shows on its
    /// sheet, and the switch happens if the user confirms), then closes them with reason
    /// `.user`. Reselecting the selected tab pops it to root, asking each screen's guard.
    @discardableResult
    public func userSelected(_ tab: Tab) -> UserEventOutcome {
        guard states[tab] != nil else { return .ignored }
        if tab == selectedTab { return self[tab].userPoppedToRoot() }
        return FlowState.navigate { [weak self] in
            guard let self, tab != selectedTab else { return nil }
            return GuardedNavigation(guards: selectedState.presented?.guardsForClosing ?? []) { [weak self] in
                self?.switchTab(to: tab, reason: .user)
            }
        }
    }

    /// Everything in every tab leaves, top first, with `reason`: the window closes.
    func close(reason: LeaveReason) {
        for tab in tabs { self[tab].restore(FlowSnapshot(), reason: reason) }
    }

    private func switchTab(to tab: Tab, reason: LeaveReason) {
        let previous = self[selectedTab]
        selectedTab = tab
        journal?.record(.tabSelected(tab.rawValue), place: journalWindow)
        previous.removePresented(reason: reason, result: nil)
        previous.closeDialog()
    }

    // MARK: Snapshots

    /// The whole window's state as a value.
    public func snapshot() -> TabsSnapshot {
        TabsSnapshot(selectedTab: selectedTab.rawValue,
                     tabs: tabs.map { TabSnapshot(name: $0.rawValue, flow: self[$0].snapshot()) })
    }

    /// The drafts of every tab's screens (``FlowState/drafts()``).
    public func drafts() -> ScreenDrafts {
        var drafts = ScreenDrafts()
        for tab in tabs { drafts.merge(self[tab].drafts().ofTab(tab.rawValue)) }
        return drafts
    }

    /// What the screens of every tab hold that their drafts leave out
    /// (``FlowState/unkeptInput()``), selected tab first.
    public func unkeptInput() -> [(tab: Tab, level: FlowState, what: String)] {
        ([selectedTab] + tabs.filter { $0 != selectedTab }).flatMap { tab in
            self[tab].unkeptInput().map { (tab, $0.level, $0.what) }
        }
    }

    /// Makes every tab named in `snapshot` match it and selects its tab, as
    /// ``FlowState/restore(_:drafts:)`` does for each; no restored identity is one another tab uses.
    /// Tabs not named are left as they are. A saved tab this window does not have (renamed or
    /// removed since) restores nothing and is returned, to be reported.
    /// `drafts`, by the snapshot's identities, are handed to the restored screens
    /// (``FlowState/restoredDraft(_:for:)``).
    @discardableResult
    public func restore(_ snapshot: TabsSnapshot, drafts: ScreenDrafts = ScreenDrafts()) -> [UnknownTab] {
        NavigationJournal.during(.restore) { restore(snapshot, reason: .program, drafts: drafts) }
    }

    /// Records every change of this window's tabs in `journal`, each tab as the place
    /// "`window` · tab" (or the window's name alone, for a window without tabs).
    public func record(in journal: NavigationJournal?, window: String) {
        self.journal = journal
        journalWindow = window
        for tab in tabs {
            self[tab].record(in: journal, as: tab.rawValue.isEmpty ? window : "\(window) · \(tab.rawValue)")
        }
    }

    /// `restore(_:drafts:)`, with the reason the leavers are given, renumbering the identities
    /// `alsoInUse` holds too (another window's).
    @discardableResult
    func restore(_ snapshot: TabsSnapshot, reason: LeaveReason, alsoInUse: Set<FlowID> = [],
                 drafts: ScreenDrafts = ScreenDrafts()) -> [UnknownTab] {
        var unknown: [UnknownTab] = []
        for tabSnapshot in snapshot.tabs {
            guard let tab = Tab(rawValue: tabSnapshot.name), states[tab] != nil else {
                unknown.append(UnknownTab(name: tabSnapshot.name, holding: tabSnapshot.flow))
                continue
            }
            let otherTabs = tabs.filter { $0 != tab }.flatMap { self[$0].snapshot().allIDs }
            self[tab].restore(tabSnapshot.flow, reason: reason, alsoInUse: alsoInUse.union(otherTabs),
                              drafts: drafts.inTab(tabSnapshot.name))
        }
        if let tab = Tab(rawValue: snapshot.selectedTab), states[tab] != nil, tab != selectedTab {
            switchTab(to: tab, reason: reason)
        }
        return unknown
    }
}

/// A window's state as a value: its tabs and the one selected. A window without tabs has one tab,
/// unnamed (``unnamedTab``, ``init(_:)``), so one value and one planner serve every window.
public struct TabsSnapshot: Hashable, Sendable {
    /// The name of the one tab of a window without tabs: "".
    public static let unnamedTab = ""

    /// The name of the tab on screen.
    public var selectedTab: String
    /// Every tab, in order, with its flow.
    public var tabs: [TabSnapshot]

    /// A tabbed state showing the tab named `selectedTab`.
    public init(selectedTab: String, tabs: [TabSnapshot]) {
        self.selectedTab = selectedTab
        self.tabs = tabs
    }

    /// A window without tabs, in the state `flow`: one unnamed tab.
    public init(_ flow: FlowSnapshot) {
        self.init(selectedTab: Self.unnamedTab, tabs: [TabSnapshot(name: Self.unnamedTab, flow: flow)])
    }

    /// The flow of the tab named `name`.
    public subscript(name: String) -> FlowSnapshot? {
        tabs.first { $0.name == name }?.flow
    }

    /// The flow of the selected tab: the whole state of a window without tabs.
    public var flow: FlowSnapshot {
        self[selectedTab] ?? FlowSnapshot()
    }
}

/// One tab of a ``TabsSnapshot``.
public struct TabSnapshot: Hashable, Sendable {
    /// The tab's name: the raw value of its tab.
    public var name: String
    /// The tab's navigation state.
    public var flow: FlowSnapshot

    /// The tab named `name`, in the state `flow`.
    public init(name: String, flow: FlowSnapshot) {
        self.name = name
        self.flow = flow
    }
}
