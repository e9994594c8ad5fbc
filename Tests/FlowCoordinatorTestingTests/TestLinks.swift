import FlowCoordinator
import Testing

// Links shared by the tests of FlowCoordinatorTesting.

/// A screen's links.
enum ShopLink: FlowLink {
    case catalogue
    case item(Int)
    case sheet(String)
}

/// A child flow's links, pushed next to `ShopLink`s.
enum CartLink: FlowLink {
    case cart
    case pay
}

/// Whether an issue recorded by a helper says `text`.
func says(_ text: String) -> @Sendable (Issue) -> Bool {
    { issue in issue.comments.contains { $0.rawValue.contains(text) } }
}
