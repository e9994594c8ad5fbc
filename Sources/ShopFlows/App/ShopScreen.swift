/// Every screen of the app, with the view model its page draws.
///
/// The GTK pages switch over this to pick a page type; the coordinators decide the case and
/// make the view model (lazily, when the screen is first shown).
@MainActor
public enum ShopScreen {
    // Items
    case catalogue(CatalogueViewModel)
    case itemDetail(ItemDetailViewModel)
    // Purchase cover
    case addToCart(AddToCartViewModel)
    case paymentMethod(PaymentMethodViewModel)
    case buyItem(BuyItemViewModel)
    case purchaseSummary(PurchaseSummaryViewModel)
    // Wallet
    case wallet(WalletViewModel)
    case cardDetail(CardDetailViewModel)
    case addCard(AddCardViewModel)
    // Profile
    case profile(ProfileViewModel)
    case editProfile(EditProfileViewModel)
    case settings(SettingsViewModel)
    // Patterns
    case patterns(PatternsViewModel)
    case patternContent(ContentViewModel)
    case patternFirst(FirstViewModel)
    case patternSecond(SecondViewModel)
    case patternThird(ThirdViewModel)
    case plainString(StringScreenViewModel)
    case patternSheet(ContentItemViewModel)
    case patternCover(ContentItemViewModel)
    case screenA(ScreenAViewModel)
    case screenB(ScreenBViewModel)
    case screenC(ScreenCViewModel)
    case createConfig(CreateConfigurationViewModel)
    case configLinkA(ConfigLinkAViewModel)
    case configLinkB(ConfigLinkBViewModel)
    case configChild(ConfigChildViewModel)
    /// A link that no longer leads anywhere (stale saved data).
    case unavailable(UnavailableViewModel)

    /// The view model, whatever the screen.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .catalogue(let model): model
        case .itemDetail(let model): model
        case .addToCart(let model): model
        case .paymentMethod(let model): model
        case .buyItem(let model): model
        case .purchaseSummary(let model): model
        case .wallet(let model): model
        case .cardDetail(let model): model
        case .addCard(let model): model
        case .profile(let model): model
        case .editProfile(let model): model
        case .settings(let model): model
        case .patterns(let model): model
        case .patternContent(let model): model
        case .patternFirst(let model): model
        case .patternSecond(let model): model
        case .patternThird(let model): model
        case .plainString(let model): model
        case .patternSheet(let model): model
        case .patternCover(let model): model
        case .screenA(let model): model
        case .screenB(let model): model
        case .screenC(let model): model
        case .createConfig(let model): model
        case .configLinkA(let model): model
        case .configLinkB(let model): model
        case .configChild(let model): model
        case .unavailable(let model): model
        }
    }

    /// The header bar's title.
    public var title: String { viewModel.title }

    /// The view model as a concrete type, or `nil` when the screen is another one.
    public func viewModel<Model: ScreenViewModel>(as type: Model.Type) -> Model? {
        viewModel as? Model
    }
}
