import Testing
import FlowCoordinator
import FlowTestSupport

@Suite("Navigation targets")
@MainActor
struct NavigationTargetTests {
    let router = DLShop.router

    // MARK: Steps

    @Test("a step gives back its link as a concrete type, and nothing for another type or a tab")
    func stepLinks() {
        #expect(DLShop.detail(3).link(as: DLItemLink.self) == .detail(3))
        #expect(DLShop.checkoutCover.link(as: DLPurchaseLink.self) == .checkout)
        #expect(DLShop.detail(3).link(as: DLWalletLink.self) == nil)
        #expect(DLShop.tab(.items).link(as: String.self) == nil)
    }

    @Test("a presentation step defaults to a sheet without its own stack; erased links are not wrapped twice")
    func stepDefaults() {
        #expect(NavigationStep.present("help") == .present(link: AnyFlowLink("help"), style: .sheet, hostsNavigation: false))
        #expect(NavigationStep.push(AnyFlowLink(DLItemLink.detail(1))) == .push(DLItemLink.detail(1)))
        #expect(NavigationStep.push(AnyFlowLink(DLItemLink.detail(1))).link(as: DLItemLink.self) == .detail(1))
    }

    @Test("steps and targets describe themselves readably")
    func descriptions() {
        #expect(DLShop.tab(.items).description == "tab(items)")
        #expect(DLShop.checkoutCover.description.hasPrefix("cover("))
        #expect(NavigationStep.present("help").description.hasPrefix("sheet("))
        #expect(DLShop.detail(7).description.hasPrefix("push("))
        let target = NavigationTarget(steps: [DLShop.tab(.items), DLShop.detail(7)])
        #expect(target.description.hasPrefix("tab(items) → push("))
        #expect(NavigationTarget().description == "")
    }

    // MARK: The tab and the state a target leads to

    @Test("a target's tab is the last one it selects, or nil")
    func tab() {
        #expect(NavigationTarget().tab == nil)
        #expect(NavigationTarget(steps: [DLShop.detail(1)]).tab == nil)
        #expect(NavigationTarget(steps: [DLShop.tab(.items), DLShop.detail(1)]).tab == "items")
        #expect(NavigationTarget(steps: [DLShop.tab(.items), DLShop.tab(.wallet), DLShop.cards]).tab == "wallet")
    }

    @Test("an empty target leads to an empty root level")
    func emptyTarget() {
        let snapshot = NavigationTarget().flowSnapshot()
        #expect(snapshot.levels.count == 1)
        #expect(snapshot.root == LevelSnapshot(presentation: nil))
    }

    @Test("selecting a tab starts from that tab's root: earlier steps are dropped")
    func selectTabResets() {
        let target = NavigationTarget(steps: [DLShop.tab(.items), DLShop.detail(1), DLShop.checkoutCover,
                                              DLShop.tab(.wallet), DLShop.cards])
        #expect(DLLevel.of(target.flowSnapshot()) == [.root(DLWalletLink.cards)])
    }

