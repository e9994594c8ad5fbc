import FlowGtk

/// A page that draws one kind of screen: made from the screen's view model, and found by the
/// view model's type (``FlowGtk/Destinations/add(_:)``).
@MainActor
protocol ScreenPage: AnyObject {
    associatedtype Model: AnyObject
    init(_ model: Model)
    var page: Page { get }
}

extension Destinations {
    /// Draws every screen whose view model is a `PageType.Model` with a `PageType`.
    func add<PageType: ScreenPage>(_ pageType: PageType.Type) {
        page(for: PageType.Model.self) { PageType($0).page }
    }
}
