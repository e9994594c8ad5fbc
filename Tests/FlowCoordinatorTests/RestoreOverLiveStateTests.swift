import Testing
import FlowCoordinator
import FlowTestSupport

/// Restoring into a running app. Identities restart from 1 in every process, so a saved state
/// can carry the same numbers as the live one for different screens: only what is the same entry
/// (identity and link) or the same presentation (identity, style, stack, link type, over a level
/// that stays) is kept, and every other saved identity that a live one already uses is renumbered.
@MainActor
@Suite("Restoring over a live state")
struct RestoreOverLiveStateTests {
    @Test("entries with the live entries' identities but other links replace them")
    func sameIDsOtherLinksReplace() throws {
        let state = FlowState()
        let log = Recorder<String>()
        let a = state.push("a") { (d: Leaving<Void>) in log.record("a \(d.reason)") }.id
        let b = state.push("b") { (d: Leaving<Void>) in log.record("b \(d.reason)") }.id
        weak var modelA: ViewModel?
        weak var modelB: ViewModel?
        do {
            let first = ViewModel("a"), second = ViewModel("b")
            state.attach(first, to: a)
            state.attach(second, to: b)
            modelA = first
            modelB = second
        }
        let old = state.snapshot()

        // Another process's document: the same numbers, other screens.
        state.restore(FlowSnapshot(path: [FlowEntry(id: a, link: AnyFlowLink("x")), FlowEntry(id: b, link: AnyFlowLink("y"))]))

        #expect(state.links == anyLinks("x", "y"))
        #expect(log.values == ["b program", "a program"], "the old entries left, top first")
        #expect(modelA == nil && modelB == nil, "what was attached to them is released")
        #expect(Set(state.path.map(\.id)).isDisjoint(with: [a, b]), "the new entries have identities of their own")
        #expect(!NavigationPlanner.plan(from: old, to: state.snapshot()).isEmpty, "the screens change")
    }

    @Test("an entry with the same identity and the same link is kept, with its callback and objects")
    func sameIDSameLinkKept() {
        let state = FlowState()
        let log = Recorder<String>()
        let a = state.push("a") { (_: Leaving<Void>) in log.record("a") }.id
        let b = state.push("b") { (_: Leaving<Void>) in log.record("b") }.id
        weak var model: ViewModel?
        do {
            let made = ViewModel("a")
            state.attach(made, to: a)
            model = made
        }

        state.restore(FlowSnapshot(path: [FlowEntry(id: a, link: AnyFlowLink("a")), FlowEntry(id: b, link: AnyFlowLink("other"))]))

        #expect(state.path[0].id == a)
        #expect(state.path[1].id != b)
        #expect(log.values == ["b"], "only the entry whose link changed left")
        #expect(model != nil)
        #expect(state.object(ViewModel.self, for: a) === model)
    }

    @Test("a presentation with the live one's identity but another style is replaced")
    func presentationOtherStyleReplaced() throws {
        let root = FlowState()
        let log = Recorder<LeaveReason>()
        let sheet = root.present("s") { (d: Leaving<Void>) in log.record(d.reason) }.level!
        let live = try #require(sheet.presentation)
        let old = root.snapshot()

        root.restore(FlowSnapshot(presenting: [
            LevelSnapshot(presentation: Presentation(id: live.id, style: .cover, link: live.link, hostsNavigation: false)),
        ]))

        let restored = try #require(root.presented)
        #expect(restored !== sheet)
        #expect(sheet.isClosed)
        #expect(log.values == [.program])
        #expect(restored.presentation?.style == .cover)
        #expect(restored.presentation?.id != live.id)
        #expect(!NavigationPlanner.plan(from: old, to: root.snapshot()).isEmpty)
    }

