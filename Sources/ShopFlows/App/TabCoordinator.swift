import FlowCoordinator

/// What the app coordinator asks of each tab's coordinator. A tab coordinator answers for every
/// level of its tab: the root stack and what is presented over it, delegating to the child
/// coordinators it made.
@MainActor
protocol TabCoordinator: AnyObject {
    /// The tab's root level.
    var state: FlowState { get }
    /// The screen under the tab's stack.
    func rootScreen() -> ShopScreen
    /// The root screen of a presented level of this tab, or `nil` when the link is not one of
    /// this tab's (or no longer leads anywhere).
    func rootScreen(of level: FlowState) -> ShopScreen?
    /// The screen of a pushed entry in one of this tab's levels, or `nil` as above.
    func screen(for entry: FlowEntry, in level: FlowState) -> ShopScreen?
    /// A title for a link, without making its view model, or `nil` if the link is not this tab's.
    func title(for link: AnyFlowLink) -> String?
    /// After a restore or a deep link: makes the child coordinators of presented levels (with
    /// their guards), and dismisses presentations that cannot be shown.
    func adoptPresentations()
}
