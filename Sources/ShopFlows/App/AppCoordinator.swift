#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// The whole app: four tabs, each with its coordinator, over one ``TabFlowState``.
///
/// This is what the GTK app talks to. It hands the adapter the state to draw (``tabs``), on
/// which each tab's coordinator has registered its screens, opens deep links, and restores saved
/// states.
@MainActor
public final class AppCoordinator {
    public let environment: ShopEnvironment
    /// The window's state: the selected tab and each tab's stack, presentations and dialogs.
    public let tabs: TabFlowState<ShopTab>
    public let wallet: Wallet
    public let account: Account
    /// The orders the user placed.
    public let orders: OrderBook

    public let items: ItemsCoordinator
    public let walletTab: WalletCoordinator
    public let profile: ProfileCoordinator
    public let patterns: PatternsCoordinator

    public init(environment: ShopEnvironment = .preview) {
        self.environment = environment
        tabs = TabFlowState(tabs: ShopTab.allCases)
        wallet = Wallet(cards: environment.cards, processor: environment.paymentProcessor)
        account = Account(profile: environment.profile)
        orders = OrderBook()
        items = ItemsCoordinator(state: tabs[.items], catalogue: environment.catalogue, wallet: wallet, orders: orders,
                                 processor: environment.paymentProcessor, now: environment.now)
        walletTab = WalletCoordinator(state: tabs[.wallet], wallet: wallet, now: environment.now)
        profile = ProfileCoordinator(state: tabs[.profile], account: account)
        patterns = PatternsCoordinator(state: tabs[.patterns])
        for tab in ShopTab.allCases {
            tabs[tab].linkRules = { [weak self] in self?.linkRules ?? LinkRules() }
            tabs[tab].registerUnavailable(title: UnavailableViewModel.title) { [unowned self] screen in
                UnavailableViewModel(message: unavailableMessage(for: screen.link))
            }
        }
    }

    /// The tab a level belongs to (a tab's root level, or a level presented over it).
    public func tab(of level: FlowState) -> ShopTab? {
        let root = level.root
        return ShopTab.allCases.first { tabs[$0] === root }
    }

    // MARK: What the user does outside any page

    /// The user clicked a tab: selects it, or pops it to its root when it is already selected.
    @discardableResult
    public func select(_ tab: ShopTab) -> UserEventOutcome {
        tabs.userSelected(tab)
    }

    // MARK: Restoration

    /// Makes the app show `snapshot` (a saved state). Each screen that appears gets what its
    /// registration gives it, as if the user had opened it: the child coordinators of restored
    /// sheets and covers, with their guards, are made at once; view models are made later, when
    /// pages ask for them.
    ///
    /// Links are checked by the rules deep links follow (``linkRules``): a page whose link breaks
    /// them is shown as not available, and the notice returned says so, to show once.
    ///
    /// `drafts` go to the restored screens, which open with what was typed on them; a draft the
    /// archive refused (`refusedDrafts`) leaves its screen empty, and the notice says so.
    @discardableResult
    public func restore(from snapshot: TabsSnapshot, drafts: ScreenDrafts = ScreenDrafts(),
                        refusedDrafts: [RefusedDraft] = []) -> RestorationNotice? {
        tabs.restore(snapshot, drafts: drafts)
        return RestorationNotice(violations: linkRules.violations(in: snapshot), refusedDrafts: refusedDrafts)
    }

    /// Loads `store` and restores what it holds. Returns the notice to show once when the saved
    /// state could not be used.
    ///
    /// Restore the user's data first (``restore(from:now:)-(UserDataStore,_)``): the screens of
    /// the restored state look up the cards and items their links name.
    @discardableResult
    public func restore(from store: StateStore, now: Date = Date()) -> RestorationNotice? {
        let result = store.load(now: now)
        if let saved = result.saved {
            return restore(from: saved.snapshot, drafts: saved.drafts, refusedDrafts: saved.refusedDrafts)
        }
        return result.notice
    }

    /// Shows notices such as the ones the `restore` methods return, in one alert over the
    /// selected tab: a single notice with its own title, several one after the other.
    public func show(_ notices: [RestorationNotice]) {
        guard let first = notices.first else { return }
        let title = notices.count == 1 ? first.title : "Some Saved Data Not Restored"
        let message = notices.map(\.message).joined(separator: "\n\n")
        tabs.selectedState.topmost.show(DialogState(alert: title, message: message))
    }

    /// Saves the whole window's state, with what was typed on its screens, to `store`.
    public func save(to store: StateStore) throws {
        try store.save(tabs.snapshot(), drafts: tabs.drafts())
    }
}
