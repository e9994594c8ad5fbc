import FlowCoordinator

/// Where the Items tab's stack can go.
public enum ItemsLink: FlowLink {
    /// The detail of the item with this id, pushed from the catalogue.
    case detail(itemID: Int)
}
