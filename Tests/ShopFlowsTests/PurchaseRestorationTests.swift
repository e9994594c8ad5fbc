import Foundation
import Observation
import Synchronization
import Testing
import FlowCoordinator
@testable import ShopFlows

/// A purchase that comes back from a saved state shows what the user chose, and a saved state
/// that says something no purchase can be (a quantity outside 1…10) is never payable.
@MainActor
@Suite("Purchase restoration", .timeLimit(.minutes(1)))
struct PurchaseRestorationTests {
    @Test("the quantity chosen on Add to Cart comes back after a restart")
    func quantityAtAddToCart() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        let cart = try app.visible(AddToCartViewModel.self)
        cart.increment()
        cart.increment()

        let again = try app.relaunched()
        let restored = try again.visible(AddToCartViewModel.self)
        #expect(restored.quantity == 3)
        #expect(restored.totalText == "$387.00")
    }

    @Test("restarted at the card list, Back leads to Add to Cart with the quantity chosen")
    func quantityUnderPaymentMethod() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        let cart = try app.visible(AddToCartViewModel.self)
        cart.increment()
        cart.increment()
        cart.choosePaymentTapped()

        let again = try app.relaunched()
        _ = try again.visible(PaymentMethodViewModel.self)
        try again.goBack()
        #expect(try again.visible(AddToCartViewModel.self).quantity == 3)
        // And the card chosen next is bought in that quantity.
        try again.visible(AddToCartViewModel.self).choosePaymentTapped()
        try again.visible(PaymentMethodViewModel.self).cardChosen("c2")
        #expect(try again.visible(BuyItemViewModel.self).quantity == 3)
    }

    @Test("restarted at the Buy step, Back leads to the cards, then to Add to Cart showing the card chosen")
    func cardUnderBuy() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        try app.goToBuy(quantity: 2, cardID: "c2")
        try app.goBack()
        try app.goBack()
        #expect(try app.visible(AddToCartViewModel.self).chosenCardName == "Mastercard •••• 4444")
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        try app.visible(PaymentMethodViewModel.self).cardChosen("c2")

        let again = try app.relaunched()
        _ = try again.visible(BuyItemViewModel.self)
        try again.goBack()
        _ = try again.visible(PaymentMethodViewModel.self)
        try again.goBack()
        #expect(try again.visible(AddToCartViewModel.self).chosenCardName == "Mastercard •••• 4444")
    }

    /// `document` with every `"quantity"` in it set to `value`, and how many there were.
    static func setting(quantity value: Int, in document: Data) throws -> (Data, Int) {
        var count = 0
        func visit(_ node: Any) -> Any {
            if var object = node as? [String: Any] {
                for (key, inner) in object {
                    if key == "quantity" {
                        object[key] = value
                        count += 1
                    } else {
                        object[key] = visit(inner)
                    }
                }
                return object
            }
            if let array = node as? [Any] { return array.map(visit) }
            return node
        }
        let edited = visit(try JSONSerialization.jsonObject(with: document))
        return (try JSONSerialization.data(withJSONObject: edited), count)
    }

    @Test("a saved quantity outside 1…10 never restores as something to pay",
          arguments: ["shop://items/2/cart", "shop://items/2/cart/payment", "shop://items/2/cart/buy/3/c1",
                      "shop://items/2/cart/buy/3/c1/summary/SHOP-1001"],
          [500, 0, -5, Int.max, Int.min])
    func quantityOutOfRange(link: String, quantity: Int) throws {
        let app = makeApp()
        app.placeDocumentedOrder()
        #expect(app.open(link) == nil)
        let (document, count) = try Self.setting(quantity: quantity, in: ShopRoutes.archive.encode(app.tabs.snapshot()))
        let again = makeApp()
        again.placeDocumentedOrder()
        let snapshot = try ShopRoutes.archive.decodeTabs(from: document)
        again.restore(from: snapshot)

        #expect(count > 0, "the saved state has no quantity to change")
        let payable: [any ScreenViewModel.Type] = [AddToCartViewModel.self, BuyItemViewModel.self,
                                                   PaymentMethodViewModel.self, PurchaseSummaryViewModel.self]
        if payable.contains(where: { type(of: again.visibleScreen()) == $0 }) {
            Issue.record("\(link) with quantity \(quantity) shows \(again.visibleTitle)")
        }
        // Nothing under it can be paid either.
        for level in again.tabs[.items].chain {
            for entry in level.path {
                if again.viewModel(for: entry, in: level) is BuyItemViewModel { Issue.record("a payable step under the top") }
            }
        }
    }

    @Test("the state's link follows the quantity: add to cart, the card list over it, and the buy step")
    func linksCarryTheQuantity() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        #expect(app.currentLink == "shop://items/2/cart")
        try app.visible(AddToCartViewModel.self).increment()
        try app.visible(AddToCartViewModel.self).increment()
        #expect(app.currentLink == "shop://items/2/cart/3")
        try app.visible(AddToCartViewModel.self).choosePaymentTapped()
        #expect(app.currentLink == "shop://items/2/cart/3/payment")
        try app.visible(PaymentMethodViewModel.self).cardChosen("c2")
        #expect(app.currentLink == "shop://items/2/cart/buy/3/c2")
    }

    @Test("a buy link opens the cover with its quantity, so Back (twice: the cards are under Buy) shows what is being bought")
    func buyLinkQuantity() throws {
        let app = makeApp()
        #expect(app.open("shop://items/2/cart/buy/4/c1") == nil)
        try app.goBack()
        try app.goBack()
        #expect(try app.visible(AddToCartViewModel.self).quantity == 4)
        #expect(app.open("shop://items/2/cart/11") == .badParameter(
            name: "quantity", value: "11", expected: "a quantity from 1 to 10"))
    }

    @Test("the add-to-cart screen reads its quantity from the cover's link, and follows it")
    func quantityFollowsTheLink() throws {
        let app = makeApp()
        _ = try app.startPurchase()
        let cart = try app.visible(AddToCartViewModel.self)
        let changed = ChangeFlag()
        _ = withObservationTracking { cart.quantity } onChange: { changed.set() }
        cart.increment()
        #expect(changed.isSet, "a page reading the quantity would not redraw")

        // A state restored over the open cover (same identities, another quantity) shows it too.
        var snapshot = app.tabs.snapshot()
        let items = try #require(snapshot.tabs.firstIndex { $0.name == "items" })
        let presentation = try #require(snapshot.tabs[items].flow.levels[1].presentation)
        snapshot.tabs[items].flow.levels[1].presentation = Presentation(
            id: presentation.id, style: .cover, link: AnyFlowLink(PurchaseLink.addToCart(quantity: 7)),
            hostsNavigation: true)
        app.restore(from: snapshot)
        #expect(try app.visible(AddToCartViewModel.self) === cart)
        #expect(cart.quantity == 7 && cart.totalText == "$903.00")
    }
}

/// Set once by an observation callback (which may run on any thread).
final class ChangeFlag: Sendable {
    private let flag = Mutex(false)
    var isSet: Bool { flag.withLock { $0 } }
    func set() { flag.withLock { $0 = true } }
}
