/// How a presented flow is shown.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// A modal window over its presenter (SwiftUI's `sheet`).
    case sheet
    /// A window that fills the screen (SwiftUI's `fullScreenCover`).
    case cover
}

/// What one presentation shows: a link, a style, and whether it runs its own navigation stack.
public struct Presentation: Hashable, Identifiable, Sendable, CustomStringConvertible {
    public let id: FlowID
    public let style: PresentationStyle
    public let link: AnyFlowLink
    /// Whether the presented window hosts its own stack (a multi-step flow) or one screen.
    public let hostsNavigation: Bool

    public init(id: FlowID = .next(), style: PresentationStyle, link: AnyFlowLink, hostsNavigation: Bool) {
        self.id = id
        self.style = style
        self.link = link
        self.hostsNavigation = hostsNavigation
    }

    public var description: String { "\(style)(\(link))\(id)" }
}