    @Test("a presentation with the live one's identity but a link of another type is replaced")
    func presentationOtherLinkTypeReplaced() throws {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "a"))
        let live = try #require(sheet.presentation)

        root.restore(FlowSnapshot(presenting: [
            LevelSnapshot(presentation: Presentation(id: live.id, style: .sheet, link: AnyFlowLink(CheckoutLink.cart),
                                                     hostsNavigation: false)),
        ]))

        #expect(root.presented !== sheet)
        #expect(sheet.isClosed)
        #expect(root.presented?.presentation?.id != live.id)
        #expect(root.presentedLink(as: CheckoutLink.self) == .cart)
    }

    @Test("a presentation with the live one's identity but another stack setting is replaced")
    func presentationOtherHostsNavigationReplaced() throws {
        let root = FlowState()
        let sheet = root.present("s", hostsNavigation: true)
        let live = try #require(sheet.presentation)

        root.restore(FlowSnapshot(presenting: [
            LevelSnapshot(presentation: Presentation(id: live.id, style: .sheet, link: live.link, hostsNavigation: false)),
        ]))

        #expect(root.presented !== sheet)
        #expect(root.presented?.presentation?.hostsNavigation == false)
    }

    @Test("the same presentation with another link of its type, over a level that stays, is kept with the new link")
    func presentationNewLinkKept() throws {
        let root = FlowState.mock(path: [ContentLink.thirdLink])
        let log = Recorder<LeaveReason>()
        let cover = root.present(ContentLink.sheetLink(item: "1"), style: .cover) { (d: Leaving<Void>) in
            log.record(d.reason)
        }.level!
        weak var model: ViewModel?
        do {
            let made = ViewModel("cover")
            cover.attach(made, to: cover.presentation!.id)
            model = made
        }
        let live = try #require(cover.presentation)

        root.restore(FlowSnapshot(path: root.path.entries, presenting: [
            LevelSnapshot(presentation: Presentation(id: live.id, style: .cover, link: AnyFlowLink(ContentLink.sheetLink(item: "7")),
                                                     hostsNavigation: false)),
        ]))

        #expect(root.presented === cover)
        #expect(cover.presentation?.id == live.id)
        #expect(root.presentedLink(as: ContentLink.self) == .sheetLink(item: "7"))
        #expect(model != nil)
        #expect(log.values.isEmpty)
    }

    @Test("a presentation over a level whose entries change is replaced, even with the same identity and link")
    func presentationOverChangedLevelReplaced() throws {
        let root = FlowState.mock(path: ["list"])
        let detail = root.push("detail")
        let sheet = root.present("sheet")
        let live = try #require(sheet.presentation)

        // Same numbers, but the level below shows another screen: the sheet was presented over that.
        root.restore(FlowSnapshot(
            path: [root.path[0], FlowEntry(id: detail, link: AnyFlowLink("other detail"))],
            presenting: [LevelSnapshot(presentation: live)]))

        #expect(root.presented !== sheet)
        #expect(sheet.isClosed)
        #expect(root.presented?.presentation?.id != live.id)
        #expect(root.presentedItem == AnyFlowLink("sheet"))
        #expect(root.links == anyLinks("list", "other detail"))
    }

    @Test("entries of a replaced presentation get identities of their own, even where the numbers match")
    func entriesOfReplacedPresentationRenumbered() throws {
        let root = FlowState()
        let flow = root.present("flow", style: .sheet, hostsNavigation: true)
        let step = flow.push("step")
        let live = try #require(flow.presentation)

        root.restore(FlowSnapshot(presenting: [
            LevelSnapshot(presentation: Presentation(id: live.id, style: .cover, link: live.link, hostsNavigation: true),
                          path: [FlowEntry(id: step, link: AnyFlowLink("step"))]),
        ]))

        let restored = try #require(root.presented)
        #expect(restored !== flow)
        #expect(restored.links == anyLinks("step"))
        #expect(restored.path[0].id != step)
        let ids = root.snapshot().allIDs
        #expect(Set(ids).count == ids.count)
    }

    @Test("restored identities never collide with another tab's live identities")
    func tabsRenumberAcrossTabs() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        let itemsEntry = tabs[.items].push("items entry")
        let sheetID = try #require(tabs[.items].present("items sheet").presentation?.id)

        var saved = tabs.snapshot()
        saved.tabs[1].flow = FlowSnapshot(path: [FlowEntry(id: itemsEntry, link: AnyFlowLink("wallet entry"))], presenting: [
            LevelSnapshot(presentation: Presentation(id: sheetID, style: .sheet, link: AnyFlowLink("wallet sheet"),
                                                     hostsNavigation: false)),
        ])
        saved.tabs.remove(at: 0)  // the items tab is left as it is
        tabs.restore(saved)

        #expect(tabs[.items].path[0].id == itemsEntry)
        #expect(tabs[.items].presented?.presentation?.id == sheetID)
        #expect(tabs[.wallet].links == anyLinks("wallet entry"))
        let ids = tabs.snapshot().tabs.flatMap(\.flow.allIDs)
        #expect(Set(ids).count == ids.count, "no identity is used twice in the window: \(ids)")
    }

    @Test("after renumbering, new identities still come after every saved one")
    func renumberingKeepsReservation() {
        let state = FlowState()
        let live = state.push("live")
        let high = FlowID(rawValue: FlowID.next().rawValue + 1_000)
        state.restore(FlowSnapshot(path: [FlowEntry(id: live, link: AnyFlowLink("saved")),
                                          FlowEntry(id: high, link: AnyFlowLink("high"))]))
        #expect(state.path[0].id > high, "the renumbered entry comes after the saved identities")
        #expect(state.path[1].id == high)
        #expect(state.push("new") > high)
    }
}
