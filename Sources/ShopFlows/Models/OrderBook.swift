#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Observation

/// An order the user placed and paid: what its summary shows, as it was when it was paid (the
/// card may be removed later; its name stays on the order).
public struct Order: Hashable, Codable, Sendable, Identifiable {
    /// `SHOP-1001`: upper-case letters, digits and dashes (it appears in summary links).
    public let number: String
    public let itemID: Int
    public let itemName: String
    public let quantity: Int
    /// What was charged, in cents.
    public let total: Int
    public let cardID: String
    /// The card as lists showed it when it paid: `Visa •••• 4242`.
    public let cardName: String
    public let placedAt: Date

    public var id: String { number }

    public init(number: String, itemID: Int, itemName: String, quantity: Int, total: Int,
                cardID: String, cardName: String, placedAt: Date) {
        self.number = number
        self.itemID = itemID
        self.itemName = itemName
        self.quantity = quantity
        self.total = total
        self.cardID = cardID
        self.cardName = cardName
        self.placedAt = placedAt
    }
}

/// The orders the user placed. A summary shows an order from here, never from what a link
/// says, so a link to an order that was never placed finds nothing to show.
///
/// An order's number is never given again: numbers count up from ``nextNumber``, which is saved
/// with the orders (without it every launch would start again at `SHOP-1001`).
@Observable
@MainActor
public final class OrderBook {
    public private(set) var orders: [Order]
    /// The number of the next order placed (1001 for `SHOP-1001`).
    public private(set) var nextNumber: Int
    /// Where a new order's number comes from when other processes place orders in the same file
    /// (``UserDataSync``): given ``nextNumber``, it returns a number no process has given, and
    /// counts it as given. Without it the book counts on its own.
    @ObservationIgnored public var reserveNumber: (@MainActor (_ next: Int) -> Int)?

    /// The number of a new shop's first order.
    public nonisolated static let firstNumber = 1001
    /// Order numbers: `SHOP-1001` … `SHOP-1000000000`.
    nonisolated static let numbers = IdentifierSequence(prefix: "SHOP-", numbers: firstNumber...1_000_000_000)

    public init(orders: [Order] = [], nextNumber: Int = OrderBook.firstNumber) {
        self.orders = orders
        self.nextNumber = Self.numbers.next(after: orders.map(\.number), saved: nextNumber)
    }

    /// The order numbered `number`, if the user placed it.
    public func order(number: String) -> Order? {
        orders.first { $0.number == number }
    }

    /// Every order number, for checking links.
    public var placedNumbers: Set<String> { Set(orders.map(\.number)) }

    /// Records a paid order under a number no order has had, and returns it.
    @discardableResult
    public func place(item: Item, quantity: Int, total: Int, card: Card, at date: Date) -> Order {
        var reserved = reserveNumber?(nextNumber) ?? nextNumber
        let number = Self.numbers.issue(from: &reserved, avoiding: placedNumbers)
        nextNumber = max(nextNumber, reserved)
        let order = Order(number: number, itemID: item.id, itemName: item.name, quantity: quantity,
                          total: total, cardID: card.id, cardName: card.displayName, placedAt: date)
        orders.append(order)
        return order
    }

    // MARK: Saving

    /// What the orders keep between launches: the orders and the next order's number.
    public struct Contents: Hashable, Codable, Sendable {
        public var orders: [Order]
        public var nextNumber: Int

        public init(orders: [Order], nextNumber: Int) {
            self.orders = orders
            self.nextNumber = nextNumber
        }
    }

    /// What to save now.
    public var contents: Contents { Contents(orders: orders, nextNumber: nextNumber) }

    /// Puts back saved orders; new numbers still start past every order's.
    public func restore(_ contents: Contents) {
        orders = contents.orders
        nextNumber = Self.numbers.next(after: contents.orders.map(\.number), saved: contents.nextNumber)
    }
}
