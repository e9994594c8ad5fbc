#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The products on sale, in the order they are listed.
public struct Catalogue: Hashable, Codable, Sendable {
    public let items: [Item]

    public init(items: [Item]) {
        precondition(Set(items.map(\.id)).count == items.count, "Catalogue: an item id appears twice")
        self.items = items
    }

    /// The item with this id, if the catalogue has it.
    public func item(id: Int) -> Item? {
        items.first { $0.id == id }
    }

    /// Every item id, for validating links.
    public var ids: Set<Int> { Set(items.map(\.id)) }

    /// The catalogue with its items' names and descriptions in the user's language: a real shop
    /// translates its catalogue. `make pot` takes them from `catalogue.json` into the template.
    public func translated() -> Catalogue {
        Catalogue(items: items.map {
            Item(id: $0.id, name: shopDomain.text($0.name), price: $0.price,
                 description: shopDomain.text($0.description), icon: $0.icon)
        })
    }

    /// A catalogue from JSON of the form `{ "items": [ { "id": 1, "name": …, "price": 1299, … } ] }`.
    public static func decode(from data: Data) throws -> Catalogue {
        let catalogue = try JSONDecoder().decode(Catalogue.self, from: data)
        return Catalogue(items: catalogue.items)
    }
}
