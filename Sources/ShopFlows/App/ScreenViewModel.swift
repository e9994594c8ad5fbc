/// What every screen's view model offers the page that draws it: a title for the header bar
/// and the back button's tooltip.
///
/// View models are `@Observable @MainActor final class`es with plain readable properties for
/// what the page shows and intent methods for what the user does. They tell their coordinator
/// about navigation (through a delegate or a closure) and never import GTK.
@MainActor
public protocol ScreenViewModel: AnyObject {
    var title: String { get }
}
