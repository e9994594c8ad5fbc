import FlowCoordinator

extension ShopRoutes {
    /// Every link type the app pushes or presents, and every draft its forms keep, each under a
    /// stable name that saved states use instead of Swift's type names. Keep a name once it has
    /// shipped.
    public static let registry = LinkRegistry()
        .registering(ItemsLink.self, as: "items")
        .registering(PurchaseLink.self, as: "purchase")
        .registering(WalletLink.self, as: "wallet")
        .registering(ProfileLink.self, as: "profile")
        .registering(PatternsLink.self, as: "patterns")
        .registering(ContentLink.self, as: "content")
        .registering(String.self, as: "string")
        .registering(ABCLink.self, as: "abc")
        .registering(CreateConfigFlowLink.self, as: "config")
        .registering(ConfigChildLink.self, as: "config-child")
        .registeringDraft(AddCardDraft.self, as: "add-card")
        .registeringDraft(EditProfileDraft.self, as: "edit-profile")
        .registeringDraft(SearchDraft.self, as: "search")
        .registeringDraft(ContentDraft.self, as: "content")
        .registeringDraft(CreateConfigurationDraft.self, as: "create-configuration")

    /// The archive that writes and reads the app's states.
    public static let archive = StateArchive(registry: registry)
}
