/// The tabs of the shop window, in the order they are shown.
public enum ShopTab: String, CaseIterable, Hashable, Sendable {
    case items, wallet, profile, patterns

    /// The tab switcher's label, in the user's language.
    public var title: String {
        switch self {
        // Translators: the tab with the catalogue of products
        case .items: localized("Items")
        // Translators: the tab with the user's payment cards
        case .wallet: localized("Wallet")
        // Translators: the tab with the user's name, email and settings
        case .profile: localized("Profile")
        // Translators: the tab with examples of navigation patterns, for developers
        case .patterns: localized("Patterns")
        }
    }

    /// A GNOME symbolic icon for the tab.
    public var iconName: String {
        switch self {
        case .items: "view-grid-symbolic"
        case .wallet: Card.iconName
        case .profile: "avatar-default-symbolic"
        case .patterns: "view-list-symbolic"
        }
    }
}
