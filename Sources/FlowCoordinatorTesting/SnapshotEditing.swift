import FlowCoordinator

// Short ways to write an expected state, for ``FlowRecorder/expect(_:sourceLocation:)``.

extension LevelSnapshot {
    /// Pushes `link` with the identity `id` onto this level's stack.
    public mutating func push(_ link: some Hashable & Sendable, id: UInt64) {
        path.append(FlowEntry(id: FlowID(rawValue: id), link: AnyFlowLink(link)))
    }

    /// Pops the top `count` entries of this level's stack (all of them when fewer are pushed).
    public mutating func pop(_ count: Int = 1) {
        path.removeLast(Swift.min(count, path.count))
    }
}

extension FlowSnapshot {
    /// Presents `link` with the identity `id` over the topmost level, as a new level with an
    /// empty stack.
    public mutating func present(
        _ link: some Hashable & Sendable, style: PresentationStyle = .sheet, hostsNavigation: Bool = false, id: UInt64
    ) {
        let presentation = Presentation(id: FlowID(rawValue: id), style: style, link: AnyFlowLink(link),
                                        hostsNavigation: hostsNavigation)
        levels.append(LevelSnapshot(presentation: presentation))
    }
}

extension TabsSnapshot {
    /// The flow of `tab`, to read or edit; the tab must be in the snapshot.
    public subscript<Tab: RawRepresentable>(tab: Tab) -> FlowSnapshot where Tab.RawValue == String {
        get {
            guard let flow = self[tab.rawValue] else { preconditionFailure("no tab \(tab.rawValue) in \(self)") }
            return flow
        }
        set {
            guard let index = tabs.firstIndex(where: { $0.name == tab.rawValue }) else {
                preconditionFailure("no tab \(tab.rawValue) in \(self)")
            }
            tabs[index].flow = newValue
        }
    }
}
