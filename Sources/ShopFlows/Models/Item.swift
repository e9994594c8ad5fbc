/// One product of the catalogue.
public struct Item: Hashable, Codable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    /// The price in cents, so sums are exact.
    public let price: Int
    public let description: String
    /// A GNOME symbolic icon name for the item's row, e.g. `camera-photo-symbolic`.
    public let icon: String

    public init(id: Int, name: String, price: Int, description: String, icon: String) {
        self.id = id
        self.name = name
        self.price = price
        self.description = description
        self.icon = icon
    }

    /// The price of `quantity` of this item, in cents, or `nil` when the product does not fit in
    /// an `Int` (a price or quantity from a damaged file): callers show nothing to pay rather
    /// than trap.
    public func total(for quantity: Int) -> Int? {
        let (total, overflow) = price.multipliedReportingOverflow(by: quantity)
        return overflow ? nil : total
    }
}
