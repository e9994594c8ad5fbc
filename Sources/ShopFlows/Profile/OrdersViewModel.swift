import FlowCoordinator
import Observation

/// The orders placed, newest first: each row opens the order's summary.
@Observable
@MainActor
public final class OrdersViewModel: ScreenViewModel {
    private let orders: OrderBook
    @ObservationIgnored public let origin: FlowOrigin

    public init(orders: OrderBook, origin: FlowOrigin = .detached) {
        self.orders = orders
        self.origin = origin
    }

    /// An order as its row shows it.
    public struct Row: Hashable, Sendable, Identifiable {
        public let id: String
        /// `SHOP-1001`.
        public let number: String
        /// `2 × Studio Headphones`.
        public let title: String
        /// `$258.00`.
        public let totalText: String
    }

    public var rows: [Row] {
        orders.orders.reversed().map { order in
            Row(id: order.number, number: order.number, title: OrderLine.text(quantity: order.quantity, of: order.itemName),
                totalText: order.totalText)
        }
    }

    public var isEmpty: Bool { orders.orders.isEmpty }

    /// What the page says when no order has been placed.
    public let emptyText = localized("No orders yet. What you buy is listed here.")

    /// Opens an order's summary: its row chosen.
    public func follow(_ link: ProfileLink) {
        origin.follow(link)
    }
}
