import FlowCoordinator
import FlowCoordinatorTesting
import FlowTestSupport
import Testing

/// An app as a set of windows: each with its own navigation, opened, focused and closed as state
/// changes, planned and restored together.
@MainActor
@Suite("WindowsState", .deterministicIDs)
struct WindowsStateTests {
    private func makeWindows() -> WindowsState<TabFlowState<TestTab>> {
        WindowsState { _ in TabFlowState(tabs: TestTab.allCases) }
    }

    @Test("windows open in front, are focused to the front, and each has its own navigation")
    func openAndFocus() throws {
        let windows = makeWindows()
        let first = windows.open()
        let second = windows.open(frame: WindowFrame(width: 500, height: 400))
        #expect(windows.order == [first, second])
        #expect(windows.focusedLast == second)
        let one = try #require(windows[first]), two = try #require(windows[second])
        #expect(one !== two)
        #expect(one[.items] !== two[.items])

        one[.items].push(ContentLink.thirdLink)
        two.select(.wallet)
        #expect(two[.items].path.isEmpty)
        #expect(one.selectedTab == .items)

        windows.userFocused(first)
        #expect(windows.order == [second, first])
        #expect(windows.snapshot().windows.map(\.frame) == [WindowFrame(width: 500, height: 400), .standard])
        #expect(windows.window(holding: one[.items]) == first)
        #expect(windows.window(holding: two[.wallet]) == second)
    }

    @Test("a link opened in a new window shows there only, in front")
    func openShowing() throws {
        let windows = makeWindows()
        let first = windows.open()
        let target = NavigationTarget(steps: [.selectTab("wallet"), .push(link: AnyFlowLink("shoes"))])
        let second = windows.open(showing: target)
        #expect(windows.focusedLast == second)
        #expect(try #require(windows[second]).selectedTab == .wallet)
        #expect(try #require(windows[second])[.wallet].links == anyLinks("shoes"))
        #expect(try #require(windows[first])[.wallet].path.isEmpty)
    }

    @Test("closing a window asks its guards first, and closes only when the user discards")
    func userClosedAsks() throws {
        let windows = makeWindows()
        let first = windows.open()
        let second = windows.open()
        let window = try #require(windows[second])
        var leaveReasons: [LeaveReason] = []
        window[.items].present(ContentLink.thirdLink, style: .sheet) { (leaving: Leaving<Never>) in leaveReasons.append(leaving.reason) }
        let sheet = try #require(window[.items].presented)
        sheet.confirmLeaving(when: { true }, title: "Discard the note?")

        #expect(windows.userClosed(second) == .refused)
        #expect(windows.order == [first, second])
        #expect(sheet.dialog?.title == "Discard the note?")

        sheet.answerDialog("Keep Editing")
        #expect(windows.order == [first, second])
        #expect(windows.userClosed(second) == .refused)
        sheet.answerDialog("Discard")
        #expect(windows.order == [first])
        #expect(windows[second] == nil)
        #expect(leaveReasons == [.user])
    }

    @Test("a window without guards closes at once; closing by program never asks")
    func closeWithoutAsking() {
        let windows = makeWindows()
        let first = windows.open()
        let second = windows.open()
        #expect(windows.userClosed(first) == .applied)
        #expect(windows.order == [second])
        windows.close(second)
        #expect(windows.order.isEmpty)
        #expect(windows.userClosed(second) == .ignored)
        #expect(windows.open() == WindowID(3))
    }

    @Test("the recorder asserts every window change")
    func recorder() {
        let windows = makeWindows()
        let recorder = FlowRecorder(windows)
        let first = windows.open()
        recorder.expect { $0.windows.append(WindowSnapshot(id: first, tabs: Self.roots(.items))) }
        windows.userResized(first, to: WindowFrame(width: 800, height: 600, isMaximized: true))
        recorder.expect { $0.windows[0].frame = WindowFrame(width: 800, height: 600, isMaximized: true) }
        let second = windows.open()
        windows[second]?.select(.profile)
        recorder.expect { $0.windows.append(WindowSnapshot(id: second, tabs: Self.roots(.profile))) }
        windows.userFocused(first)
        recorder.expect { $0.windows.swapAt(0, 1) }
        windows.close(second)
        recorder.expect { $0.windows.removeFirst() }
        recorder.finish()
    }

    static func roots(_ selected: TestTab) -> TabsSnapshot {
        TabsSnapshot(selectedTab: selected.rawValue,
                     tabs: TestTab.allCases.map { TabSnapshot(name: $0.rawValue, flow: FlowSnapshot()) })
    }

    // MARK: Planning

