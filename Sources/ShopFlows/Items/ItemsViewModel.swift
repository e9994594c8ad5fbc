import FlowCoordinator
import Observation

/// Tells the Items coordinator what the catalogue screen asks for.
@MainActor
public protocol ItemsViewModelDelegate: AnyObject {
    func itemsDidOpenItemInNewWindow(_ id: Int, from origin: FlowOrigin)
}

/// The Items tab's root: the list of products.
@Observable
@MainActor
public final class ItemsViewModel: ScreenViewModel, SearchableList {
    /// One row of the list.
    public struct Row: Hashable, Sendable, Identifiable {
        public let id: Int
        public let name: String
        public let priceText: String
        /// A GNOME symbolic icon name.
        public let icon: String
    }

    public let rows: [Row]
    /// The search over the items, by name and price.
    public let search: ListSearch
    /// The row of the item the tab shows first (its sidebar's choice), if any.
    public var chosenRow: Int? {
        let id = chosenItemID()
        return rows.firstIndex { $0.id == id }
    }
    @ObservationIgnored private let chosenItemID: @MainActor () -> Int?
    /// The screen this view model draws; its intents carry it.
    @ObservationIgnored public let origin: FlowOrigin
    @ObservationIgnored public weak var delegate: ItemsViewModelDelegate?

    /// - Parameter chosenItemID: the item whose detail the tab shows first, if any (read with
    ///   Observation tracking, so ``chosenRow`` follows it).
    public init(catalogue: Catalogue, origin: FlowOrigin = .detached, search: ListSearch = ListSearch(),
                chosenItemID: @escaping @MainActor () -> Int? = { nil }) {
        self.origin = origin
        self.search = search
        self.chosenItemID = chosenItemID
        rows = catalogue.items.map { Row(id: $0.id, name: $0.name, priceText: Money.format($0.price), icon: $0.icon) }
    }

    public static func searchTexts(of row: Row) -> [String] { [row.name, row.priceText] }

    public func rowChosen(_ index: Int) {
        if rows.indices.contains(index) { follow(.detail(itemID: rows[index].id)) }
    }

    /// Opens an item's detail: its row chosen (a click, Enter).
    public func follow(_ link: ItemsLink) {
        origin.follow(link)
    }

    /// The user asked for a row in a new window (its context menu, a middle click).
    public func itemOpenedInNewWindow(_ id: Int) {
        origin.send { delegate?.itemsDidOpenItemInNewWindow(id, from: origin) }
    }
}
