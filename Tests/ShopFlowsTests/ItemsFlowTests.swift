import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// The Items tab: catalogue → detail → the purchase cover.
@MainActor
@Suite("Items tab", .timeLimit(.minutes(1)))
struct ItemsFlowTests {
    @Test("the catalogue lists every item with its price and icon")
    func catalogueRows() throws {
        let app = makeApp()
        let catalogue = try #require((app.rootViewModel(of: .items) as? ItemsViewModel))
        #expect(catalogue.rows.map(\.id) == [1, 2, 3, 4])
        #expect(catalogue.rows[1].priceText == "$129.00")
        #expect(catalogue.rows[1].icon == "audio-headphones-symbolic")
        #expect(app.title(ofRoot: .items) == "Items")
    }

    @Test("selecting an item pushes its detail")
    func selectItem() throws {
        let app = makeApp()
        try app.visible(ItemsViewModel.self).follow(.detail(itemID: 3))
        #expect(app.tabs[.items].links == [ItemsLink.detail(itemID: 3)])
        let detail = try app.visible(ItemDetailViewModel.self)
        #expect(app.visibleTitle == "Mechanical Keyboard")
        #expect(detail.priceText == "$89.00")
    }

    @Test("selecting an item that is not in the catalogue does nothing")
    func selectUnknownItem() throws {
        let app = makeApp()
        try app.visible(ItemsViewModel.self).follow(.detail(itemID: 99))
        #expect(app.tabs[.items].path.isEmpty)
    }

    @Test("Add to cart presents a full-screen cover that hosts its own stack")
    func addToCartPresentsCover() throws {
        let app = makeApp()
        let purchase = try app.startPurchase(item: 2)
        let cover = try #require(app.cover)
        #expect(app.tabs[.items].coverItem(as: PurchaseLink.self) == .addToCart(quantity: 1))
        #expect(cover.presentation?.style == .cover)
        #expect(cover.presentation?.hostsNavigation == true)
        #expect(cover.path.isEmpty)
        #expect(purchase.item.id == 2)
        #expect((app.visibleScreen() as? AddToCartViewModel)?.itemName == "Studio Headphones")
    }

    @Test("Done on the summary closes the cover and returns Items to its root")
    func doneReturnsToRoot() async throws {
        let app = makeApp()
        let purchase = try app.startPurchase()
        try app.goToBuy()
        try app.visible(BuyItemViewModel.self).payTapped()
        await purchase.payment?.value
        try app.visible(PurchaseSummaryViewModel.self).doneTapped()
        #expect(app.cover == nil)
        #expect(app.tabs[.items].path.isEmpty)
        #expect((app.visibleScreen() as? ItemsViewModel) != nil)
    }
}
