import Testing
import FlowCoordinator

/// A window with tabs: one `FlowState` per tab, and only the selected tab presents.
@MainActor
@Suite("TabFlowState")
struct TabFlowStateTests {
    private func makeTabs(selected: AppTab? = nil) -> TabFlowState<AppTab> {
        TabFlowState(tabs: AppTab.allCases, selected: selected)
    }

    @Test("the first tab is selected unless another is named")
    func initialSelection() {
        #expect(makeTabs().selectedTab == .home)
        #expect(makeTabs(selected: .profile).selectedTab == .profile)
        #expect(makeTabs().tabs == AppTab.allCases)
    }

    @Test("each tab has its own state; selectedState is the selected tab's")
    func statePerTab() {
        let tabs = makeTabs()
        #expect(tabs[.home] !== tabs[.search])
        #expect(tabs[.home] === tabs[.home])
        #expect(tabs.selectedState === tabs[.home])
        tabs.select(.search)
        #expect(tabs.selectedState === tabs[.search])
    }

    @Test("selecting another tab keeps every tab's stack", arguments: [true, false])
    func selectKeepsStacks(byUser: Bool) {
        let tabs = makeTabs()
        tabs[.home].push(ContentLink.thirdLink)
        tabs[.search].push("query")

        if byUser { #expect(tabs.userSelected(.search) == .applied) } else { tabs.select(.search) }

        #expect(tabs.selectedTab == .search)
        #expect(tabs[.home].links == anyLinks(ContentLink.thirdLink))
        #expect(tabs[.search].links == anyLinks("query"))
    }

    @Test("selecting the selected tab programmatically pops it to root without asking guards")
    func reselectProgrammatic() {
        let tabs = makeTabs()
        let asked = CallLog<Void>()
        let entry = tabs[.home].push("detail")
        tabs[.home].setLeaveGuard(for: entry) { asked.record(()); return .refuse }

        tabs.select(.home)
        #expect(tabs[.home].path.isEmpty)
        #expect(asked.count == 0)
    }

    @Test("the user reselecting the selected tab pops it to root, asking each screen's guard")
    func reselectByUser() {
        let tabs = makeTabs()
        let asked = CallLog<String>()
        for name in ["1", "2"] {
            let id = tabs[.home].push(name)
            tabs[.home].setLeaveGuard(for: id) { asked.record(name); return .allow }
        }
        #expect(tabs.userSelected(.home) == .applied)
        #expect(tabs[.home].path.isEmpty)
        #expect(asked.items == ["2", "1"])
        #expect(tabs.userSelected(.home) == .ignored, "already at the root")
    }

    @Test("the user selecting a tab this window does not have is ignored")
    func userSelectedUnknownTab() {
        let tabs = TabFlowState<AppTab>(tabs: [.home, .search])
        #expect(tabs.userSelected(.profile) == .ignored)
        #expect(tabs.selectedTab == .home)
    }

    @Test("a guard refusing keeps the reselected tab's stack")
    func reselectRefused() {
        let tabs = makeTabs()
        tabs[.home].push("list")
        let editor = tabs[.home].push("editor")
        tabs[.home].setLeaveGuard(for: editor) { .refuse }
        let before = tabs[.home].path

        #expect(tabs.userSelected(.home) == .refused)
        #expect(tabs[.home].path == before)
    }

    @Test("selecting another tab dismisses the previous tab's presentations and dialog, with the user's or the program's reason",
          arguments: [true, false])
    func switchDismissesPrevious(byUser: Bool) {
        let tabs = makeTabs()
        let log = CallLog<Dismissal<Int>>()
        let sheetResultResult = tabs[.home].present(ContentLink.sheetLink(item: "a")) { (d: Dismissal<Int>) in log.record(d) }
        let sheetResult = sheetResultResult.level!
        let sheet = sheetResult
        sheet.present(ContentLink.thirdLink)
        tabs[.home].show(DialogState(alert: "Hello"))
        tabs[.search].push("kept")

        if byUser { tabs.userSelected(.search) } else { tabs.select(.search) }

        #expect(tabs[.home].presented == nil)
        #expect(tabs[.home].dialog == nil)
        #expect(sheet.isDismissed)
        #expect(log.items == [Dismissal(reason: byUser ? .user : .program, result: nil)])
        #expect(tabs[.search].links == anyLinks("kept"))
    }

    @Test("snapshot describes every tab; restore onto a fresh window gives the same snapshot")
    func snapshotRoundTrip() throws {
        let tabs = makeTabs()
        tabs[.home].setPath([ContentLink.firstLink(text: "a"), ContentLink.thirdLink])
        tabs.select(.search)
        tabs[.search].push("query")
        let flow = tabs[.search].present(CheckoutLink.cart, style: .cover, hostsNavigation: true)
        flow.push(CheckoutLink.address)

        let saved = tabs.snapshot()
        #expect(saved.selectedTab == "search")
        #expect(saved.tabs.map(\.name) == ["home", "search", "profile"])
        #expect(saved["home"]?.root.path == tabs[.home].path.entries)
        #expect(saved["search"]?.levels.count == 2)
        #expect(saved["nope"] == nil)

        let restored = makeTabs()
        restored.restore(saved)
        #expect(restored.snapshot() == saved)
        #expect(restored.selectedTab == .search)
        #expect(try #require(restored[.search].presented).path == flow.path)
    }

    @Test("restore ignores unknown tab names and leaves tabs it does not name alone")
    func restorePartial() {
        let tabs = makeTabs()
        tabs[.profile].push("settings")
        let home = FlowSnapshot(path: [FlowEntry("restored")])
        tabs.restore(TabsSnapshot(selectedTab: "unknown", tabs: [
            TabSnapshot(name: "home", flow: home),
            TabSnapshot(name: "unknown", flow: FlowSnapshot(path: [FlowEntry("x")])),
        ]))
        #expect(tabs.selectedTab == .home)
        #expect(tabs[.home].snapshot() == home)
        #expect(tabs[.profile].links == anyLinks("settings"))
    }

    @Test("restoring another selected tab switches to it")
    func restoreSwitchesTab() {
        let tabs = makeTabs()
        tabs[.home].present("sheet")
        var saved = tabs.snapshot()
        saved.selectedTab = "profile"
        saved.tabs[0].flow = FlowSnapshot()
        tabs.restore(saved)
        #expect(tabs.selectedTab == .profile)
        #expect(tabs[.home].presented == nil)
    }

    // MARK: Planning a tabbed window

    @Test("an unchanged tabbed window gives no commands")
    func tabPlanNoChange() {
        let tabs = makeTabs()
        tabs[.home].push("a")
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
        tabs.select(.search)
        let query = tabs[.search].push("query")

        let commands = NavigationPlanner.plan(from: old, to: tabs.snapshot())
        #expect(commands == [
            .selectTab("search", animated: false),
            .push([FlowEntry(id: query, link: AnyFlowLink("query"))], onto: StackLocation(tab: "search"), animated: true),
        ])
    }

    @Test("the previous tab's windows close before the switch; the selected tab's commands come last")
    func tabPlanSelectedLast() throws {
        let tabs = makeTabs()
        let sheet = tabs[.home].present("sheet")
        let sheetID = try #require(sheet.presentation?.id)
        let old = tabs.snapshot()

        tabs.select(.search)
        let profileEntry = tabs[.profile].push("profile-entry")  // a hidden tab changes too
        let searchEntry = tabs[.search].push("search-entry")
        let presentation = try #require(tabs[.search].present("search-sheet").presentation)

        let commands = NavigationPlanner.plan(from: old, to: tabs.snapshot())
        #expect(commands == [
            .dismiss(sheetID, animated: false),
            .selectTab("search", animated: false),
            .push([FlowEntry(id: profileEntry, link: AnyFlowLink("profile-entry"))],
                  onto: StackLocation(tab: "profile"), animated: false),
            .push([FlowEntry(id: searchEntry, link: AnyFlowLink("search-entry"))],
                  onto: StackLocation(tab: "search"), animated: false),
            .present(presentation, path: [], over: StackLocation(tab: "search"), animated: true),
        ])
    }

    @Test("a switch while only a hidden tab's stack changes animates the switch, not the hidden push")
    func tabPlanHiddenChangeNotAnimated() {
        let tabs = makeTabs()
        let old = tabs.snapshot()
        let hidden = tabs[.profile].push("hidden")
        tabs.select(.search)

        #expect(NavigationPlanner.plan(from: old, to: tabs.snapshot()) == [
            .selectTab("search", animated: true),
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
        tabs[.home].push("h")
        let commands = NavigationPlanner.plan(from: old, to: tabs.snapshot())
        guard case .push(_, let lastLocation, animated: true)? = commands.last else {
            Issue.record("expected an animated push last: \(commands)")
            return
        }
        #expect(lastLocation == StackLocation(tab: "profile"))
        #expect(commands.count == 2)
    }
}
