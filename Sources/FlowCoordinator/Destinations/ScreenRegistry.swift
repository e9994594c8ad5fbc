/// What a root level keeps of its registrations: per link type, how a screen of that type is
/// titled, what it gets when it appears, and how its view model is made; and the screens for a
/// root level's first screen and for links that lead nowhere.
@MainActor
final class ScreenRegistry {
    struct Registration {
        let title: @MainActor (AnyFlowLink) -> String?
        let onAppear: (@MainActor (AnyFlowLink, FlowScreen) -> Void)?
        let screen: @MainActor (AnyFlowLink, FlowScreen) -> AnyObject?
        /// The link's destination, for a registration that declares one (``FlowState/register(_:_:)``).
        var destination: (@MainActor (AnyFlowLink) -> FlowDestination?)?
    }

    struct Fallback {
        let title: String
        let screen: @MainActor (FlowScreen) -> AnyObject
    }

    var registrations: [ObjectIdentifier: Registration] = [:]
    var root: Fallback?
    /// Whether the root screen is a sidebar (``FlowState/registerRoot(title:isSidebar:screen:)``).
    var rootIsSidebar = false
    var unavailable: Fallback?

    func registration(for link: AnyFlowLink) -> Registration? {
        registrations.isEmpty ? nil : registrations[ObjectIdentifier(link.linkType)]
    }
}
