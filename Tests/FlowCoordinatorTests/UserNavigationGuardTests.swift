import Testing
import FlowCoordinator
import FlowTestSupport

/// Guards apply to the user wherever the user acts. A guard can ask (`.ask`): the state shows its
/// question as a confirmation dialog on the guard's level and, if the user confirms, asks the
/// remaining guards (top first) and then navigates as the user asked, with reason `.user`. The
/// forced forms (`select`, `close`, `restore`, `pop`, `open`) never ask.
@MainActor
@Suite("Guards that ask")
struct UserNavigationGuardTests {
    private func makeTabs() -> TabFlowState<TestTab> {
        TabFlowState(tabs: TestTab.allCases)
    }

    /// A sheet on the items tab whose guard asks, logging when it leaves.
    private func guardedSheet(
        over level: FlowState, _ name: String, log: Recorder<String>, hostsNavigation: Bool = false
    ) -> FlowState {
        let sheet = level.present(name, hostsNavigation: hostsNavigation) { (d: Leaving<Void>) in
            log.record("\(name) \(d.reason)")
        }.level!
        sheet.confirmLeaving(when: { true }, title: "Discard \(name)?")
        return sheet
    }

    // MARK: Switching tabs

    @Test("switching tabs with a guarded sheet on the old tab asks on that sheet and does not switch")
    func tabSwitchAsks() throws {
        let tabs = makeTabs()
        let log = Recorder<String>()
        let sheet = guardedSheet(over: tabs[.items], "card", log: log)

        #expect(tabs.userSelected(.wallet) == .refused)

        #expect(tabs.selectedTab == .items)
        #expect(tabs[.items].presented === sheet)
        let question = try #require(sheet.confirmationDialog)
        #expect(question.title == "Discard card?")
        #expect(question.buttons.map(\.label) == ["Discard", "Keep Editing"])
        #expect(question.buttons.map(\.role) == [.destructive, .cancel])
        #expect(tabs[.items].dialog == nil, "the question is on the sheet the guard belongs to")
        #expect(log.values.isEmpty)
    }

    @Test("confirming switches the tab and closes the sheet, its callback once with reason .user")
    func tabSwitchConfirmed() {
        let tabs = makeTabs()
        let log = Recorder<String>()
        let sheet = guardedSheet(over: tabs[.items], "card", log: log)
        tabs.userSelected(.wallet)

        #expect(sheet.choose("Discard") == .applied)

        #expect(tabs.selectedTab == .wallet)
        #expect(tabs[.items].presented == nil)
        #expect(sheet.isClosed)
        #expect(log.values == ["card user"])
    }

    @Test("keeping editing stays on the tab with the sheet open")
    func tabSwitchKept() {
        let tabs = makeTabs()
        let log = Recorder<String>()
        let sheet = guardedSheet(over: tabs[.items], "card", log: log)
        tabs.userSelected(.wallet)

        sheet.choose("Keep Editing")

        #expect(tabs.selectedTab == .items)
        #expect(tabs[.items].presented === sheet)
        #expect(sheet.dialog == nil)
        #expect(log.values.isEmpty)
    }

