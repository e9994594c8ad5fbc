/// One registration per link type: how a screen of that type gets its title, its view model, and
/// whatever it needs while it is in the state (a leave guard, a result handler, a child
/// coordinator) — the core's counterpart of SwiftUI's `navigationDestination(for:)`.
///
/// The state applies a registration whenever a screen of its type appears, by any route: pushed,
/// presented, set as a whole path, restored from a saved state, opened from a deep link. So a
/// restored or deep-linked screen behaves exactly like one the user reached by hand, and no
/// coordinator has to re-attach anything after a restore.
///
/// ```swift
/// state.register(WalletLink.self) { [unowned self] link in
///     switch link {
///     case .card(let id):
///         guard let card = wallet.card(id: id) else { return .unavailable }   // shown as not available
///         return .pushed(card.displayName) { screen in CardDetailViewModel(card: card, origin: screen.origin) }
///     case .addCard:
///         // The sheet's coordinator, with its guard, before the user can close it.
///         return .presented("Add Card", as: .sheet, onAppear: { screen in
///             _ = screen.object { AddCardCoordinator(level: screen.level, wallet: wallet) }
///         }) { screen in screen.object(AddCardCoordinator.self)?.viewModel }
///     }
/// }
/// ```
///
/// Registrations belong to a root level and serve every level presented over it. They are kept as
/// long as the state, so capture the coordinator weakly or unowned.
extension FlowState {
    /// Registers how screens whose link is a `Link` come to life.
    ///
    /// - Parameters:
    ///   - type: The link type whose screens this registration makes; registering it again
    ///     replaces the registration.
    ///   - title: The screen's title from its link alone, without making its view model (for a
    ///     header bar, or a back button's tooltip over a screen never shown); `nil` when the link
    ///     leads nowhere.
    ///   - onAppear: Called once when a screen of this type appears, by any route, after the state
    ///     has changed: give it its guard and result handler, and make the child coordinator
    ///     that must exist before the user can act (`screen.object { … }`). Keep it cheap: it runs
    ///     for every entry of a restored stack, shown or not. It runs for a link that breaks the
    ///     ``linkRules`` too (whose screen is the unavailable one), so that it can close a
    ///     presentation that cannot be shown; check a link's values before using them.
    ///   - screen: Makes the screen's view model, the first time the screen is shown. It is kept
    ///     while the screen is in the state. Return `nil` when the link leads nowhere (stale saved
    ///     data): the state gives the screen registered with ``registerUnavailable(title:screen:)``.
    public func register<Link: Hashable & Sendable>(
        _ type: Link.Type,
        title: @escaping @MainActor (Link) -> String?,
        onAppear: (@MainActor (Link, FlowScreen) -> Void)? = nil,
        screen: @escaping @MainActor (Link, FlowScreen) -> AnyObject?
    ) {
        let titleOfLink: @MainActor (AnyFlowLink) -> String? = { link in
            link.as(Link.self).flatMap { title($0) }
        }
        var appearOfLink: (@MainActor (AnyFlowLink, FlowScreen) -> Void)?
        if let onAppear {
            appearOfLink = { link, context in
                if let link = link.as(Link.self) { onAppear(link, context) }
            }
        }
        let screenOfLink: @MainActor (AnyFlowLink, FlowScreen) -> AnyObject? = { link, context in
            link.as(Link.self).flatMap { screen($0, context) }
        }
        root.registry.registrations[ObjectIdentifier(type)] = ScreenRegistry.Registration(
            title: titleOfLink, onAppear: appearOfLink, screen: screenOfLink, destination: nil)
        if onAppear != nil { root.appearAgain(linkType: ObjectIdentifier(type)) }
    }

