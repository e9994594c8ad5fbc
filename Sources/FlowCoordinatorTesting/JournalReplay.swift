import FlowCoordinator

/// Replays a session a ``NavigationJournal`` recorded, headlessly: what a test exported with
/// `NavigationJournal.swiftTest(named:importing:registry:links:ending:)` runs. Each place ("window
/// 1 · items") is a root `FlowState` of its own, made empty on its first step; links come as a
/// state file holds them, read with the app's `LinkRegistry`.
///
/// ```swift
/// let replay = JournalReplay(registry: ShopRoutes.registry)
/// try replay.push("window 1 · items", [#"{"type":"items","value":{"detail":{"itemID":1}}}"#])
/// replay.back("window 1 · items", count: 1)
/// #expect(replay.links(at: "window 1 · items") == "[] >> [ItemsLink.detail(itemID: 1)]")
/// ```
@MainActor
public final class JournalReplay {
    private let registry: LinkRegistry
    private var states: [String: FlowState] = [:]

    /// A replay reading links with `registry`.
    public init(registry: LinkRegistry) {
        self.registry = registry
    }

    /// The root state of `place`, empty until a step changes it.
    public func state(at place: String) -> FlowState {
        if let state = states[place] { return state }
        let state = FlowState()
        states[place] = state
        return state
    }

    /// Where `place` is: its links without identities (`FlowSnapshot.links`).
    public func links(at place: String) -> String {
        state(at: place).snapshot().links
    }

    /// Pushes `links` on `level` of `place` (0 for its own stack, 1 for a sheet over it…).
    public func push(_ place: String, level: Int = 0, _ links: [String]) throws {
        let target = try self.level(level, of: place)
        for link in try decode(links) { target.push(link) }
    }

    /// Pops `count` entries, as the program does (no page goes ahead).
    public func pop(_ place: String, level: Int = 0, count: Int) {
        (try? self.level(level, of: place))?.pop(count: count)
    }

    /// The user went back `count` pages: they go ahead.
    public func back(_ place: String, level: Int = 0, count: Int) {
        guard let target = try? self.level(level, of: place) else { return }
        for _ in 0..<count { target.userWentBack() }
    }

    /// The user went forward `count` pages.
    public func forward(_ place: String, level: Int = 0, count: Int) {
        guard let target = try? self.level(level, of: place), count > 0, count <= target.forward.count else { return }
        target.userWentForward(to: target.forward[count - 1].id)
    }

    /// Replaces the stack of `level` with `links`, the pages `ahead` ahead of it.
    public func setPath(_ place: String, level: Int = 0, _ links: [String], ahead: [String] = []) throws {
        let target = try self.level(level, of: place)
        var snapshot = target.snapshot()
        snapshot.levels[0].path = try decode(links).map { FlowEntry($0) }
        snapshot.levels[0].forward = try decode(ahead).map { FlowEntry($0) }
        target.restore(snapshot)
    }

    /// Presents `link` over `level`.
    public func present(_ place: String, level: Int = 0, _ link: String, style: PresentationStyle,
                        hostsNavigation: Bool, path: [String] = []) throws {
        let target = try self.level(level, of: place)
        target.present(try registry.link(fromJSON: link), style: style, hostsNavigation: hostsNavigation,
                       path: FlowPath(try decode(path)))
    }

    /// Closes what `level` presents.
    public func close(_ place: String, level: Int = 0) {
        guard let target = try? self.level(level, of: place), target.presented != nil else { return }
        target.closePresented()
    }

    private func level(_ index: Int, of place: String) throws -> FlowState {
        let chain = state(at: place).chain
        guard chain.indices.contains(index) else { throw ReplayError.noLevel(index, place: place, levels: chain.count) }
        return chain[index]
    }

    private func decode(_ links: [String]) throws -> [AnyFlowLink] {
        try links.map { try registry.link(fromJSON: $0) }
    }

    /// A step the replayed state cannot take.
    public enum ReplayError: Error, CustomStringConvertible {
        /// The step names a level the place does not have.
        case noLevel(Int, place: String, levels: Int)

        public var description: String {
            switch self {
            case .noLevel(let index, let place, let levels): "\(place) has \(levels) levels, not level \(index)"
            }
        }
    }
}
