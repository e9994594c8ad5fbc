import FlowCoordinator

/// Seed 004's `CreateConfigFlowState`: the flow's path, which is its parent's (the seed's
/// `@Binding var path: NavigationPath`), and its `presentedItem` and `coverItem`, typed as the
/// flow's own links.
@MainActor
public final class CreateConfigFlowState {
    /// The parent's level: the flow pushes onto its stack and presents over it.
    public let level: FlowState

    /// The flow on its parent's `level`.
    public init(level: FlowState) {
        self.level = level
    }

    /// The shared stack: `state.path.append(CreateConfigFlowLink.flowLinkB("x"))` pushes.
    public var path: FlowPath {
        get { level.path }
        set { level.path = newValue }
    }

    /// The link shown in a sheet, or `nil`; setting it presents or closes.
    public var presentedItem: CreateConfigFlowLink? {
        get { level.presentedItem?.as(CreateConfigFlowLink.self) }
        set { level.presentedItem = newValue.map { AnyFlowLink($0) } }
    }

    /// The link shown in a full-screen cover, or `nil`.
    public var coverItem: CreateConfigFlowLink? {
        get { level.coverItem?.as(CreateConfigFlowLink.self) }
        set { level.coverItem = newValue.map { AnyFlowLink($0) } }
    }

    /// A state over a fresh path, for tests and previews.
    public static var mock: CreateConfigFlowState {
        CreateConfigFlowState(level: .mock)
    }
}
