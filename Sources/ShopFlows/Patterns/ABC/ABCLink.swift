import FlowCoordinator

/// Seed 003's `Destination`: the screens pushed above screen A. (The seed put view models in the
/// cases; here links stay plain values so they can be saved, and the coordinator makes each
/// screen's view model when it is shown.)
public enum ABCLink: FlowLink {
    case screenB
    case screenC
}
