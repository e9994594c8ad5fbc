/// What a root page that is a sidebar tells the host that shows it: which of its lists is the
/// sidebar, which row the state has chosen, and what the content shows while nothing is.
///
/// A level's root screen is a sidebar when it registers as one (`registerRoot(title:isSidebar:screen:)`):
/// a list whose selection is the first entry of the level's path (`FlowState.sidebarChoice`).
/// In a wide ``FlowWindow`` (``FlowWindow/splitWidth``) the page shows beside the pages of the
/// path, and the host marks the chosen row (selected, for assistive technologies too); in a narrow
/// one the page is the bottom of the stack again and marks nothing. The page never selects a row
/// itself: activating a row tells its view model, whose coordinator calls `userChose(_:)`, and the
/// mark follows the state.
///
/// ```swift
/// let page = column.page(owner: self)
/// page.sidebar = Sidebar(list: list, chosenRow: { [weak model] in model?.chosenRow },
///                        emptyTitle: "Choose a note")
/// ```
@MainActor
public struct Sidebar {
    /// The list whose rows are the choices.
    public let list: ListBox
    /// The index of the row the state has chosen, or `nil`; read with Observation tracking, so the
    /// mark moves when what it reads changes.
    public let chosenRow: @MainActor () -> Int?
    /// What the content shows while no row is chosen: an icon, a title and a line under it
    /// (`StatusPage`).
    public let emptyIcon: String
    /// The empty content's title.
    public let emptyTitle: String
    /// The empty content's line under the title; none when empty.
    public let emptyDescription: String

    /// A sidebar of `list`, marking the row `chosenRow` gives; the empty content says `emptyTitle`,
    /// "Choose an Item" (in the user's language) by default.
    public init(list: ListBox, chosenRow: @escaping @MainActor () -> Int?, emptyIcon: String = "view-list-symbolic",
                emptyTitle: String? = nil, emptyDescription: String = "") {
        self.list = list
        self.chosenRow = chosenRow
        self.emptyIcon = emptyIcon
        self.emptyTitle = emptyTitle ?? localized("Choose an Item")
        self.emptyDescription = emptyDescription
    }
}
