#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The user's own data — their cards, their account and their orders — saved and restored with a
/// ``UserDataStore``.
extension AppCoordinator {
    /// Puts back the cards, account and orders saved in `store`; a part never saved, or that could not be
    /// read, keeps the environment's defaults. Returns a notice to show once for each part that
    /// could not be read (its file was moved aside). Cards saved with their numbers by an earlier
    /// version are tokenized by the environment's payment processor.
    @discardableResult
    public func restore(from store: UserDataStore, now: Date = Date()) -> [RestorationNotice] {
        restore(store.load(now: now, processor: environment.paymentProcessor))
    }

    /// Puts back what a ``UserDataStore`` loaded; returns its notices.
    @discardableResult
    public func restore(_ loaded: UserDataStore.Loaded) -> [RestorationNotice] {
        if let saved = loaded.wallet { wallet.restore(saved) }
        if let saved = loaded.account { account.restore(saved) }
        if let saved = loaded.orders { orders.restore(saved) }
        return loaded.notices
    }

    /// The user's data as it is now. Reading it inside `withObservationTracking` tracks every
    /// part that is saved, so a change to any of them can be saved.
    public var userData: UserData {
        UserData(wallet: wallet.contents, account: account.contents, orders: orders.contents)
    }
}

/// The user's data at one time, as saved.
public struct UserData: Hashable, Sendable {
    public var wallet: Wallet.Contents
    public var account: Account.Contents
    public var orders: OrderBook.Contents
}
