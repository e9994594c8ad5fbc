import FlowCoordinator

/// The seed's `ContentFlowStateProtocol`: the flow state a content screen navigates with. The
/// content view model implements it, so the view model *is* its flow state: setting a link on
/// it is the navigation, and the coordinator only decides what each link shows.
@MainActor
public protocol ContentFlowStateProtocol: AnyObject {
    /// The level the content screen is on: its stack (shared with the screens pushed above it)
    /// and what it presents; `nil` once the level is gone. The level keeps whoever implements
    /// this, so hold it weakly.
    var level: FlowState? { get }
}

extension ContentFlowStateProtocol {
    /// The seed's `activeLink`: the content link shown above the content screen, presented or
    /// on top of the stack; setting a link goes there (pushing it, or presenting it in a sheet
    /// or cover as the link says), setting `nil` closes what is presented. Once the level is
    /// gone there is no link, and setting one does nothing.
    public var activeLink: ContentLink? {
        get {
            level?.presentedLink(as: ContentLink.self) ?? level?.topEntry?.link.as(ContentLink.self)
        }
        set {
            guard let level else { return }
            guard let link = newValue else {
                level.closePresented()
                return
            }
            switch link.presentationStyle {
            case nil: level.push(link)
            case let style?: level.present(link, style: style)
            }
        }
    }
}