    /// Registers where links of type `Link` lead: for each link, its ``FlowDestination`` — the
    /// screen's title, where it is shown, and how its view model is made — in one declaration.
    ///
    /// ```swift
    /// state.register(ProfileLink.self) { [unowned self] link in
    ///     switch link {
    ///     case .settings: .pushed(localized("Settings")) { _ in SettingsViewModel(account: account) }
    ///     case .orders: .pushed(localized("Orders")) { screen in OrdersViewModel(orders: orders, origin: screen.origin) }
    ///     }
    /// }
    /// ```
    ///
    /// `destination` is called whenever the state needs a fact of a link's screen (its title, its
    /// view model, where ``follow(_:)`` shows it), so keep it free of side effects: what a screen
    /// needs as it appears goes in the destination's `onAppear`. A link shown where its
    /// destination does not say, or that leads nowhere (``FlowDestination/unavailable``), gets
    /// the screen registered with ``registerUnavailable(title:screen:)``. Registering a type again
    /// replaces its registration; capture the coordinator weakly or unowned.
    public func register<Link: Hashable & Sendable>(
        _ type: Link.Type, _ destination: @escaping @MainActor (Link) -> FlowDestination
    ) {
        let destinationOfLink: @MainActor (AnyFlowLink) -> FlowDestination? = { link in
            link.as(Link.self).map(destination)
        }
        root.registry.registrations[ObjectIdentifier(type)] = ScreenRegistry.Registration(
            title: { link in destinationOfLink(link)?.title },
            onAppear: { link, screen in
                guard let destination = destinationOfLink(link), destination.fits(screen, root: screen.level.root) else { return }
                destination.appear?(screen)
            },
            screen: { link, screen in
                guard let destination = destinationOfLink(link), destination.fits(screen, root: screen.level.root) else { return nil }
                return destination.makeViewModel(screen)
            },
            destination: destinationOfLink)
        root.appearAgain(linkType: ObjectIdentifier(type))
    }

    /// The destination `link`'s registration declares (``register(_:_:)``), or `nil` when its type
    /// is registered otherwise or not at all.
    public func destination(of link: some Hashable & Sendable) -> FlowDestination? {
        let link = AnyFlowLink(link)
        return root.screenRegistry?.registration(for: link)?.destination?(link)
    }

    /// Shows `link` where its destination says (``register(_:_:)``): presents it in its sheet or
    /// cover, or pushes it on this level's stack; a link whose type declares no destination is
    /// pushed. A link that leads nowhere (``FlowDestination/unavailable``, or against the
    /// ``linkRules``) is not followed: a person never opens a page to be told it is not there.
    /// Returns whether it was followed. View models follow links through their origin
    /// (``FlowOrigin/follow(_:)``), which ignores a screen no longer on top.
    @discardableResult
    public func follow(_ link: some Hashable & Sendable) -> Bool {
        follow(link, fromSidebar: false)
    }

    /// ``follow(_:)``; `fromSidebar`: from this level's root screen, a sidebar, where a pushed link
    /// is the row chosen (``userChose(_:)``).
    func follow(_ link: some Hashable & Sendable, fromSidebar: Bool) -> Bool {
        guard isAllowed(AnyFlowLink(link)) else { return false }
        let destination = destination(of: link)
        switch destination?.place {
        case .presentation(let style, let hostsNavigation)?:
            present(link, style: style, hostsNavigation: hostsNavigation)
        case nil where destination != nil:
            return false
        default:
            if fromSidebar { userChose(link) } else { push(link) }
        }
        return true
    }

    /// Registers the first screen of this root level (a tab's), the screen under its stack. Its
    /// view model is made the first time it is shown and lives as long as the level.
    public func registerRoot(title: String, screen: @escaping @MainActor (FlowScreen) -> AnyObject) {
        registerRoot(title: title, isSidebar: false, screen: screen)
    }

    /// Registers the root screen, saying whether it is a sidebar: a list whose selection is the
    /// first entry of the path (``sidebarChoice``, ``userChose(_:)``), which a wide window shows
    /// beside the pages of the path and a narrow one stacks under them.
    public func registerRoot(title: String, isSidebar: Bool, screen: @escaping @MainActor (FlowScreen) -> AnyObject) {
        root.registry.root = ScreenRegistry.Fallback(title: title, screen: screen)
        root.registry.rootIsSidebar = isSidebar
    }

    /// Whether this level's root screen is a sidebar (``registerRoot(title:isSidebar:screen:)``):
    /// only a root level's can be; a sheet's or a cover's root screen is its presentation's.
    public var rootIsSidebar: Bool { presentation == nil && (root.screenRegistry?.rootIsSidebar ?? false) }

    /// Registers the screen shown for a link that leads nowhere: one that breaks the
    /// ``linkRules``, whose registration returns `nil` (an item no longer in the catalogue), or
    /// whose type has no registration. Without one, such a screen's title is "Not Available" in
    /// the user's language.
    public func registerUnavailable(title: String, screen: @escaping @MainActor (FlowScreen) -> AnyObject) {
        root.registry.unavailable = ScreenRegistry.Fallback(title: title, screen: screen)
    }

    // MARK: What pages ask for

