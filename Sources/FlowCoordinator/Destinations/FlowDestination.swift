/// Where a link leads, in one declaration: the screen's title, where it is shown (pushed on this
/// state's stack, pushed in a sheet or cover, or as a sheet's or cover's own screen) and how its
/// view model is made. A registration (``FlowState/register(_:_:)``) gives one per link:
///
/// ```swift
/// state.register(ProfileLink.self) { [unowned self] link in
///     switch link {
///     case .settings: .pushed(localized("Settings")) { _ in SettingsViewModel(account: account) }
///     case .edit: .presented(localized("Edit Profile"), as: .sheet) { screen in
///         screen.object { EditProfileCoordinator(screen: screen, account: account) }.viewModel
///     }
///     case .order(let number):
///         guard let order = orders.order(number: number) else { return .unavailable }
///         return .pushed(number) { _ in OrderViewModel(order: order) }
///     }
/// }
/// ```
///
/// The state asks the registration for a link's destination whenever it needs one fact of it —
/// the title for a header or a back button's tooltip, the view model the first time the screen
/// is shown, where ``FlowState/follow(_:)`` shows the link — so a destination is a cheap value:
/// its closures run only when their screen needs them. A link shown where its destination does
/// not say (a saved state or a deep link that pushes what is presented) gets the unavailable
/// screen (``FlowState/registerUnavailable(title:screen:)``), as a link that leads nowhere does.
@MainActor
public struct FlowDestination {
    /// Where a destination's screen is shown.
    public enum Place: Hashable, Sendable {
        /// Pushed on the stack of the state that registered it: a tab's own stack.
        case stack
        /// Pushed on the stack of a sheet or cover presented in that state.
        case presentedStack
        /// The own screen of a sheet or cover, presented in this style (``FlowState/follow(_:)``
        /// presents it so; a saved state may show it in the other).
        case presentation(PresentationStyle, hostsNavigation: Bool)
    }

    /// The screen's title, for its header, its window and the back button's tooltip over it;
    /// `nil` when the link leads nowhere.
    public let title: String?
    /// Where the screen is shown; `nil` when the link leads nowhere.
    public let place: Place?
    let appear: (@MainActor (FlowScreen) -> Void)?
    let makeViewModel: @MainActor (FlowScreen) -> AnyObject?

    private init(title: String?, place: Place?, onAppear: (@MainActor (FlowScreen) -> Void)?,
                 viewModel: @escaping @MainActor (FlowScreen) -> AnyObject?) {
        self.title = title
        self.place = place
        appear = onAppear
        makeViewModel = viewModel
    }

    /// A screen pushed on this state's own stack (a tab's).
    ///
    /// - Parameters:
    ///   - title: The screen's title; the page's heading shows it too unless the page says otherwise.
    ///   - onAppear: Called once when the screen appears, by any route (pushed, restored, opened
    ///     from a link): give it a guard or a result handler. It runs for every entry of a
    ///     restored stack, shown or not, so keep it cheap.
    ///   - viewModel: Makes the screen's view model the first time the screen is shown; `nil`
    ///     when it cannot be shown after all (the unavailable screen is shown).
    public static func pushed(
        _ title: String, onAppear: (@MainActor (FlowScreen) -> Void)? = nil,
        viewModel: @escaping @MainActor (FlowScreen) -> AnyObject?
    ) -> FlowDestination {
        FlowDestination(title: title, place: .stack, onAppear: onAppear, viewModel: viewModel)
    }

    /// A screen pushed on the stack of a sheet or cover (a step of a multi-step flow), as
    /// ``pushed(_:onAppear:viewModel:)`` otherwise.
    public static func pushedInPresentation(
        _ title: String, onAppear: (@MainActor (FlowScreen) -> Void)? = nil,
        viewModel: @escaping @MainActor (FlowScreen) -> AnyObject?
    ) -> FlowDestination {
        FlowDestination(title: title, place: .presentedStack, onAppear: onAppear, viewModel: viewModel)
    }

    /// A sheet's or cover's own screen, presented in `style`; `hostsNavigation` when it runs a
    /// stack of its own. `onAppear` runs as the presentation appears, before the user can act:
    /// make its child coordinator there (`screen.object { … }`), with its guard.
    public static func presented(
        _ title: String, as style: PresentationStyle, hostsNavigation: Bool = false,
        onAppear: (@MainActor (FlowScreen) -> Void)? = nil,
        viewModel: @escaping @MainActor (FlowScreen) -> AnyObject?
    ) -> FlowDestination {
        FlowDestination(title: title, place: .presentation(style, hostsNavigation: hostsNavigation),
                        onAppear: onAppear, viewModel: viewModel)
    }

    /// A link that leads nowhere (an item no longer in the catalogue): the state shows the
    /// unavailable screen in its place.
    public static var unavailable: FlowDestination {
        FlowDestination(title: nil, place: nil, onAppear: nil, viewModel: { _ in nil })
    }

    /// Whether `screen` is where this destination is shown, in the chain of `root`.
    func fits(_ screen: FlowScreen, root: FlowState) -> Bool {
        switch place {
        case nil: false
        case .stack: screen.entry != nil && screen.level === root
        case .presentedStack: screen.entry != nil && screen.level.presentation != nil
        case .presentation: screen.entry == nil && screen.level.presentation != nil
        }
    }
}
