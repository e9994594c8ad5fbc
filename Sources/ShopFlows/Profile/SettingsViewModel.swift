import Observation

/// Settings: two switches, written straight to the account.
@Observable
@MainActor
public final class SettingsViewModel: ScreenViewModel {
    private let account: Account

    public init(account: Account) {
        self.account = account
    }

    /// "Order updates" switch.
    public var orderUpdates: Bool {
        get { account.orderUpdates }
        set { account.orderUpdates = newValue }
    }

    /// "Newsletter" switch.
    public var newsletter: Bool {
        get { account.newsletter }
        set { account.newsletter = newValue }
    }
}
