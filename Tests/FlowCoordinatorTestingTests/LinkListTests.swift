import FlowCoordinator
import FlowCoordinatorTesting
import Testing

/// `links` compares a stack with a plain list of links of any types, and typed accessors read a
/// sheet's or cover's link.
@MainActor
@Suite("Link lists")
struct LinkListTests {
    @Test("a stack equals the list of its links, of several types, without wrapping")
    func equalsPlainList() {
        let state = FlowState.mock(path: [ShopLink.catalogue, ShopLink.item(2), CartLink.cart, "plain"])
        #expect(state.links == [ShopLink.catalogue, ShopLink.item(2), CartLink.cart, "plain"])
        #expect(state.links.count == 4)
        #expect(state.links.last == AnyFlowLink("plain"))
        #expect(FlowState().links == [])
    }

    @Test("another link, order, count or type makes the lists differ")
    func differs() {
        let state = FlowState.mock(path: [ShopLink.item(2), CartLink.cart])
        #expect(state.links != [ShopLink.item(3), CartLink.cart])
        #expect(state.links != [CartLink.cart, ShopLink.item(2)])
        #expect(state.links != [ShopLink.item(2)])
        #expect(FlowState.mock(path: [1]).links != [Int8(1)])
    }

    @Test("a wrong expectation fails, naming the links")
    func failsWhenWrong() {
        let state = FlowState.mock(path: [ShopLink.item(2)])
        withKnownIssue {
            #expect(state.links == [ShopLink.item(3)])
        } matching: { issue in
            issue.description.contains("[ShopLink.item(2)]")
        }
    }

    @Test("a snapshot level lists its links too")
    func snapshotLinks() {
        let state = FlowState.mock(path: [ShopLink.catalogue, CartLink.pay])
        #expect(state.snapshot().root.links == [ShopLink.catalogue, CartLink.pay])
    }

    @Test("sheet and cover links read as their type, and only in their style")
    func typedPresentedLinks() {
        let state = FlowState()
        state.present(ShopLink.sheet("gift"))
        #expect(state.sheetItem(as: ShopLink.self) == .sheet("gift"))
        #expect(state.sheetItem(as: CartLink.self) == nil)
        #expect(state.coverItem(as: ShopLink.self) == nil)
        state.present(CartLink.cart, style: .cover)
        #expect(state.coverItem(as: CartLink.self) == .cart)
        #expect(state.sheetItem(as: CartLink.self) == nil)
    }
}
