/// What every screen's view model is: the object a page draws, found by its type.
///
/// View models are `@Observable @MainActor final class`es with plain readable properties for
/// what the page shows and intent methods for what the user does. They tell their coordinator
/// about navigation (through a delegate or a closure), sending each intent through their
/// screen's `FlowOrigin` (`origin.send { … }`), and never import GTK. A screen's title is not
/// theirs: its registration gives it, once, and the page shows it.
@MainActor
public protocol ScreenViewModel: AnyObject {}
