import FlowGtk

/// The page of each screen, by the type of the view model it draws. Which screen an entry
/// shows, and its view model, are the coordinators' registrations (in ShopFlows); this only
/// says how each kind of screen looks.
extension Destinations {
    static func shop() -> Destinations {
        let destinations = Destinations()
        // Items, and a purchase's cover
        destinations.add(CataloguePage.self)
        destinations.add(ItemDetailPage.self)
        destinations.add(AddToCartPage.self)
        destinations.add(PaymentMethodPage.self)
        destinations.add(BuyItemPage.self)
        destinations.add(PurchaseSummaryPage.self)
        // Wallet
        destinations.add(WalletPage.self)
        destinations.add(CardDetailPage.self)
        destinations.add(AddCardPage.self)
        // Profile
        destinations.add(ProfilePage.self)
        destinations.add(EditProfilePage.self)
        destinations.add(SettingsPage.self)
        destinations.add(OrdersPage.self)
        destinations.add(OrderPage.self)
        // Patterns
        destinations.add(PatternsPage.self)
        destinations.add(ContentPage.self)
        destinations.add(FirstPage.self)
        destinations.add(SecondPage.self)
        destinations.add(ThirdPage.self)
        destinations.add(StringPage.self)
        destinations.add(ContentItemPage.self)
        destinations.add(ScreenAPage.self)
        destinations.add(ScreenBPage.self)
        destinations.add(ScreenCPage.self)
        destinations.add(CreateConfigurationPage.self)
        destinations.add(ConfigLinkAPage.self)
        destinations.add(ConfigLinkBPage.self)
        destinations.add(ConfigChildPage.self)
        // A link that leads nowhere
        destinations.add(UnavailablePage.self)
        return destinations
    }
}
