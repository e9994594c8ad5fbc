#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// Opening `shop://` links, and turning the current state back into one.
extension AppCoordinator {
    /// The router, checking a link's item and card against the catalogue and the wallet as they
    /// are when it opens (``DeepLinkRouter/resolveAndValidate(_:)``).
    public var router: DeepLinkRouter {
        ShopLinks.router.validating { [weak self] values in self?.refusal(of: values) }
    }

    /// Why a link's values cannot be opened: an item not in the catalogue, a card not in the
    /// wallet, or an order the user did not place (or not of that item, quantity and card); `nil`
    /// when they can. A placed order's summary opens after its card was removed.
    private func refusal(of values: DeepLinkParameters) -> DeepLinkError? {
        if let item: Int = values.value("item"), !environment.catalogue.ids.contains(item) {
            return .badParameter(name: "item", value: values.text("item") ?? "", expected: "an item id from the catalogue")
        }
        if let number: String = values.value("order") {
            let order = orders.order(number: number)
            let matches = order?.itemID == values.value("item") && order?.quantity == values.value("quantity")
                && order?.cardID == values.value("card")
            return matches ? nil : .badParameter(name: "order", value: number, expected: "the number of an order you placed")
        }
        if let card: String = values.value("card"), wallet.card(id: card) == nil {
            return .badParameter(name: "card", value: card, expected: "a card id from the wallet")
        }
        return nil
    }

    /// The rules every link follows (``ShopLinks/rules(itemIDs:cardIDs:orderNumbers:)``), against
    /// the catalogue, the wallet and the orders as they are now: the router's, the restored
    /// states', and in debug builds the coordinators' own pushes.
    public var linkRules: LinkRules {
        ShopLinks.rules(itemIDs: environment.catalogue.ids, cardIDs: wallet.ids, orderNumbers: orders.placedNumbers)
    }

    /// Opens `link`, which the user asked for (`shop LINK`): selects its tab, builds the back
    /// stack under its screen and its presentations. A screen that would leave with something to
    /// lose asks first (its guard's question), and the link opens only if the user discards.
    /// When the link cannot be opened the app stays as it is and an alert says why in plain words
    /// (``ShopLinks/explanation(of:)``); the error is returned for the terminal.
    @discardableResult
    public func open(_ link: String) -> DeepLinkError? {
        do throws(DeepLinkError) {
            tabs.userOpened(try router.resolveAndValidate(link))
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
            return try ShopLinks.archive.encode(app.tabs.snapshot())
        } catch {
            // Every link type the router produces is registered (a test checks this).
            preconditionFailure("cannot encode a resolved state: \(error.message)")
        }
    }
}
