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
}
