import FlowCoordinator

/// The links of seed 004's child coordinator, pushed onto its parent's stack next to the
/// parent's own links.
public enum ConfigChildLink: FlowLink {
    case step(number: Int)
}
