import FlowCoordinator
import FlowCoordinatorTesting
import FlowTestSupport
import Testing

/// The recorder passes when every change is asserted and fails on any change that is not.
@MainActor
@Suite("Flow recorder", .deterministicIDs)
struct FlowRecorderTests {
    @Test("asserted pushes, presentations, dialogs and pops pass")
    func assertedChangesPass() {
        let state = FlowState()
        let recorder = FlowRecorder(state)
        state.push(ShopLink.catalogue)
        state.push(ShopLink.item(2))
        recorder.expect {
            $0.levels[0].push(ShopLink.catalogue, id: 0)
            $0.levels[0].push(ShopLink.item(2), id: 1)
        }
        let sheet = state.present(CartLink.cart, hostsNavigation: true)
        sheet.push(CartLink.pay)
        recorder.expect {
            $0.present(CartLink.cart, hostsNavigation: true, id: 2)
            $0.levels[1].push(CartLink.pay, id: 3)
        }
        sheet.show(DialogState(alert: "Declined"))
        recorder.expect {
            $0.levels[1].dialog = DialogSnapshot(id: FlowID(rawValue: 4), style: .alert, title: "Declined",
                                                 buttons: [.init(label: "OK", role: .cancel)])
        }
        state.answerDialog("OK")
        recorder.expect { $0.levels[1].dialog = nil }
        state.closePresented()
        state.pop()
        recorder.expect {
            $0.levels.removeLast()
            $0.levels[0].pop()
        }
        recorder.expectNoChange()
        recorder.finish()
    }

    @Test("a change the expectation leaves out fails, showing both states")
    func partialExpectationFails() {
        let state = FlowState()
        let recorder = FlowRecorder(state)
        state.push(ShopLink.catalogue)
        state.present(ShopLink.sheet("gift"))
        withKnownIssue {
            recorder.expect { $0.levels[0].push(ShopLink.catalogue, id: 0) }
        } matching: { says("expected: [ShopLink.catalogue#0]\n  actual:   [ShopLink.catalogue#0] > sheet")($0) }
        recorder.expectNoChange()
        recorder.finish()
    }

    @Test("an identity other than the real one fails")
    func wrongIdentityFails() {
        let state = FlowState()
        let recorder = FlowRecorder(state)
        state.push(ShopLink.catalogue)
        withKnownIssue {
            recorder.expect { $0.levels[0].push(ShopLink.catalogue, id: 7) }
        } matching: { says("The state is not as expected")($0) }
        recorder.finish()
    }

    @Test("expectNoChange fails after a change")
    func noChangeFails() {
        let state = FlowState.mock(path: [ShopLink.catalogue])
        let recorder = FlowRecorder(state)
        state.pop()
        withKnownIssue {
            recorder.expectNoChange()
        } matching: { says("no change was expected")($0) }
        recorder.finish()
    }

    @Test("finish fails on a change after the last assertion")
    func finishFails() {
        let state = FlowState()
        let recorder = FlowRecorder(state)
        state.show(DialogState(alert: "Unasserted"))
        withKnownIssue {
            recorder.finish()
        } matching: { says("changed after its last assertion")($0) }
    }

    @Test("a tabbed window is recorded whole: the selected tab and every tab's state")
    func tabs() {
        let tabs = TabFlowState<TestTab>(tabs: [.items, .wallet])
        let recorder = FlowRecorder(tabs)
        tabs[.wallet].push(CartLink.pay)
        tabs.select(.wallet)
        recorder.expect {
            $0[TestTab.wallet].levels[0].push(CartLink.pay, id: 0)
            $0.selectedTab = TestTab.wallet.rawValue
        }
        tabs[.items].push(ShopLink.catalogue)
        withKnownIssue {
            recorder.expectNoChange()
        } matching: { says("no change was expected")($0) }
        recorder.finish()
    }
}
