import Testing
import FlowCoordinator
import FlowTestSupport

/// A window with tabs: one `FlowState` per tab, and only the selected tab presents.
@MainActor
@Suite("TabFlowState")
struct TabFlowStateTests {
    private func makeTabs(selected: TestTab? = nil) -> TabFlowState<TestTab> {
        TabFlowState(tabs: TestTab.allCases, selected: selected)
    }

    @Test("the first tab is selected unless another is named")
    func initialSelection() {
        #expect(makeTabs().selectedTab == .items)
        #expect(makeTabs(selected: .profile).selectedTab == .profile)
        #expect(makeTabs().tabs == TestTab.allCases)
    }

    @Test("each tab has its own state; selectedState is the selected tab's")
    func statePerTab() {
        let tabs = makeTabs()
        #expect(tabs[.items] !== tabs[.wallet])
        #expect(tabs[.items] === tabs[.items])
        #expect(tabs.selectedState === tabs[.items])
        tabs.select(.wallet)
        #expect(tabs.selectedState === tabs[.wallet])
    }

    @Test("selecting another tab keeps every tab's stack", arguments: [true, false])
    func selectKeepsStacks(byUser: Bool) {
        let tabs = makeTabs()
        tabs[.items].push(ContentLink.thirdLink)
        tabs[.wallet].push("query")

        if byUser { #expect(tabs.userSelected(.wallet) == .applied) } else { tabs.select(.wallet) }

        #expect(tabs.selectedTab == .wallet)
        #expect(tabs[.items].links == anyLinks(ContentLink.thirdLink))
        #expect(tabs[.wallet].links == anyLinks("query"))
    }

    @Test("selecting the selected tab programmatically pops it to root without asking its leave guards")
    func reselectProgrammatic() {
        let tabs = makeTabs()
        let asked = Recorder<Void>()
        let entry = tabs[.items].push("detail")
        tabs[.items].setLeaveGuard(for: entry) { asked.record(()); return .refuse }

        tabs.select(.items)
        #expect(tabs[.items].path.isEmpty)
        #expect(asked.count == 0)
    }

    @Test("the user reselecting the selected tab pops it to root, asking each screen's guard")
    func reselectByUser() {
        let tabs = makeTabs()
        let asked = Recorder<String>()
        for name in ["1", "2"] {
            let id = tabs[.items].push(name)
            tabs[.items].setLeaveGuard(for: id) { asked.record(name); return .allow }
        }
        #expect(tabs.userSelected(.items) == .applied)
        #expect(tabs[.items].path.isEmpty)
        #expect(asked.values == ["2", "1"])
        #expect(tabs.userSelected(.items) == .ignored, "already at the root")
    }

    @Test("the user selecting a tab this window does not have is ignored")
    func userSelectedUnknownTab() {
        let tabs = TabFlowState<TestTab>(tabs: [.items, .wallet])
        #expect(tabs.userSelected(.profile) == .ignored)
        #expect(tabs.selectedTab == .items)
    }

    @Test("a guard refusing keeps the reselected tab's stack")
    func reselectRefused() {
        let tabs = makeTabs()
        tabs[.items].push("list")
        let editor = tabs[.items].push("editor")
        tabs[.items].setLeaveGuard(for: editor) { .refuse }
        let before = tabs[.items].path

        #expect(tabs.userSelected(.items) == .refused)
        #expect(tabs[.items].path == before)
    }

    @Test("selecting another tab closes the previous tab's presentations and dialog, with the user's or the program's reason",
          arguments: [true, false])
    func switchClosesPrevious(byUser: Bool) {
        let tabs = makeTabs()
        let log = Recorder<Leaving<Int>>()
        let sheetResultResult = tabs[.items].present(ContentLink.sheetLink(item: "a")) { (d: Leaving<Int>) in log.record(d) }
        let sheetResult = sheetResultResult.level!
        let sheet = sheetResult
        sheet.present(ContentLink.thirdLink)
        tabs[.items].show(DialogState(alert: "Hello"))
        tabs[.wallet].push("kept")

        if byUser { tabs.userSelected(.wallet) } else { tabs.select(.wallet) }

        #expect(tabs[.items].presented == nil)
        #expect(tabs[.items].dialog == nil)
        #expect(sheet.isClosed)
        #expect(log.values == [Leaving(reason: byUser ? .user : .program, result: nil)])
        #expect(tabs[.wallet].links == anyLinks("kept"))
    }

    @Test("snapshot describes every tab; restore onto a fresh window gives the same snapshot")
    func snapshotRoundTrip() throws {
        let tabs = makeTabs()
        tabs[.items].setPath([ContentLink.firstLink(text: "a"), ContentLink.thirdLink])
        tabs.select(.wallet)
        tabs[.wallet].push("query")
        let flow = tabs[.wallet].present(CheckoutLink.cart, style: .cover, hostsNavigation: true)
        flow.push(CheckoutLink.address)

        let saved = tabs.snapshot()
        #expect(saved.selectedTab == "wallet")
        #expect(saved.tabs.map(\.name) == ["items", "wallet", "profile"])
        #expect(saved["items"]?.root.path == tabs[.items].path.entries)
        #expect(saved["wallet"]?.levels.count == 2)
        #expect(saved["nope"] == nil)

        let restored = makeTabs()
        restored.restore(saved)
        #expect(restored.snapshot() == saved)
        #expect(restored.selectedTab == .wallet)
        #expect(try #require(restored[.wallet].presented).path == flow.path)
    }

    @Test("restore ignores unknown tab names and leaves tabs it does not name alone")
    func restorePartial() {
        let tabs = makeTabs()
        tabs[.profile].push("settings")
        let itemsFlow = FlowSnapshot(path: [FlowEntry("restored")])
        tabs.restore(TabsSnapshot(selectedTab: "unknown", tabs: [
            TabSnapshot(name: "items", flow: itemsFlow),
            TabSnapshot(name: "unknown", flow: FlowSnapshot(path: [FlowEntry("x")])),
        ]))
        #expect(tabs.selectedTab == .items)
        #expect(tabs[.items].snapshot() == itemsFlow)
        #expect(tabs[.profile].links == anyLinks("settings"))
    }

    @Test("restoring another selected tab switches to it")
    func restoreSwitchesTab() {
        let tabs = makeTabs()
        tabs[.items].present("sheet")
        var saved = tabs.snapshot()
        saved.selectedTab = "profile"
        saved.tabs[0].flow = FlowSnapshot()
        tabs.restore(saved)
        #expect(tabs.selectedTab == .profile)
        #expect(tabs[.items].presented == nil)
    }

    // MARK: Planning a tabbed window

    @Test("an unchanged tabbed window gives no commands")
    func tabPlanNoChange() {
        let tabs = makeTabs()
        tabs[.items].push("a")
        let snapshot = tabs.snapshot()
        #expect(NavigationPlanner.plan(from: snapshot, to: snapshot).isEmpty)
    }

    @Test("switching tabs alone is one animated selectTab")
    func tabPlanSwitchOnly() {
        let tabs = makeTabs()
        let old = tabs.snapshot()
        tabs.select(.profile)
        #expect(NavigationPlanner.plan(from: old, to: tabs.snapshot()) == [.selectTab("profile", animated: true)])
    }

    @Test("a tab switch plus a push in the new tab: select first, then the push, animated")
    func tabPlanSwitchAndPush() {
        let tabs = makeTabs()
        let old = tabs.snapshot()
        tabs.select(.wallet)
        let query = tabs[.wallet].push("query")

        let commands = NavigationPlanner.plan(from: old, to: tabs.snapshot())
        #expect(commands == [
            .selectTab("wallet", animated: false),
            .push([FlowEntry(id: query, link: AnyFlowLink("query"))], onto: StackLocation(tab: "wallet"), animated: true),
        ])
    }

    @Test("the previous tab's windows close before the switch; the selected tab's commands come last")
    func tabPlanSelectedLast() throws {
        let tabs = makeTabs()
        let sheet = tabs[.items].present("sheet")
        let sheetID = try #require(sheet.presentation?.id)
        let old = tabs.snapshot()

        tabs.select(.wallet)
        let profileEntry = tabs[.profile].push("profile-entry")  // a hidden tab changes too
        let walletEntry = tabs[.wallet].push("wallet-entry")
        let presentation = try #require(tabs[.wallet].present("wallet-sheet").presentation)

        let commands = NavigationPlanner.plan(from: old, to: tabs.snapshot())
        #expect(commands == [
            .dismiss(sheetID, animated: false),
            .selectTab("wallet", animated: false),
            .push([FlowEntry(id: profileEntry, link: AnyFlowLink("profile-entry"))],
                  onto: StackLocation(tab: "profile"), animated: false),
            .push([FlowEntry(id: walletEntry, link: AnyFlowLink("wallet-entry"))],
                  onto: StackLocation(tab: "wallet"), animated: false),
            .present(presentation, path: [], over: StackLocation(tab: "wallet"), animated: true),
        ])
    }

    @Test("a switch while only a hidden tab's stack changes animates the switch, not the hidden push")
    func tabPlanHiddenChangeNotAnimated() {
        let tabs = makeTabs()
        let old = tabs.snapshot()
        let hidden = tabs[.profile].push("hidden")
        tabs.select(.wallet)

        #expect(NavigationPlanner.plan(from: old, to: tabs.snapshot()) == [
            .selectTab("wallet", animated: true),
            .push([FlowEntry(id: hidden, link: AnyFlowLink("hidden"))], onto: StackLocation(tab: "profile"), animated: false),
        ])
    }

    @Test("a change only in a hidden tab animates nothing")
    func tabPlanOnlyHiddenChange() {
        let tabs = makeTabs()
        let old = tabs.snapshot()
        tabs[.profile].push("hidden")
        #expect(NavigationPlanner.plan(from: old, to: tabs.snapshot()).allSatisfy { !$0.isAnimated })
    }

    @Test("with the same selected tab, that tab's stack change is planned after the others'")
    func tabPlanSameTabOrder() {
        let tabs = makeTabs(selected: .profile)
        let old = tabs.snapshot()
        tabs[.profile].push("p")
        tabs[.items].push("h")
        let commands = NavigationPlanner.plan(from: old, to: tabs.snapshot())
        guard case .push(_, let lastLocation, animated: true)? = commands.last else {
            Issue.record("expected an animated push last: \(commands)")
            return
        }
        #expect(lastLocation == StackLocation(tab: "profile"))
        #expect(commands.count == 2)
    }
}