    /// The view model of `entry`, one of this level's entries: made by its registration the first
    /// time, then the same object while the entry is in the state. `nil` when nothing is
    /// registered for it, not even an unavailable screen.
    public func viewModel(for entry: FlowEntry) -> AnyObject? {
        guard storedPath.contains(entry.id) else { return nil }
        if let made = entryHooks[entry.id]?.screen { return made }
        let made = makeScreen(FlowScreen(level: self, entry: entry), link: entry.link)
        if let made { entryHooks[entry.id, default: EntryHooks()].screen = made }
        return made
    }

    /// The view model of this level's own screen: a presented level's first screen, from its
    /// presentation's link, or a root level's first screen (``registerRoot(title:screen:)``).
    public var rootViewModel: AnyObject? {
        if let made = ownHooks.screen { return made }
        let screen = FlowScreen(level: self, entry: nil)
        let made: AnyObject?
        if let link = presentation?.link {
            made = makeScreen(screen, link: link)
        } else {
            made = root.registry.root?.screen(screen)
        }
        ownHooks.screen = made
        return made
    }

    /// The view model of the screen on top of this level: its top entry's, or its own screen's.
    public var topViewModel: AnyObject? {
        topEntry.map { viewModel(for: $0) } ?? rootViewModel
    }

    /// The title of a screen showing `link`, from the link alone (no view model is made).
    public func title(for link: AnyFlowLink) -> String {
        let registry = root.registry
        if isAllowed(link), let title = registry.registration(for: link)?.title(link) { return title }
        return registry.unavailable?.title ?? DefaultText.notAvailable
    }

    /// The title of `entry`'s screen, one of this level's entries: its link's title, or the
    /// unavailable screen's where the link is shown elsewhere than its declaration says (a sheet's
    /// screen pushed by a saved state), as its page is.
    public func title(for entry: FlowEntry) -> String {
        title(for: entry.link, shownIn: FlowScreen(level: self, entry: entry))
    }

    /// The title of this level's own screen.
    public var rootTitle: String {
        if let link = presentation?.link { return title(for: link, shownIn: FlowScreen(level: self, entry: nil)) }
        return root.registry.root?.title ?? ""
    }

    /// The title of `link` shown as `screen`: the unavailable screen's when its declaration
    /// (``register(_:_:)``) does not show it there.
    private func title(for link: AnyFlowLink, shownIn screen: FlowScreen) -> String {
        if let destination = root.screenRegistry?.registration(for: link)?.destination?(link),
           !destination.fits(screen, root: root) {
            return root.registry.unavailable?.title ?? DefaultText.notAvailable
        }
        return title(for: link)
    }

    // MARK: Applying registrations

    private func makeScreen(_ screen: FlowScreen, link: AnyFlowLink) -> AnyObject? {
        let registry = root.registry
        if isAllowed(link), let made = registry.registration(for: link)?.screen(link, screen) { return made }
        return registry.unavailable?.screen(screen)
    }

    private func isAllowed(_ link: AnyFlowLink) -> Bool {
        root.linkRules?().violation(of: link) == nil
    }

    /// Runs the registrations of `entries`, which have just appeared on this level, bottom first.
    func entriesAppeared(_ entries: some Sequence<FlowEntry>) {
        guard let registry = root.screenRegistry, !registry.registrations.isEmpty else { return }
        for entry in entries {
            guard storedPath.contains(entry.id) else { continue }
            registry.registration(for: entry.link)?.onAppear?(entry.link, FlowScreen(level: self, entry: entry))
        }
    }

    /// Runs the registration of this level's presentation, which has just appeared, then those of
    /// the entries it was presented with.
    func presentationAppeared() {
        guard !isClosed, root.screenRegistry != nil else { return }
        ownScreenAppeared()
        entriesAppeared(storedPath.entries)
    }

    private func ownScreenAppeared() {
        guard let link = presentation?.link else { return }
        root.registry.registration(for: link)?.onAppear?(link, FlowScreen(level: self, entry: nil))
    }

    /// Runs a registration made late over the screens of its type already in the state.
    private func appearAgain(linkType: ObjectIdentifier) {
        for level in chain {
            if let link = level.presentation?.link, ObjectIdentifier(link.linkType) == linkType {
                level.ownScreenAppeared()
            }
            level.entriesAppeared(level.storedPath.entries.filter { ObjectIdentifier($0.link.linkType) == linkType })
        }
    }

    /// This root level's registrations, made on first use.
    var registry: ScreenRegistry {
        if let registry = screenRegistry { return registry }
        let registry = ScreenRegistry()
        screenRegistry = registry
        return registry
    }
}
