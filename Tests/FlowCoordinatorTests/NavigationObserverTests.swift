import FlowCoordinator
import Observation
import Testing

/// An adapter follows the levels it reads with its own observer, as Observation would: once per
/// reading, before the change, for every level read, and without Observation seeing those reads.
@Suite("Navigation observers")
@MainActor
struct NavigationObserverTests {
    @Test("a level read while tracking calls the observer once, before its next change")
    func onceBeforeTheChange() {
        let state = FlowState()
        var calls: [Int] = []
        let observer = NavigationObserver { calls.append(state.path.count) }
        _ = observer.track(state.snapshot)
        state.push(ContentLink.thirdLink)
        #expect(calls == [0], "called before the push, once")
        state.pop()
        #expect(calls == [0], "not called again until read again")
        _ = observer.track(state.snapshot)
        _ = observer.track(state.snapshot)
        state.push(ContentLink.thirdLink)
        #expect(calls == [0, 0], "read twice, called once: a level lists an observer once")
    }

    @Test("every level read calls it: a presented level's path, presentation and dialog too")
    func everyLevel() {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "a"), hostsNavigation: true)
        var calls = 0
        let observer = NavigationObserver { calls += 1 }
        _ = observer.track(root.snapshot)
        sheet.push(ContentLink.thirdLink)
        #expect(calls == 1)
        _ = observer.track(root.snapshot)
        sheet.show(DialogState(alert: "Saved", dismissLabel: "Fine"))
        #expect(calls == 2)
        _ = observer.track(root.snapshot)
        root.closePresented()
        #expect(calls == 3)
    }

    @Test("reads while tracking are not Observation's; reads outside are, as before")
    func observationStaysForTheRest() {
        let state = FlowState()
        let observed = ReplaceLinkTests.Counter()
        let observer = NavigationObserver {}
        _ = withObservationTracking { observer.track(state.snapshot) } onChange: { observed.add() }
        state.push(ContentLink.thirdLink)
        #expect(observed.value == 0, "the adapter's reads cost Observation nothing")
        _ = withObservationTracking { state.path } onChange: { observed.add() }
        state.pop()
        #expect(observed.value == 1, "an app's own observation of the path still hears a change")
        _ = withObservationTracking { state.path } onChange: { observed.add() }
        state.show(DialogState(alert: "Saved", dismissLabel: "Fine"))
        #expect(observed.value == 2, "a level's navigation is observed as one: a dialog is a change too")
    }

    @Test("a window's tab and toasts read while tracking call it too, and leave Observation nothing to keep")
    func tabsAndToasts() {
        let window = WindowsState<TabFlowState<OnlyTab>> { _ in TabFlowState(tabs: [.only]) }
        let id = window.open()
        let observed = ReplaceLinkTests.Counter()
        var calls = 0
        let observer = NavigationObserver { calls += 1 }
        let read = {
            _ = withObservationTracking {
                observer.track { (window.snapshot(), window.windows.map { $0.navigation.toasts.current }, window.isQuitting) }
            } onChange: { observed.add() }
        }
        read()
        _ = window[id]?.navigation.toasts.show("Saved")
        #expect(calls == 1, "a toast shown calls the observer")
        read()
        _ = window.open()
        #expect(calls == 2, "a window opened calls it")
        #expect(observed.value == 0, "Observation was given nothing to follow, so nothing piles up there")
    }
}

/// The one tab of the observer's windows.
enum OnlyTab: String, Hashable, Sendable {
    case only
}

