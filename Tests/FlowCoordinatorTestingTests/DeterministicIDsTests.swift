import FlowCoordinator
import FlowCoordinatorTesting
import Testing

/// Identities start at 0 in a test, so an expected state can name them.
@MainActor
@Suite("Deterministic identities")
struct DeterministicIDsTests {
    @Test("identities are 0, 1, 2… in the order the state makes them, whatever ran before")
    func inOrder() {
        _ = FlowState.mock(path: [ShopLink.catalogue])
        withDeterministicIDs {
            let state = FlowState()
            state.push(ShopLink.catalogue)
            let sheet = state.present(ShopLink.sheet("gift"), hostsNavigation: true)
            sheet.push(CartLink.cart)
            let dialog = sheet.show(DialogState(alert: "Hello"))
            let expected = FlowSnapshot(path: [FlowEntry(id: FlowID(rawValue: 0), link: AnyFlowLink(ShopLink.catalogue))],
                                        presenting: [LevelSnapshot(
                                            presentation: Presentation(id: FlowID(rawValue: 1), style: .sheet,
                                                                       link: AnyFlowLink(ShopLink.sheet("gift")),
                                                                       hostsNavigation: true),
                                            path: [FlowEntry(id: FlowID(rawValue: 2), link: AnyFlowLink(CartLink.cart))],
                                            dialog: DialogSnapshot(id: FlowID(rawValue: 3), style: .alert, title: "Hello",
                                                                   buttons: [.init(label: "OK", role: .cancel)]))])
            #expect(dialog == FlowID(rawValue: 3))
            #expect(state.snapshot() == expected)
        }
    }

    @Test("each scope starts again, and after it the process-wide identities go on")
    func scoped() {
        let before = FlowID.next()
        #expect(withDeterministicIDs { FlowID.next() } == FlowID(rawValue: 0))
        #expect(withDeterministicIDs(first: 10) { [FlowID.next(), FlowID.next()] }
                == [FlowID(rawValue: 10), FlowID(rawValue: 11)])
        #expect(FlowID.next() > before)
    }

    @Test("tasks started in the scope take identities from it")
    func asyncScope() async {
        let ids = await withDeterministicIDs {
            let first = FlowID.next()
            let second = await Task { FlowID.next() }.value
            return [first, second]
        }
        #expect(ids == [FlowID(rawValue: 0), FlowID(rawValue: 1)])
    }

    @Test("a restored state's identities are not handed out again", .deterministicIDs)
    func restoreReserves() {
        let saved = FlowSnapshot(path: [FlowEntry(id: FlowID(rawValue: 5), link: AnyFlowLink(ShopLink.catalogue))])
        let state = FlowState()
        state.restore(saved)
        #expect(state.push(ShopLink.item(1)) == FlowID(rawValue: 6))
    }

    @Test("the trait gives the test identities from 0", .deterministicIDs)
    func trait() {
        #expect(FlowState().push(ShopLink.catalogue) == FlowID(rawValue: 0))
    }
}
