/// A header bar whose back button and title follow a ``NavigationHost``: as in GNOME's
/// navigation views, the back button (`go-previous-symbolic`) is shown only where there is a page
/// to go back to, and its tooltip names that page.
@MainActor
public final class NavigationHeader {
    /// The header bar itself, to add to a window as its title bar.
    public let bar = HeaderBar()
    /// The back button, shown only when there is a page to go back to. Its tooltip, which names
    /// that page, is given when GTK asks for it, so its `tooltip` property is `nil`; the name is
    /// its accessible description too.
    public let backButton = Button(iconName: "go-previous-symbolic", name: localized("Back"))
    /// The back button's tooltip, which names the page it goes back to ("Back to Catalogue").
    let backTooltip: QueriedTooltip
    /// The title of the page on top.
    public let titleLabel = Label()
    /// The back button's history menu: the pages behind and ahead.
    let historyMenu: HistoryMenu
    /// Whether this header ever shows a back button (a sheet of one screen does not).
    var showsBack = true {
        didSet { backButton.isVisible = showsBack && backButton.isVisible }
    }

    /// - Parameter centeredTitle: the title in the middle (plain windows) or next to the back
    ///   button (when the middle holds a tab switcher).
    init(centeredTitle: Bool) {
        backTooltip = QueriedTooltip(on: backButton, text: localized("Back"))
        historyMenu = HistoryMenu(on: backButton)
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
        // Given when GTK asks: setting a shown widget's tooltip makes GTK ask the display server
        // where the pointer is, a round trip at every push and pop (QueriedTooltip).
        backTooltip.text = previous.map { localized("Back to %s", $0) } ?? localized("Back")
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
