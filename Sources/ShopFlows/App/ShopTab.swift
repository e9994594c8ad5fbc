/// The tabs of the shop window, in the order they are shown.
public enum ShopTab: String, CaseIterable, Hashable, Sendable {
    case items, wallet, profile, patterns

    /// The tab switcher's label.
    public var title: String {
        switch self {
        case .items: "Items"
        case .wallet: "Wallet"
        case .profile: "Profile"
        case .patterns: "Patterns"
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
