import FlowCoordinator

/// Seed 004's `CreateConfigFlowState`: the flow's path, which is its parent's (the seed's
/// `@Binding var path: NavigationPath`), and its `presentedItem` and `coverItem`, typed as the
/// flow's own links.
@MainActor
public final class CreateConfigFlowState {
    /// The parent's level: the flow pushes onto its stack and presents over it.
    public let navigation: FlowState

    public init(path: FlowState) {
        navigation = path
    }

    /// The shared stack: `state.path.append(CreateConfigFlowLink.flowLinkB("x"))` pushes.
    public var path: FlowPath {
        get { navigation.path }
        set { navigation.path = newValue }
    }

    /// The link shown in a sheet, or `nil`; setting it presents or dismisses.
    public var presentedItem: CreateConfigFlowLink? {
        get { navigation.presentedItem?.as(CreateConfigFlowLink.self) }
        set { navigation.presentedItem = newValue.map { AnyFlowLink($0) } }
    }

    /// The link shown in a full-screen cover, or `nil`.
    public var coverItem: CreateConfigFlowLink? {
        get { navigation.coverItem?.as(CreateConfigFlowLink.self) }
        set { navigation.coverItem = newValue.map { AnyFlowLink($0) } }
    }

    /// A state over a fresh path, for tests and previews.
    public static var mock: CreateConfigFlowState {
        CreateConfigFlowState(path: .mock)
    }
}
