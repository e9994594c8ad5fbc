import FlowCoordinator
import FlowCoordinatorTesting
import Testing

/// A sidebar whose selection is the first entry of its level's path: choosing a row replaces the
/// path, asking what leaves first.
@MainActor
@Suite("Sidebars")
struct SidebarTests {
    @Test("choosing a row makes the path that row's link alone, and the selection follows the path")
    func choosing() {
        let state = FlowState()
        #expect(state.sidebarChoice == nil)
        #expect(state.userChose("card 1") == .applied)
        #expect(state.links == anyLinks("card 1"))
        #expect(state.sidebarChoice == AnyFlowLink("card 1"))
        state.push(ContentLink.thirdLink)
        #expect(state.userChose("card 2") == .applied)
        #expect(state.links == anyLinks("card 2"))
        state.pop()
        #expect(state.sidebarChoice == nil)
    }

    @Test("choosing the row already chosen goes back to it, or does nothing")
    func choosingAgain() {
        let state = FlowState()
        state.userChose("card 1")
        let first = state.path.first?.id
        #expect(state.userChose("card 1") == .ignored)
        state.push(ContentLink.thirdLink)
        #expect(state.userChose("card 1") == .applied)
        #expect(state.links == anyLinks("card 1"))
        #expect(state.path.first?.id == first, "the chosen page stays: its view model and focus with it")
    }

    @Test("what leaves asks first: Keep Editing changes nothing, Discard chooses")
    func guards() throws {
        let state = FlowState()
        state.userChose("card 1")
        let editor = state.push(ContentLink.thirdLink)
        state.confirmLeaving(editor, when: { true }, title: "Discard your changes?")
        var left: [LeaveReason] = []
        state.present(ContentLink.thirdLink, style: .sheet) { (leaving: Leaving<Never>) in left.append(leaving.reason) }

        #expect(state.userChose("card 2") == .refused)
        #expect(state.links == anyLinks("card 1", ContentLink.thirdLink))
        state.answerDialog("Keep Editing")
        #expect(state.links == anyLinks("card 1", ContentLink.thirdLink))
        #expect(state.userChose("card 2") == .refused)
        state.answerDialog("Discard")
        #expect(state.links == anyLinks("card 2"))
        #expect(state.presented == nil)
        #expect(left == [.user])
    }

    @Test("a root screen registered as a sidebar says so; others do not")
    func declared() {
        let list = FlowState(), plain = FlowState()
        list.registerRoot(title: "Cards", isSidebar: true) { _ in NSObjectStandIn() }
        plain.registerRoot(title: "Profile") { _ in NSObjectStandIn() }
        #expect(list.rootIsSidebar)
        #expect(!plain.rootIsSidebar)
        #expect(!FlowState().rootIsSidebar)
        let sheet = list.present("sheet", style: .sheet)
        #expect(!sheet.rootIsSidebar, "a sheet's root screen is its presentation's")
    }
}

extension SidebarTests {
    @Test("a sidebar takes its intents while pages are pushed beside it, not under a sheet or a dialog")
    func sidebarIsFrontmost() {
        let list = FlowState(), plain = FlowState()
        list.registerRoot(title: "Cards", isSidebar: true) { _ in NSObjectStandIn() }
        plain.registerRoot(title: "Profile") { _ in NSObjectStandIn() }
        for state in [list, plain] { state.userChose("card 1") }
        #expect(list.rootOrigin.isFrontmost)
        #expect(!plain.rootOrigin.isFrontmost, "a root screen that is not a sidebar is under its pages")
        let sheet = list.present("sheet", style: .sheet)
        #expect(!list.rootOrigin.isFrontmost)
        sheet.close()
        list.show(DialogState(alert: "Hi", buttons: [.cancel("OK", action: 0)]))
        #expect(!list.rootOrigin.isFrontmost)
    }
}

/// A view model for registrations whose screens the test never shows.
private final class NSObjectStandIn {}
