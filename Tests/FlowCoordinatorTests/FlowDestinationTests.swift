import Testing
import FlowCoordinator
import FlowTestSupport

/// One declaration per screen: a registration gives each link its title, where it is shown and
/// how its view model is made (``FlowDestination``); the state takes each fact from it, and
/// `open` shows a link where it says.
@MainActor
@Suite("Destinations")
struct FlowDestinationTests {
    final class Model {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// A tab with a pushed screen (`.cart`), a sheet (`.address`), a step pushed in the sheet
    /// (`.payment`, whose total 0 leads nowhere); it counts the view models it makes.
    @MainActor
    final class Shop {
        let state = FlowState()
        var made: [String] = []
        var appeared: [String] = []

        init() {
            state.registerUnavailable(title: "Not Available") { _ in Model("unavailable") }
            state.register(CheckoutLink.self) { [unowned self] link in
                switch link {
                case .cart:
                    .pushed("Cart") { [unowned self] _ in make("cart") }
                case .address:
                    .presented("Address", as: .sheet, hostsNavigation: true, onAppear: { [unowned self] _ in
                        appeared.append("address")
                    }) { [unowned self] _ in make("address") }
                case .payment(let total):
                    total > 0 ? .pushedInPresentation("Pay \(total)") { [unowned self] _ in make("payment") } : .unavailable
                }
            }
        }

        private func make(_ name: String) -> Model {
            made.append(name)
            return Model(name)
        }
    }

    @Test("a title comes from the declaration alone: no view model is made for it")
    func titleWithoutViewModel() {
        let shop = Shop()
        #expect(shop.state.title(for: AnyFlowLink(CheckoutLink.cart)) == "Cart")
        #expect(shop.state.title(for: AnyFlowLink(CheckoutLink.payment(total: 3))) == "Pay 3")
        #expect(shop.state.title(for: AnyFlowLink(CheckoutLink.payment(total: 0))) == "Not Available")
        #expect(shop.made.isEmpty)
    }

    @Test("open pushes what is pushed and presents what is presented, in its style")
    func openFollowsThePlace() throws {
        let shop = Shop()
        #expect(shop.state.follow(CheckoutLink.cart))
        #expect(shop.state.path.links == [AnyFlowLink(CheckoutLink.cart)])
        #expect(shop.state.follow(CheckoutLink.address))
        let sheet = try #require(shop.state.presented)
        #expect(sheet.presentation?.style == .sheet)
        #expect(sheet.presentation?.hostsNavigation == true)
        #expect(shop.appeared == ["address"])
        #expect(sheet.follow(CheckoutLink.payment(total: 5)))
        #expect((sheet.topViewModel as? Model)?.name == "payment")
        #expect((sheet.rootViewModel as? Model)?.name == "address")
    }

    @Test("a link that leads nowhere is not opened")
    func unavailableIsNotOpened() {
        let shop = Shop()
        #expect(!shop.state.follow(CheckoutLink.payment(total: 0)))
        #expect(shop.state.path.isEmpty)
        #expect(shop.made.isEmpty)
    }

    @Test("a link shown where its declaration does not say gets the unavailable screen, and no onAppear")
    func wrongPlaceIsUnavailable() throws {
        let shop = Shop()
        // A saved state or a link could push a sheet's screen, or push a tab's screen in a sheet.
        shop.state.push(CheckoutLink.address)
        #expect((shop.state.topViewModel as? Model)?.name == "unavailable")
        #expect(shop.state.title(for: try #require(shop.state.topEntry)) == "Not Available", "titled as its page is")
        #expect(shop.appeared.isEmpty)
        let sheet = shop.state.present(CheckoutLink.address, hostsNavigation: true)
        sheet.push(CheckoutLink.cart)
        #expect((sheet.topViewModel as? Model)?.name == "unavailable")
        #expect(sheet.rootTitle == "Address")
        #expect(sheet.title(for: try #require(sheet.topEntry)) == "Not Available")
        // The payment step belongs in a presentation's stack, not the tab's.
        let tab = Shop()
        tab.state.push(CheckoutLink.payment(total: 5))
        #expect((tab.state.topViewModel as? Model)?.name == "unavailable")
        #expect(tab.made.isEmpty, "no view model is made for a screen out of place")
    }

    @Test("from a sidebar, a pushed link is the row chosen; from a screen not on top, nothing opens")
    func originOpens() {
        let shop = Shop()
        shop.state.registerRoot(title: "Items", isSidebar: true) { _ in Model("list") }
        let list = shop.state.rootOrigin
        #expect(list.follow(CheckoutLink.cart))
        shop.state.push(CheckoutLink.payment(total: 1))  // a page over the chosen row (unavailable here)
        #expect(list.follow(CheckoutLink.cart))
        #expect(shop.state.path.links == [AnyFlowLink(CheckoutLink.cart)], "the row chosen again goes back to it")
        let cart = shop.state.origin(of: shop.state.path.entries[0].id)
        shop.state.present(CheckoutLink.address)
        #expect(!cart.follow(CheckoutLink.cart), "covered by a sheet")
        #expect(shop.state.path.count == 1)
    }

    @Test("the destination of a link is there for whoever asks, and nil for other registrations")
    func destinationLookup() {
        let shop = Shop()
        #expect(shop.state.destination(of: CheckoutLink.cart)?.place == .stack)
        #expect(shop.state.destination(of: CheckoutLink.address)?.place == .presentation(.sheet, hostsNavigation: true))
        #expect(shop.state.destination(of: CheckoutLink.payment(total: 0))?.place == nil)
        #expect(shop.state.destination(of: "text") == nil)
    }
}
