#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// The whole app: its windows (``WindowCoordinator``s, each with its four tabs and their
/// coordinators) over one model of the user's data.
///
/// This is what the GTK app talks to. It hands the adapter the windows to draw (``windows``),
/// opens deep links in the window focused last or in a new one, and restores saved states. It
/// starts with one window, and always has one while the app runs: closing the last one quits.
@MainActor
public final class AppCoordinator {
    public let environment: ShopEnvironment
    public let wallet: Wallet
    public let account: Account
    /// The orders the user placed.
    public let orders: OrderBook
    /// The payments running in any window: what a quit now would cancel.
    public let paymentsUnderWay = PaymentsUnderWay()

    /// The open windows, each with its own navigation and coordinators.
    public private(set) lazy var windows = WindowsState<WindowCoordinator> { [unowned self] id in
        WindowCoordinator(id: id, app: self)
    }

    public init(environment: ShopEnvironment = .preview) {
        self.environment = environment
        wallet = Wallet(cards: environment.cards, processor: environment.paymentProcessor)
        account = Account(profile: environment.profile)
        orders = OrderBook()
        windows.open(frame: environment.windowFrame)
        paymentsUnderWay.whenEnded { [weak self] in self?.withdrawPaymentQuitQuestion() }
    }

    /// The window the user focused last: where a link from outside opens, and what the
    /// single-window accessors below read.
    public var window: WindowCoordinator {
        guard let id = windows.focusedLast, let window = windows[id] else {
            preconditionFailure("AppCoordinator: no window is open (closing the last one quits)")
        }
        return window
    }

    /// The state of the window focused last: its selected tab and each tab's stack,
    /// presentations and dialogs.
    public var tabs: TabFlowState<ShopTab> { window.tabs }

    /// The tab a level belongs to (a tab's root level, or a level presented over it), in
    /// whichever window holds it.
    public func tab(of level: FlowState) -> ShopTab? {
        let root = level.root
        return windows.windows.lazy.compactMap { window in ShopTab.allCases.first { window.tabs[$0] === root } }.first
    }

    // MARK: What the user does outside any page

    /// The user clicked a tab: selects it, or pops it to its root when it is already selected.
    @discardableResult
    public func select(_ tab: ShopTab) -> UserEventOutcome {
        tabs.userSelected(tab)
    }

    // MARK: Windows

    /// The most windows the app opens: as many as a saved state may hold, so that every window
    /// open can be saved and restored.
    public static let windowLimit = StateArchive.Limits.standard.windows

    /// A new window at the catalogue, in front of the others, of the size of the window focused
    /// last (Ctrl+N).
    @discardableResult
    public func newWindow() -> WindowID? {
        openInNewWindow(NavigationTarget(steps: [.selectTab(ShopTab.items.rawValue)]))
    }

    /// A new window showing `target` ("Open in New Window" on a row, `shop --new-window LINK`);
    /// at ``windowLimit`` windows, none opens and the window focused last says why.
    @discardableResult
    public func openInNewWindow(_ target: NavigationTarget) -> WindowID? {
        guard windows.order.count < Self.windowLimit else {
            tabs.toasts.show(localized(plural: "Shop keeps at most %d window open: close one to open another", "Shop keeps at most %d windows open: close one to open another", count: Self.windowLimit))
            return nil
        }
        return windows.open(showing: target)
    }

    /// The user asked to close window `id` (its close button, Ctrl+Shift+W). Another window
    /// closes once its guards allow (``WindowsState/userClosed(_:)``); the last one quits as
    /// Ctrl+Q does (``quitRequested(_:)``), so the app reopens as it was.
    public func closeRequested(_ id: WindowID, quit: @escaping @MainActor () -> Void) {
        if windows.order == [id] {
            quitRequested(quit)
        } else {
            windows.userClosed(id)
        }
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
    public func restore(from snapshot: WindowsSnapshot, drafts: ScreenDrafts = ScreenDrafts(),
                        refusedDrafts: [RefusedDraft] = []) -> RestorationNotice? {
        let unknownTabs = windows.restore(snapshot, drafts: drafts)
        let violations = snapshot.windows.flatMap { linkRules.violations(in: $0.tabs) }
        return RestorationNotice(violations: violations, unknownTabs: unknownTabs, refusedDrafts: refusedDrafts)
    }

    /// Makes the window focused last show `snapshot` (a saved window), as
    /// ``restore(from:drafts:refusedDrafts:)-(WindowsSnapshot,_,_)`` does for every window.
    @discardableResult
    public func restore(from snapshot: TabsSnapshot, drafts: ScreenDrafts = ScreenDrafts(),
                        refusedDrafts: [RefusedDraft] = []) -> RestorationNotice? {
        let unknownTabs = tabs.restore(snapshot, drafts: drafts)
        return RestorationNotice(violations: linkRules.violations(in: snapshot), unknownTabs: unknownTabs, refusedDrafts: refusedDrafts)
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
    /// selected tab of the window focused last: a single notice with its own title, several as
    /// one message that says each thing once (``RestorationNotice/combined(_:)``).
    public func show(_ notices: [RestorationNotice]) {
        guard let (title, message) = RestorationNotice.combined(notices) else { return }
        tabs.selectedState.topmost.show(DialogState(alert: title, message: message))
    }

    /// Saves every window's state, with what was typed on their screens, to `store`.
    public func save(to store: StateStore) throws {
        try store.save(windows.snapshot(), drafts: windows.drafts())
    }
}
