import FlowCoordinator

/// One window of the shop: its four tabs, each with its coordinator, over the window's own
/// ``TabFlowState``. Every window has its own, so each goes its own way; the user's data (the
/// wallet, the account, the orders) is the app's, one model every window observes.
@MainActor
public final class WindowCoordinator: WindowFlow {
    /// The window's identity.
    public let id: WindowID
    /// The window's state: the selected tab and each tab's stack, presentations and dialogs.
    public let tabs: TabFlowState<ShopTab>
    public let items: ItemsCoordinator
    public let walletTab: WalletCoordinator
    public let profile: ProfileCoordinator
    public let patterns: PatternsCoordinator

    /// The window's navigation (``WindowFlow``): its tabs.
    public var navigation: TabFlowState<ShopTab> { tabs }

    init(id: WindowID, app: AppCoordinator) {
        self.id = id
        let environment = app.environment
        tabs = TabFlowState(tabs: ShopTab.allCases)
        items = ItemsCoordinator(level: tabs[.items], catalogue: environment.catalogue, wallet: app.wallet,
                                 account: app.account, orders: app.orders, processor: environment.paymentProcessor,
                                 paymentsUnderWay: app.paymentsUnderWay, now: environment.now)
        walletTab = WalletCoordinator(level: tabs[.wallet], wallet: app.wallet, account: app.account, now: environment.now)
        profile = ProfileCoordinator(level: tabs[.profile], account: app.account, orders: app.orders)
        patterns = PatternsCoordinator(level: tabs[.patterns])
        let openInNewWindow: @MainActor (NavigationTarget) -> Void = { [weak app] target in app?.openInNewWindow(target) }
        items.openInNewWindow = openInNewWindow
        walletTab.openInNewWindow = openInNewWindow
        patterns.openInNewWindow = openInNewWindow
        for tab in ShopTab.allCases {
            tabs[tab].linkRules = { [weak app] in app?.linkRules ?? LinkRules() }
            tabs[tab].registerUnavailable(title: UnavailableViewModel.title) { [weak app] screen in
                UnavailableViewModel(message: app?.unavailableMessage(for: screen.link) ?? "")
            }
        }
    }

    /// Where a tab's screen opens in a window of its own: the tab, then `link` pushed on its root.
    static func target(_ tab: ShopTab, pushing link: some FlowLink) -> NavigationTarget {
        NavigationTarget(steps: [.selectTab(tab.rawValue), .push(link: AnyFlowLink(link))])
    }
}
