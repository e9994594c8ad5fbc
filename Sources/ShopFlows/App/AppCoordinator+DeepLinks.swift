#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// Opening `shop://` links, and turning the current state back into one.
extension AppCoordinator {
    /// The router, checking every link it yields with ``linkRules`` — the item, the card and the
    /// order against the catalogue, the wallet and the orders as they are when it opens — and a
    /// summary's order against the item, quantity and card of its link
    /// (``DeepLinkRouter/resolveAndValidate(_:)``). A placed order's summary opens after its
    /// card was removed: its link names no buy step.
    public var router: DeepLinkRouter {
        ShopRoutes.router(checking: linkRules).validating { [weak self] values in self?.orderMismatch(in: values) }
    }

    /// Why a summary link's order is not the one it says: an order placed, but of another item,
    /// quantity or card than the link's. That the order exists at all is a rule (``linkRules``);
    /// that it matches values of other links of the target is for the link as a whole to say. (An
    /// order of the order list, `orders/{order}`, names nothing else.)
    private func orderMismatch(in values: DeepLinkParameters) -> DeepLinkError? {
        guard let number: String = values.value("order"), let item: Int = values.value("item"),
              let order = orders.order(number: number) else { return nil }
        let matches = order.itemID == item && order.quantity == values.value("quantity")
            && order.cardID == values.value("card")
        return matches ? nil : .badParameter(name: "order", value: number, expected: "the number of an order you placed")
    }

    /// The rules every link follows (``ShopRoutes/rules(itemIDs:cardIDs:orderNumbers:)``), against
    /// the catalogue, the wallet and the orders as they are now: the router's, the restored
    /// states', and in debug builds the coordinators' own pushes. Signed out, no card is there.
    public var linkRules: LinkRules {
        ShopRoutes.rules(itemIDs: environment.catalogue.ids, cardIDs: account.isSignedIn ? wallet.ids : [],
                        orderNumbers: orders.placedNumbers)
    }

    /// Opens `link`, which the user asked for (`shop LINK`), in the window focused last, or in a
    /// new window in front of the others (`shop --new-window LINK`): selects its tab, builds the
    /// back stack under its screen and its presentations. A screen that would leave with something to
    /// lose asks first (its guard's question), and the link opens only if the user discards.
    /// When the link cannot be opened the app stays as it is and an alert says why in plain words
    /// (``ShopRoutes/explanation(of:)``); the error is returned for the terminal.
    @discardableResult
    public func open(_ link: String, inNewWindow: Bool = false) -> DeepLinkError? {
        do throws(DeepLinkError) {
            let target = try router.resolveAndValidate(link)
            if inNewWindow { openInNewWindow(target) } else { tabs.userOpened(target) }
            return nil
        } catch {
            refuse(error)
            return error
        }
    }

    /// The link to what the selected tab shows, when one exists (not every stack has a link).
    public var currentLink: String? {
        router.link(for: tabs.snapshot())
    }

    /// For `shop --resolve URL`: opens `link` on a fresh app with the user's data (their cards
    /// decide which card links resolve) and returns the resulting state as the JSON document
    /// restoration reads.
    public static func resolve(
        _ link: String, environment: ShopEnvironment, userData: UserDataStore.Loaded = UserDataStore.Loaded()
    ) throws(DeepLinkError) -> Data {
        let app = AppCoordinator(environment: environment)
        app.restore(userData)
        app.tabs.open(try app.router.resolveAndValidate(link))
        do {
            return try ShopRoutes.archive.encode(app.tabs.snapshot())
        } catch {
            // Every link type the router produces is registered (a test checks this).
            preconditionFailure("cannot encode a resolved state: \(error.message)")
        }
    }
}
