/// A header bar whose back button and title follow a ``NavigationHost``: as in GNOME's
/// navigation views, the back button (`go-previous-symbolic`) is shown only where there is a page
/// to go back to, and its tooltip names that page.
@MainActor
public final class NavigationHeader {
    /// The header bar itself, to add to a window as its title bar.
    public let bar = HeaderBar()
    /// The back button, shown only when there is a page to go back to.
    public let backButton = Button(iconName: "go-previous-symbolic", name: localized("Back"))
    /// The title of the page on top.
    public let titleLabel = Label()
    /// Whether this header ever shows a back button (a sheet of one screen does not).
    var showsBack = true {
        didSet { backButton.isVisible = showsBack && backButton.isVisible }
    }

    /// - Parameter centeredTitle: the title in the middle (plain windows) or next to the back
    ///   button (when the middle holds a tab switcher).
    init(centeredTitle: Bool) {
        titleLabel.addCSSClass("title")
        // Titles can come from links and files: one line, ending with "…" when too long.
        titleLabel.ellipsizes = true
        titleLabel.maxWidthChars = 40
        if centeredTitle {
            bar.setTitleWidget(titleLabel)
        }
        bar.packStart(backButton)
        if !centeredTitle { bar.packStart(titleLabel) }
    }

    /// The form actions shown, and whether the bar shows the window's buttons without them.
    private var shownActions: Page.HeaderActions?
    private lazy var showsTitleButtons = bar.showsTitleButtons

    /// Shows `host`'s title, back state, and its top page's form actions.
    func follow(_ host: NavigationHost) {
        show(host.topPage?.headerActions)
        titleLabel.text = host.title
        let previous = host.previousTitle
        backButton.isVisible = showsBack && previous != nil
        // Only when it changes: setting a tooltip, even to the same text, makes GTK query the
        // pointer's position (a round trip to the display server) to refresh a shown tooltip.
        let tooltip = previous.map { localized("Back to %s", $0) } ?? localized("Back")
        if backButton.tooltip != tooltip { backButton.tooltip = tooltip }
    }

    private func show(_ actions: Page.HeaderActions?) {
        guard shownActions?.confirm !== actions?.confirm else { return }
        let titleButtons = showsTitleButtons
        if let shownActions {
            bar.remove(shownActions.cancel)
            bar.remove(shownActions.confirm)
        }
        if let actions {
            bar.packStart(actions.cancel)
            bar.packEnd(actions.confirm)
        }
        bar.showsTitleButtons = actions == nil && titleButtons
        shownActions = actions
    }
}