    @Test("pushes after a presentation go onto the presented level's stack; presentations chain")
    func levelsChain() {
        let target = NavigationTarget(steps: [
            DLShop.detail(1), DLShop.checkoutCover, DLShop.cart, .present("help", style: .sheet), .push("topic"),
        ])
        #expect(DLLevel.of(target.flowSnapshot()) == [
            .root(DLItemLink.detail(1)),
            .presented(DLPurchaseLink.checkout, .cover, hosts: true, path: DLPurchaseLink.cart),
            .presented("help", .sheet, path: "topic"),
        ])
    }

    @Test("a target made from a state lists the stack, then each presentation followed by its stack; no dialogs")
    func targetFromFlow() {
        let state = FlowState()
        state.push(DLItemLink.detail(2))
        state.push(DLItemLink.detail(2))
        let cover = state.present(DLPurchaseLink.checkout, style: .cover, hostsNavigation: true)
        cover.push(DLPurchaseLink.cart)
        let sheet = cover.present("help")
        sheet.show(DialogState(alert: "Offline"))
        cover.show(DialogState(alert: "Also offline"))

        #expect(NavigationTarget(flow: state.snapshot()).steps == [
            DLShop.detail(2), DLShop.detail(2), DLShop.checkoutCover, DLShop.cart, .present("help"),
        ])
        #expect(NavigationTarget(tab: "items", flow: state.snapshot()).steps.first == DLShop.tab(.items))
        // The target rebuilds the same levels (with fresh identities), without the dialogs.
        let rebuilt = NavigationTarget(flow: state.snapshot()).flowSnapshot()
        #expect(DLLevel.of(rebuilt) == DLLevel.of(state.snapshot()))
        #expect(rebuilt.levels.allSatisfy { $0.dialog == nil })
        #expect(Set(rebuilt.allIDs).isDisjoint(with: state.snapshot().allIDs))
    }

    @Test("a target made from a tabbed window's snapshot reproduces its selected tab")
    func targetFromTabs() {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        tabs[.items].push(DLItemLink.detail(9))
        tabs.select(.wallet)
        tabs[.wallet].push(DLWalletLink.cards)
        tabs[.wallet].present(DLWalletLink.addCard)
        let target = NavigationTarget(tabs.snapshot())
        #expect(target.steps == [DLShop.tab(.wallet), DLShop.cards, DLShop.addCardSheet])
        #expect(router.link(for: target) == nil) // the cards list with the add sheet over it has no link
        tabs[.wallet].closePresented()
        #expect(router.link(for: tabs.snapshot()) == "shop://wallet/cards")
        tabs.select(.items)
        #expect(router.link(for: tabs.snapshot()) == "shop://items/9")
    }

    // MARK: Opening a target

    @Test("FlowState.open makes the state show the target, ignoring its tab")
    func flowStateOpen() throws {
        let state = FlowState()
        state.open(try router.resolve("shop://items/7/purchase/payment"))
        #expect(state.path.links == anyDL(DLItemLink.detail(7)))
        let cover = try #require(state.presented)
        #expect(state.coverItem == AnyFlowLink(DLPurchaseLink.checkout))
        #expect(cover.presentation?.hostsNavigation == true)
        #expect(cover.path.links == anyDL(DLPurchaseLink.cart, DLPurchaseLink.payment))
        #expect(cover.presented == nil)
    }

    @Test("FlowState.open replaces what was shown, keeping the entries it shares by value")
    func flowStateOpenReplaces() throws {
        let state = FlowState()
        let oldDetail = state.push(DLItemLink.detail(7))
        state.present("settings", style: .sheet)
        state.show(DialogState(alert: "Hello"))
        state.open(try router.resolve("shop://items/7"))
        #expect(state.path.links == anyDL(DLItemLink.detail(7)))
        #expect(state.path[0].id == oldDetail, "the detail shown already stays")
        #expect(state.presented == nil)
        #expect(state.dialog == nil)

        state.open(try router.resolve("shop://wallet/add"))
        #expect(state.path.links == [])
        #expect(state.presentedItem == AnyFlowLink(DLWalletLink.addCard))
        let ids = state.snapshot().allIDs
        #expect(Set(ids).count == ids.count)
    }

    @Test("opening the same target twice changes nothing the second time: same identities, no commands")
    func openTwice() throws {
        let state = FlowState()
        let target = try router.resolve("shop://items/2/purchase")
        state.open(target)
        let first = state.snapshot()
        state.open(target)
        let second = state.snapshot()
        #expect(first == second)
        #expect(NavigationPlanner.plan(from: first, to: second).isEmpty)
    }

    @Test("TabFlowState.open selects the target's tab and makes it show the target")
    func tabsOpen() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        tabs.open(try router.resolve("shop://items/4/purchase/payment"))
        #expect(tabs.selectedTab == .items)
        #expect(tabs[.items].path.links == anyDL(DLItemLink.detail(4)))
        #expect(tabs[.items].presented?.path.links == anyDL(DLPurchaseLink.cart, DLPurchaseLink.payment))
        #expect(tabs[.items].coverItem == AnyFlowLink(DLPurchaseLink.checkout))

        tabs.open(try router.resolve("shop://wallet/cards/visa-1"))
        #expect(tabs.selectedTab == .wallet)
        #expect(tabs[.wallet].path.links == anyDL(DLWalletLink.cards, DLWalletLink.card("visa-1")))
        // Leaving the Items tab closed its cover; its stack stays.
        #expect(tabs[.items].presented == nil)
        #expect(tabs[.items].path.links == anyDL(DLItemLink.detail(4)))
        #expect(tabs[.profile].path.links == [])
    }

    @Test("TabFlowState.open of a target's whole snapshot matches it, with fresh identities")
    func tabsOpenMatchesSnapshot() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        let before = Set(tabs.snapshot().tabs.flatMap(\.flow.allIDs))
        let target = try router.resolve("shop://profile/notes/Hello%20W%C3%B6rld")
        tabs.open(target)
        #expect(tabs.selectedTab == .profile)
        let flow = try #require(tabs.snapshot()["profile"])
        #expect(DLLevel.of(flow) == DLLevel.of(target.flowSnapshot()))
        #expect(NavigationTarget(tabs.snapshot()) == target)
        #expect(Set(flow.allIDs).isDisjoint(with: before))
    }

    @Test("TabFlowState.open keeps the current tab for a target without a tab, or naming an unknown one")
    func tabsOpenWithoutKnownTab() {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases, selected: .wallet)
        tabs.open(NavigationTarget(steps: [DLShop.cards]))
        #expect(tabs.selectedTab == .wallet)
        #expect(tabs[.wallet].path.links == anyDL(DLWalletLink.cards))

        tabs.open(NavigationTarget(steps: [.selectTab("settings"), .push("general")]))
        #expect(tabs.selectedTab == .wallet)
        #expect(tabs[.wallet].path.links == anyDL("general"))
    }

    @Test("TabFlowState.open resets the target tab: its old stack and presentations go")
    func tabsOpenResetsTab() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        tabs[.items].push(DLItemLink.detail(1))
        tabs[.items].push(DLItemLink.detail(2))
        tabs[.items].present(DLItemLink.newItem)
        tabs.open(try router.resolve("shop://items"))
        #expect(tabs[.items].path.links == [])
        #expect(tabs[.items].presented == nil)
    }

    // MARK: Round trips through live states

    @Test("a state built by hand writes a link that resolves back to the same steps, and reopens the same")
    func roundTripHandBuilt() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        tabs.select(.wallet)
        tabs[.wallet].push(DLWalletLink.cards)
        tabs[.wallet].push(DLWalletLink.card("amex-0005"))
        let target = NavigationTarget(tabs.snapshot())
        let link = try #require(router.link(for: tabs.snapshot()))
        #expect(link == "shop://wallet/cards/amex-0005")
        #expect(try router.resolve(link).steps == target.steps)

        let reopened = TabFlowState<TestTab>(tabs: TestTab.allCases)
        reopened.open(try router.resolve(link))
        #expect(NavigationTarget(reopened.snapshot()) == target)
    }

    @Test("round trip for a cover hosting its own stack, built by hand")
    func roundTripCover() throws {
        let state = FlowState()
        state.push(DLItemLink.detail(11))
        let cover = state.present(DLPurchaseLink.checkout, style: .cover, hostsNavigation: true)
        #expect(router.link(for: NavigationTarget(tab: "items", flow: state.snapshot())) == "shop://items/11/purchase")
        cover.push(DLPurchaseLink.cart)
        #expect(router.link(for: NavigationTarget(tab: "items", flow: state.snapshot())) == nil)
        cover.push(DLPurchaseLink.payment)
        let link = try #require(router.link(for: NavigationTarget(tab: "items", flow: state.snapshot())))
        #expect(link == "shop://items/11/purchase/payment")
        #expect(try router.resolve(link) == NavigationTarget(tab: "items", flow: state.snapshot()))
    }

    @Test("a state no route can produce gives no link")
    func unreachableStates() {
        let state = FlowState()
        state.push(DLItemLink.detail(3))
        state.push(DLItemLink.detail(5))
        #expect(router.link(for: NavigationTarget(tab: "items", flow: state.snapshot())) == nil)
        state.setPath([DLItemLink.detail(3)])
        #expect(router.link(for: NavigationTarget(tab: "items", flow: state.snapshot())) == "shop://items/3")
        #expect(router.link(for: NavigationTarget(flow: state.snapshot())) == nil) // no tab
        #expect(router.link(for: NavigationTarget(tab: "wallet", flow: state.snapshot())) == nil)
        state.present("help")
        #expect(router.link(for: NavigationTarget(tab: "items", flow: state.snapshot())) == nil)
        state.closePresented()
        state.push("free text")
        #expect(router.link(for: NavigationTarget(tab: "items", flow: state.snapshot())) == nil)
    }
}

@Suite("Opening a target over a live state")
@MainActor
struct OpenKeepsSharedTests {
    @Test("opening a target keeps the entries and presentations it shares with the state, by value")
    func keepsShared() {
        let state = FlowState()
        let detail = state.push(ContentLink.secondLink(number: 3))
        let sheet = state.present(ContentLink.sheetLink(item: "x"), style: .sheet)
        let inSheet = sheet.push("inside")
        state.open(NavigationTarget(steps: [.push(ContentLink.secondLink(number: 3)),
                                            .present(ContentLink.sheetLink(item: "x"), style: .sheet),
                                            .push("inside"), .push("more")]))
        #expect(state.path.first?.id == detail)
        #expect(state.presented === sheet)
        #expect(sheet.path.map(\.id).first == inSheet)
        #expect(sheet.path.count == 2)

        // Under a changed stack, a presentation is not kept: it belonged to what was under it.
        state.open(NavigationTarget(steps: [.push(ContentLink.secondLink(number: 4)),
                                            .present(ContentLink.sheetLink(item: "x"), style: .sheet)]))
        #expect(state.path.first?.id != detail)
        #expect(state.presented !== sheet)
    }
}