    @Test("a guard that allows lets the tab switch at once")
    func tabSwitchAllowed() throws {
        let tabs = makeTabs()
        let log = Recorder<LeaveReason>()
        let sheet = tabs[.items].present("sheet") { (d: Leaving<Void>) in log.record(d.reason) }.level!
        let asked = Recorder<Void>()
        sheet.setLeaveGuard(for: try #require(sheet.presentation?.id)) { asked.record(()); return .allow }

        #expect(tabs.userSelected(.wallet) == .applied)

        #expect(tabs.selectedTab == .wallet)
        #expect(sheet.isClosed)
        #expect(asked.count == 1)
        #expect(log.values == [.user])
    }

    @Test("a guard that refuses keeps the tab and shows nothing of the state's own")
    func tabSwitchRefused() throws {
        let tabs = makeTabs()
        let sheet = tabs[.items].present("sheet")
        sheet.setLeaveGuard(for: try #require(sheet.presentation?.id)) { .refuse }

        #expect(tabs.userSelected(.wallet) == .refused)
        #expect(tabs.selectedTab == .items)
        #expect(tabs[.items].presented === sheet)
        #expect(sheet.dialog == nil)
    }

    @Test("two guarded sheets, one over the other: asked top first, and both confirmations are needed")
    func tabSwitchTwoQuestions() throws {
        let tabs = makeTabs()
        let log = Recorder<String>()
        let lower = guardedSheet(over: tabs[.items], "A", log: log, hostsNavigation: true)
        let upper = guardedSheet(over: lower, "B", log: log)

        #expect(tabs.userSelected(.wallet) == .refused)
        #expect(upper.dialog?.title == "Discard B?")
        #expect(lower.dialog == nil)

        upper.choose("Discard")
        #expect(tabs.selectedTab == .items, "the lower sheet has not answered yet")
        #expect(lower.presented === upper && !upper.isClosed)
        #expect(lower.dialog?.title == "Discard A?")
        #expect(log.values.isEmpty)

        lower.choose("Discard")
        #expect(tabs.selectedTab == .wallet)
        #expect(tabs[.items].presented == nil)
        #expect(log.values == ["B user", "A user"])
    }

    @Test("keeping editing at the second question changes nothing")
    func tabSwitchSecondKept() {
        let tabs = makeTabs()
        let log = Recorder<String>()
        let lower = guardedSheet(over: tabs[.items], "A", log: log, hostsNavigation: true)
        let upper = guardedSheet(over: lower, "B", log: log)
        tabs.userSelected(.wallet)
        upper.choose("Discard")
        lower.choose("Keep Editing")

        #expect(tabs.selectedTab == .items)
        #expect(tabs[.items].presented === lower && lower.presented === upper)
        #expect(log.values.isEmpty)
    }

    @Test("selecting a tab programmatically never asks")
    func selectNeverAsks() {
        let tabs = makeTabs()
        let log = Recorder<String>()
        let sheet = guardedSheet(over: tabs[.items], "card", log: log)
        tabs.select(.wallet)
        #expect(tabs.selectedTab == .wallet)
        #expect(sheet.isClosed)
        #expect(log.values == ["card program"])
    }

    // MARK: Back, pop to root, close

    @Test("going back from an entry whose guard asks: the question on its level; confirming pops it with reason .user")
    func backAsks() throws {
        let state = FlowState.mock(path: ["list"])
        let log = Recorder<LeaveReason>()
        let editor = state.push("editor") { (d: Leaving<Void>) in log.record(d.reason) }.id
        state.setLeaveGuard(for: editor) { .ask(LeaveQuestion("Discard your changes?", message: "They will be lost.")) }

        #expect(state.userWentBack(from: editor) == .refused)
        let question = try #require(state.confirmationDialog)
        #expect(question.title == "Discard your changes?")
        #expect(question.message == "They will be lost.")
        #expect(question.buttons.map(\.label) == ["Discard", "Keep Editing"])
        #expect(state.topEntry?.id == editor)

        state.choose("Discard")
        #expect(state.links == anyLinks("list"))
        #expect(log.values == [.user])
    }

    @Test("confirming goes on with what was asked: popping to the root asks each guard once, top first")
    func popToRootAsksInTurn() {
        let state = FlowState()
        let asked = Recorder<String>()
        for (name, asks) in [("1", true), ("2", false), ("3", true)] {
            let id = state.push(name)
            state.setLeaveGuard(for: id) {
                asked.record(name)
                return asks ? .ask(LeaveQuestion("Leave \(name)?", confirm: "Leave", keep: "Stay")) : .allow
            }
        }

        #expect(state.userPoppedToRoot() == .refused)
        #expect(state.dialog?.title == "Leave 3?")
        state.choose("Leave")
        #expect(state.dialog?.title == "Leave 1?")
        #expect(state.path.count == 3)
        state.choose("Leave")

        #expect(state.path.isEmpty)
        #expect(asked.values == ["3", "2", "1"])
    }

    @Test("a question answered once what it asked about is gone does nothing more")
    func lateConfirmation() {
        let state = FlowState.mock(path: ["list"])
        let editor = state.push("editor")
        state.setLeaveGuard(for: editor) { .ask(LeaveQuestion("Discard?")) }
        state.userWentBack(from: editor)
        state.pop()  // the program got there first
        let other = state.push("other")

        state.choose("Discard")
        #expect(state.path.map(\.id).last == other)
        #expect(state.path.count == 2)
    }

    @Test("going back from the entry a sheet belongs to asks the sheet's guard first, then pops both")
    func backAsksOwnedSheet() throws {
        let root = FlowState.mock(path: ["list"])
        let log = Recorder<String>()
        let detail = root.push("detail") { (d: Leaving<Void>) in log.record("detail \(d.reason)") }.id
        let sheet = guardedSheet(over: root, "sheet", log: log)

        #expect(root.userWentBack(from: detail) == .refused)
        #expect(sheet.dialog?.title == "Discard sheet?")
        sheet.choose("Discard")

        #expect(root.links == anyLinks("list"))
        #expect(log.values == ["sheet user", "detail user"])
    }

    @Test("closing a window whose guards ask: each question in turn, top first")
    func closeAsksInTurn() throws {
        let root = FlowState()
        let log = Recorder<String>()
        let flow = guardedSheet(over: root, "flow", log: log, hostsNavigation: true)
        let step = flow.push("step")
        flow.setLeaveGuard(for: step) { .ask(LeaveQuestion("Leave this step?")) }

        #expect(root.userClosed(try #require(flow.presentation?.id)) == .refused)
        #expect(flow.dialog?.title == "Leave this step?")
        flow.choose("Discard")
        #expect(flow.dialog?.title == "Discard flow?")
        flow.choose("Discard")
        #expect(root.presented == nil)
        #expect(log.values == ["flow user"])
    }

    @Test("userPopped(to:) asks the guards of the entries above, top first, then pops to the entry")
    func userPoppedTo() throws {
        let state = FlowState()
        let asked = Recorder<String>()
        let list = state.push("list")
        state.setLeaveGuard(for: list) { asked.record("list"); return .refuse }
        for name in ["a", "b"] {
            let id = state.push(name)
            state.setLeaveGuard(for: id) { asked.record(name); return .ask(LeaveQuestion("Leave \(name)?")) }
        }

        #expect(state.userPopped(to: list) == .refused)
        state.choose("Discard")
        #expect(state.userPopped(to: FlowID.next()) == .ignored)
        state.choose("Discard")

        #expect(state.path.map(\.id) == [list])
        #expect(asked.values == ["b", "a"], "the entry popped to stays, so its guard is not asked")
    }

    // MARK: A whole new state

    @Test("userNavigated(to:) asks the guards of everything that would leave, top first, then restores")
    func userNavigatedAsks() throws {
        let root = FlowState()
        let asked = Recorder<String>()
        let list = root.push("list")
        root.setLeaveGuard(for: list) { asked.record("list"); return .refuse }
        let editor = root.push("editor")
        root.setLeaveGuard(for: editor) { asked.record("editor"); return .ask(LeaveQuestion("Discard editor?")) }
        let sheet = root.present("sheet")
        sheet.setLeaveGuard(for: try #require(sheet.presentation?.id)) {
            asked.record("sheet")
            return .ask(LeaveQuestion("Discard sheet?"))
        }
        let target = FlowSnapshot(path: [root.path[0], FlowEntry("new")])

        #expect(root.userNavigated(to: target) == .refused)
        #expect(sheet.dialog?.title == "Discard sheet?")
        sheet.choose("Discard")
        #expect(root.dialog?.title == "Discard editor?")
        #expect(root.presented === sheet, "nothing changes before every question is answered")
        root.choose("Discard")

        #expect(root.snapshot() == target)
        #expect(asked.values == ["sheet", "editor"], "what stays is not asked")
    }

    @Test("restore never asks")
    func restoreNeverAsks() {
        let root = FlowState()
        let log = Recorder<String>()
        guardedSheet(over: root, "sheet", log: log)
        root.restore(FlowSnapshot())
        #expect(root.presented == nil)
        #expect(log.values == ["sheet program"])
    }

    @Test("a deep link the user opens asks the guards of what it replaces; what it keeps is not asked")
    func userOpenedAsks() throws {
        let root = FlowState.mock(path: ["list"])
        let listID = root.path[0].id
        root.setLeaveGuard(for: listID) { .refuse }
        let log = Recorder<String>()
        let sheet = guardedSheet(over: root, "sheet", log: log)

        #expect(root.userOpened(NavigationTarget(steps: [.push("list"), .push("detail")])) == .refused)
        #expect(sheet.dialog?.title == "Discard sheet?")
        sheet.choose("Discard")

        #expect(root.links == anyLinks("list", "detail"))
        #expect(root.path[0].id == listID)
        #expect(log.values == ["sheet user"])
    }

    @Test("a tabbed window's deep link to another tab asks the old tab's presentations first")
    func tabsUserOpenedAsks() {
        let tabs = makeTabs()
        let log = Recorder<String>()
        let sheet = guardedSheet(over: tabs[.items], "sheet", log: log)

        #expect(tabs.userOpened(NavigationTarget(steps: [.selectTab("wallet"), .push("query")])) == .refused)
        #expect(tabs.selectedTab == .items)
        #expect(tabs[.wallet].path.isEmpty)
        sheet.choose("Discard")

        #expect(tabs.selectedTab == .wallet)
        #expect(tabs[.wallet].links == anyLinks("query"))
        #expect(log.values == ["sheet user"])
    }

    @Test("a tabbed window's new state asks what would leave in each tab")
    func tabsUserNavigatedAsks() {
        let tabs = makeTabs()
        let asked = Recorder<String>()
        let entry = tabs[.profile].push("settings")
        tabs[.profile].setLeaveGuard(for: entry) { asked.record("settings"); return .refuse }
        var target = tabs.snapshot()
        target.tabs[2].flow = FlowSnapshot()

        #expect(tabs.userNavigated(to: target) == .refused)
        #expect(tabs[.profile].path.map(\.id) == [entry])
        #expect(asked.values == ["settings"])
    }
}
