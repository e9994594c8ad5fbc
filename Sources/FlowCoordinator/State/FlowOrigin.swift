/// The screen a user intent comes from: one entry of a level's stack, or the level's root screen
/// (a tab's first screen, or a sheet's or cover's own screen).
///
/// People click faster than screens change: the second click of a double click lands on a page
/// whose first click already pushed the next one, and a click can reach a page that is sliding
/// away. Each view model keeps the origin of the screen it was made for, every intent it reports
/// carries it, and is acted on only while that screen is the one the user sees on top
/// (``isFrontmost``): a view model sends its intents through ``send(_:)``, which ignores those of
/// a screen that is not. So a double click on "Next" pushes once, and an intent from a page that
/// has left, or that something now covers, changes nothing.
///
/// ```swift
/// // The registration makes the view model with its screen's origin…
/// ItemDetailViewModel(item: item, origin: screen.origin)
///
/// // …which sends its intents through it: one from a screen no longer on top is ignored.
/// func addToCartTapped() { origin.send { delegate?.itemDetailDidTapAddToCart(item, from: origin) } }
/// ```
@MainActor
public struct FlowOrigin {
    /// The level the screen is in; `nil` once the level is gone.
    public private(set) weak var level: FlowState?
    /// The entry the screen shows, or `nil` for the level's root screen.
    public let entry: FlowID?
    private let isDetached: Bool

    init(level: FlowState, entry: FlowID?) {
        self.level = level
        self.entry = entry
        isDetached = false
    }

    private init() {
        level = nil
        entry = nil
        isDetached = true
    }

    /// A screen outside any navigation state (a preview, a view model tested alone): its intents
    /// are always taken.
    public static var detached: FlowOrigin { FlowOrigin() }

    /// Whether the screen is the one the user sees and acts on: its entry is the top of its
    /// level (or the level has nothing pushed, for a root screen), and nothing covers it — no
    /// sheet or cover presented over the level, no dialog. A root screen that is a sidebar
    /// (``FlowState/rootIsSidebar``) is beside the entries pushed after it, not under them: it is
    /// frontmost whatever the path holds. False once the entry or its level has gone.
    public var isFrontmost: Bool {
        if isDetached { return true }
        guard let level, !level.isClosed else { return false }
        let onTop = level.topEntry?.id == entry || (entry == nil && level.rootIsSidebar)
        return onTop && level.presented == nil && level.dialog == nil
    }

    /// Sends an intent of this screen: runs `intent` while the screen is frontmost
    /// (``isFrontmost``) and ignores it otherwise, returning whether it ran. View models report
    /// through it, so the check is made in this one place rather than at the top of every
    /// coordinator method:
    ///
    /// ```swift
    /// func addToCartTapped() { origin.send { delegate?.itemDetailDidTapAddToCart(item, from: origin) } }
    /// ```
    @discardableResult
    public func send(_ intent: () throws -> Void) rethrows -> Bool {
        guard isFrontmost else { return false }
        try NavigationJournal.during(.user, intent)
        return true
    }
}

extension FlowOrigin {
    /// Follows `link` from this screen, while it is frontmost (``send(_:)``): where the link's
    /// registration says (``FlowState/follow(_:)``), pushed or presented. From a sidebar (a root
    /// screen that is one), a pushed link is the row chosen (``FlowState/userChose(_:)``).
    /// Returns whether it was followed: not from a screen that is not frontmost, nor a link that
    /// leads nowhere.
    ///
    /// A button that only goes somewhere names its link, as SwiftUI's `NavigationLink(value:)`
    /// does; the coordinator's registration decides how it is shown:
    ///
    /// ```swift
    /// func follow(_ link: ProfileLink) { origin.follow(link) }
    /// ```
    @discardableResult
    public func follow(_ link: some Hashable & Sendable) -> Bool {
        var followed = false
        send {
            guard let level else { return }
            followed = level.follow(link, fromSidebar: entry == nil && level.rootIsSidebar)
        }
        return followed
    }
}

extension FlowState {
    /// The origin of the screen that shows `entry`, one of this level's entries.
    public func origin(of entry: FlowID) -> FlowOrigin {
        FlowOrigin(level: self, entry: entry)
    }

    /// The origin of this level's root screen: the screen under its stack (a tab's first screen,
    /// or a presented level's own screen).
    public var rootOrigin: FlowOrigin {
        FlowOrigin(level: self, entry: nil)
    }
}