    @Test("the planner closes, opens, navigates and raises windows, and nothing for no change")
    func planning() throws {
        let windows = makeWindows()
        let first = windows.open()
        let before = windows.snapshot()
        #expect(NavigationPlanner.plan(from: before, to: before).isEmpty)

        let second = windows.open(frame: WindowFrame(width: 400, height: 300))
        windows[second]?[.wallet].push("shoes")
        let opened = windows.snapshot()
        let commands = NavigationPlanner.plan(from: before, to: opened)
        let entry = try #require(windows[second]?[.wallet].snapshot().root.path.first)
        #expect(commands == [
            .open(second, frame: WindowFrame(width: 400, height: 300)),
            // Not animated: the push is in a tab that window does not show.
            .navigate(second, [.push([entry], onto: StackLocation(tab: "wallet"), animated: false)]),
        ])

        windows.userFocused(first)
        let focused = windows.snapshot()
        #expect(NavigationPlanner.plan(from: opened, to: focused) == [.raise(first)])

        windows.userResized(first, to: WindowFrame(width: 1, height: 1))
        #expect(NavigationPlanner.plan(from: focused, to: windows.snapshot()).isEmpty)

        // A window that opens at its roots is navigated too, with no command: it takes its state.
        let third = windows.open()
        #expect(NavigationPlanner.plan(from: focused, to: windows.snapshot()).suffix(2) == [
            .open(third, frame: .standard), .navigate(third, []),
        ])
        windows.close(third)

        windows.close(first)
        windows[second]?.select(.wallet)
        let afterClose = windows.snapshot()
        // The window left in front is raised, so the keyboard goes to it.
        #expect(NavigationPlanner.plan(from: focused, to: afterClose) == [
            .close(first),
            .navigate(second, [.selectTab("wallet", animated: true)]),
            .raise(second),
        ])
    }

    @Test("restoring opens the saved windows with their identities, closes the others, and keeps every identity unique")
    func restore() throws {
        let source = makeWindows()
        let a = source.open()
        let b = source.open(frame: WindowFrame(width: 700, height: 500, isMaximized: true))
        source[a]?[.items].push(ContentLink.thirdLink)
        source[b]?[.wallet].push("shoes")
        source[b]?[.wallet].present(ContentLink.thirdLink, style: .sheet)
        source.userFocused(a)
        let saved = source.snapshot()

        let target = makeWindows()
        let fresh = target.open()
        target[fresh]?[.profile].push("live")
        target.restore(saved)
        #expect(target.snapshot() == saved)
        #expect(target.order == [b, a])
        #expect(target.open() == WindowID(3))

        // Restoring over windows in use renumbers identities another window holds.
        let other = makeWindows()
        let w1 = other.open()
        other[w1]?[.items].push("x")
        let taken = try #require(other[w1]?[.items].path.first?.id)
        let clash = WindowsSnapshot(windows: [
            WindowSnapshot(id: w1, tabs: other[w1]!.snapshot()),
            WindowSnapshot(id: WindowID(9), tabs: TabsSnapshot(selectedTab: "wallet", tabs: [
                TabSnapshot(name: "wallet", flow: FlowSnapshot(path: [FlowEntry(id: taken, link: AnyFlowLink("y"))])),
            ])),
        ])
        other.restore(clash)
        let ids = other.snapshot().allIDs
        #expect(Set(ids).count == ids.count)
        #expect(other[WindowID(9)]?[.wallet].links == anyLinks("y"))
    }

    // MARK: The last window, windows without tabs, tabs that are gone

    @Test("closing the last window quits with it kept as it was, so a save keeps it, asking no guard of input a draft keeps")
    func lastWindowQuits() throws {
        let windows = makeWindows()
        let only = windows.open()
        let window = try #require(windows[only])
        window[.items].push(ContentLink.thirdLink)
        window[.items].present(ContentLink.firstLink(text: "note"), style: .sheet)
        let sheet = try #require(window[.items].presented)
        let sheetID = try #require(sheet.presentation?.id)
        sheet.confirmLeaving(when: { true }, title: "Discard the note?")
        sheet.keepDraft(for: sheetID, { NoteDraft(text: "half a note") })
        let before = windows.snapshot()

        #expect(windows.userClosed(only) == .applied)
        #expect(windows.isQuitting)
        #expect(sheet.dialog == nil, "a guard was asked about input the draft keeps")
        #expect(windows.order == [only])
        #expect(windows.snapshot() == before, "the window a save would write changed")
        #expect(windows.drafts().byScreen.count == 1)
    }

    @Test("closing the last window asks the guards of input a quit would lose: a screen without a draft, or what its draft leaves out")
    func lastWindowAsksForUnkeptInput() throws {
        for keepsDraft in [false, true] {
            let windows = makeWindows()
            let only = windows.open()
            let window = try #require(windows[only])
            window[.wallet].present(ContentLink.firstLink(text: "note"), style: .sheet)
            window.select(.wallet)
            let sheet = try #require(window[.wallet].presented)
            sheet.confirmLeaving(when: { true }, title: "Discard the card?")
            if keepsDraft {
                sheet.keepDraft(for: try #require(sheet.presentation?.id), { NoteDraft(text: "name") }, unkept: { "the card number" })
            }
            #expect(windows.userClosed(only) == .refused)
            #expect(sheet.dialog?.title == "Discard the card?")
            sheet.answerDialog("Keep Editing")
            #expect(!windows.isQuitting)
            #expect(windows.userClosed(only) == .refused)
            sheet.answerDialog("Discard")
            #expect(windows.isQuitting, "keepsDraft \(keepsDraft)")
            #expect(windows.order == [only])
            #expect(window[.wallet].presented === sheet, "the quit closed the sheet")
        }
    }

    @Test("a window opened without a frame has none until its adapter reports one; a saved state still gets the standard one")
    func openWithoutFrame() {
        let windows = makeWindows()
        let id = windows.open()
        #expect(windows.frames[id] == nil)
        #expect(windows.snapshot().windows.map(\.frame) == [.standard])
        windows.userResized(id, to: WindowFrame(width: 420, height: 600))
        #expect(windows.frames[id] == WindowFrame(width: 420, height: 600))
        let second = windows.open(showing: NavigationTarget())
        #expect(windows.frames[second] == WindowFrame(width: 420, height: 600), "a new window takes the focused one's size")
    }

    @Test("a window without tabs has one unnamed tab, saved and restored as a FlowWindow(state:) window's")
    func windowWithoutTabs() throws {
        let windows = WindowsState { _ in TabFlowState<NoTabs>() }
        let id = windows.open()
        let window = try #require(windows[id])
        window.navigation.stack.push(ContentLink.thirdLink)
        let saved = window.snapshot()
        #expect(saved == TabsSnapshot(window.stack.snapshot()))
        #expect(saved.tabs.map(\.name) == [TabsSnapshot.unnamedTab])

        let restored = WindowsState { _ in TabFlowState<NoTabs>() }
        #expect(restored.restore(windows.snapshot()).isEmpty)
        #expect(restored[id]?.stack.links == anyLinks(ContentLink.thirdLink))
    }

    @Test("a saved tab that no longer exists is reported with its window and screens, not silently emptied")
    func unknownTabsReported() throws {
        let saved = WindowsSnapshot(windows: [
            WindowSnapshot(id: WindowID(4), tabs: TabsSnapshot(selectedTab: "notes", tabs: [
                TabSnapshot(name: "notes", flow: FlowSnapshot(path: [FlowEntry(id: FlowID(rawValue: 1), link: AnyFlowLink("a")),
                                                                     FlowEntry(id: FlowID(rawValue: 2), link: AnyFlowLink("b"))],
                                                              presenting: [LevelSnapshot(presentation: Presentation(id: FlowID(rawValue: 3), style: .sheet, link: AnyFlowLink("c"), hostsNavigation: false))])),
                TabSnapshot(name: "wallet", flow: FlowSnapshot(path: [FlowEntry(id: FlowID(rawValue: 5), link: AnyFlowLink("d"))])),
            ])),
        ])
        let windows = makeWindows()
        let unknown = windows.restore(saved)
        #expect(unknown == [UnknownTab(window: WindowID(4), name: "notes", screens: 3)])
        #expect(unknown.first?.description == "w4: the saved tab \"notes\" (3 screens) is not one of this window's tabs")
        #expect(windows[WindowID(4)]?[.wallet].links == anyLinks("d"))
        #expect(windows[WindowID(4)]?.selectedTab == .items, "an unknown selected tab selected something")

        // A window without tabs restored into one with tabs, and one tab into a window without.
        let tabs = TabFlowState(tabs: TestTab.allCases)
        #expect(tabs.restore(TabsSnapshot(FlowSnapshot(path: [FlowEntry(id: FlowID(rawValue: 1), link: AnyFlowLink("a"))])))
                == [UnknownTab(name: "", screens: 1)])
        #expect(TabFlowState<NoTabs>().restore(TabsSnapshot(selectedTab: "items", tabs: [TabSnapshot(name: "items", flow: FlowSnapshot())]), drafts: ScreenDrafts())
                == [UnknownTab(name: "items", screens: 0)])
    }
}
