/// One step of a navigation target, in the order a user would take it: select a tab, push a
/// screen, present a sheet or cover (whose own pushes follow).
public enum NavigationStep: Hashable, Sendable, CustomStringConvertible {
    /// Select the tab with this name.
    case selectTab(String)
    /// Push `link` onto the current stack (the root stack, or that of the presentation above).
    case push(link: AnyFlowLink)
    /// Present `link` in the given style; with `hostsNavigation`, the presentation runs a stack of its own that later pushes go to.
    case present(link: AnyFlowLink, style: PresentationStyle, hostsNavigation: Bool)

    /// A push of `link`.
    public static func push(_ link: some Hashable & Sendable) -> NavigationStep {
        .push(link: AnyFlowLink(link))
    }

    /// A presentation of `link`.
    public static func present(
        _ link: some Hashable & Sendable, style: PresentationStyle = .sheet, hostsNavigation: Bool = false
    ) -> NavigationStep {
        .present(link: AnyFlowLink(link), style: style, hostsNavigation: hostsNavigation)
    }

    /// The link pushed or presented by this step.
    public var link: AnyFlowLink? {
        switch self {
        case .selectTab: nil
        case .push(let link), .present(let link, _, _): link
        }
    }

    /// The link pushed or presented by this step, as a concrete type.
    public func link<Link>(as type: Link.Type) -> Link? {
        link?.as(type)
    }

    /// The step in short, as in `push(detail(7))`.
    public var description: String {
        switch self {
        case .selectTab(let tab): "tab(\(tab))"
        case .push(let link): "push(\(link))"
        case .present(let link, let style, _): "\(style)(\(link))"
        }
    }
}
