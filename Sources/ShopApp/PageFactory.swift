import FlowCoordinator
import FlowGtk
import ShopFlows

/// Maps each screen the coordinators name to the page that draws it, and registers, per link
/// type, how the window's stacks and presented windows get their pages (the GTK counterpart of
/// SwiftUI's `navigationDestination(for:)`, `sheet(item:)` and `fullScreenCover(item:)`).
/// No navigation decision is made here: which screen and view model an entry gets is the
/// coordinator's answer.
@MainActor
struct PageFactory {
    let coordinator: AppCoordinator

    func destinations() -> Destinations {
        let destinations = Destinations()
        register(ItemsLink.self, in: destinations)
        register(PurchaseLink.self, in: destinations)
        register(WalletLink.self, in: destinations)
        register(ProfileLink.self, in: destinations)
        register(PatternsLink.self, in: destinations)
        register(ContentLink.self, in: destinations)
        register(String.self, in: destinations)
        register(ABCLink.self, in: destinations)
        register(CreateConfigFlowLink.self, in: destinations)
        register(ConfigChildLink.self, in: destinations)
        return destinations
    }

    private func register<Link: Hashable & Sendable>(_ type: Link.Type, in destinations: Destinations) {
        let coordinator = coordinator
        destinations.page(for: type, title: { _, entry in coordinator.title(for: entry) }) { _, entry, level in
            PageFactory(coordinator: coordinator).page(for: coordinator.screen(for: entry, in: level))
        }
        destinations.presentation(for: type) { _, level in
            PageFactory(coordinator: coordinator).page(for: coordinator.rootScreen(of: level))
        }
    }

    func page(for screen: ShopScreen) -> Page {
        switch screen {
        case .catalogue(let model): CataloguePage(model).page
        case .itemDetail(let model): ItemDetailPage(model).page
        case .addToCart(let model): AddToCartPage(model).page
        case .paymentMethod(let model): PaymentMethodPage(model).page
        case .buyItem(let model): BuyItemPage(model).page
        case .purchaseSummary(let model): PurchaseSummaryPage(model).page
        case .wallet(let model): WalletPage(model).page
        case .cardDetail(let model): CardDetailPage(model).page
        case .addCard(let model): AddCardPage(model).page
        case .profile(let model): ProfilePage(model).page
        case .editProfile(let model): EditProfilePage(model).page
        case .settings(let model): SettingsPage(model).page
        case .patterns(let model): PatternsPage(model).page
        case .patternContent(let model): ContentPage(model).page
        case .patternFirst(let model): FirstPage(model).page
        case .patternSecond(let model): SecondPage(model).page
        case .patternThird(let model): ThirdPage(model).page
        case .plainString(let model): StringPage(model).page
        case .patternSheet(let model), .patternCover(let model): ContentItemPage(model).page
        case .screenA(let model): ScreenAPage(model).page
        case .screenB(let model): ScreenBPage(model).page
        case .screenC(let model): ScreenCPage(model).page
        case .createConfig(let model): CreateConfigurationPage(model).page
        case .configLinkA(let model): ConfigLinkAPage(model).page
        case .configLinkB(let model): ConfigLinkBPage(model).page
        case .configChild(let model): ConfigChildPage(model).page
        case .unavailable(let model): UnavailablePage(model).page
        }
    }
}
