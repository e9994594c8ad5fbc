import FlowCoordinator

/// The examples of the Patterns tab, each pushed from the list onto the tab's stack, which the
/// example's own coordinators then share.
public enum PatternsLink: FlowLink, CaseIterable {
    /// Seeds 000/001: a content screen whose view model is its flow state.
    case content
    /// Seed 003: screens A, B and C run by one coordinator.
    case abc
    /// Seed 004: the "create configuration" flow.
    case config
}
