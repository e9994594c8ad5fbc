import FlowCoordinator

/// The links of seed 004's child coordinator, pushed onto its parent's stack next to the
/// parent's own links.
public enum ConfigChildLink: FlowLink {
    case step(number: Int)

    /// The steps the child flow has: what a link may name, a saved state restore, and Next
    /// Step reach.
    public static let steps = 1...20
}
