import FlowCoordinator

extension FlowState {
    /// The links of this level's stack, bottom first, to compare with a plain list of links:
    /// `#expect(state.links == [ItemsLink.detail(itemID: 3), PurchaseLink.paymentMethod])`.
    public var links: LinkList { LinkList(path.links) }

    /// The link this level shows in a sheet, when it is one of type `Link`.
    public func sheetItem<Link>(as type: Link.Type) -> Link? {
        presentedItem?.as(type)
    }

    /// The link this level shows in a full-screen cover, when it is one of type `Link`.
    public func coverItem<Link>(as type: Link.Type) -> Link? {
        coverItem?.as(type)
    }
}

extension LevelSnapshot {
    /// The links of this level's stack, bottom first, to compare with a plain list of links.
    public var links: LinkList { LinkList(path.map(\.link)) }
}
