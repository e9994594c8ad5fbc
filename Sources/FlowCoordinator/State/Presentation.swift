/// How a presented flow is shown.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// A modal window over its presenter (SwiftUI's `sheet`).
    case sheet
    /// A window that covers its presenter's (SwiftUI's `fullScreenCover`: on a phone it covers the
    /// app, on a desktop its window). See ``PresentationPlacement``.
    case cover
}

/// What one presentation shows: a link, a style, and whether it runs its own navigation stack;
/// and which entry of its presenter's stack it belongs to.
///
/// Two presentations are equal when they show the same thing: the same identity, style, link
/// and stack. The owner is left out: it says when the presentation leaves, not what it shows, and
/// a saved state does not keep it (a restored presentation belongs to its presenter's top entry).
public struct Presentation: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// The identity of this presentation.
    public let id: FlowID
    /// Whether it is shown as a sheet or a cover.
    public let style: PresentationStyle
    /// The link presented: the screen the presented window shows first.
    public let link: AnyFlowLink
    /// Whether the presented window hosts its own stack (a multi-step flow) or one screen.
    public let hostsNavigation: Bool
    /// The entry of the presenter's stack this presentation belongs to: when that entry leaves
    /// the stack, the presentation is closed first. `nil` when it belongs to the presenter
    /// level itself and stays whatever is popped (see ``PresentationOwner``).
    public let owner: FlowID?

    /// A presentation of `link`, with a fresh identity unless one is given. It belongs to the
    /// presenter level unless `owner` names one of its entries (``FlowState/present(_:style:hostsNavigation:path:owner:)``
    /// works the owner out; a restore gives it the presenter's top entry).
    public init(
        id: FlowID = .next(), style: PresentationStyle, link: AnyFlowLink, hostsNavigation: Bool, owner: FlowID? = nil
    ) {
        self.id = id
        self.style = style
        self.link = link
        self.hostsNavigation = hostsNavigation
        self.owner = owner
    }

    /// The style, link and identity, as in `sheet(String.a)#13`.
    public var description: String { "\(style)(\(link))\(id)" }

    /// Whether the two show the same thing: identity, style, link and whether they host a stack (not the owner).
    public static func == (lhs: Presentation, rhs: Presentation) -> Bool {
        lhs.id == rhs.id && lhs.style == rhs.style && lhs.link == rhs.link && lhs.hostsNavigation == rhs.hostsNavigation
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(style)
        hasher.combine(link)
        hasher.combine(hostsNavigation)
    }
}
