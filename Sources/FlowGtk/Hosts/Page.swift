/// One screen as a navigation host shows it: its widget, its title, and the object that draws
/// it (a page class observing a view model), kept alive for as long as the page is on a stack.
///
/// A page made without a title shows its screen's title as the state gives it
/// (`FlowState.title(for:)`, from the registration), and follows it: when what the title is
/// made from changes (an `@Observable` model the registration's `title` reads), the header bar,
/// the back button's tooltip and a sheet's or cover's window title change with it.
@MainActor
public final class Page {
    /// How many pages exist now; leak tests and benchmarks compare it with a baseline.
    package private(set) static var liveCount = 0

    /// The page's widget: everything under the header bar.
    public let content: Widget
    /// The title shown in the header bar, and as the back button's tooltip on the next page.
    /// The host keeps it equal to the screen's title when ``followsScreenTitle`` is true;
    /// otherwise setting it changes the header too.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            heading?.text = title
            onTitleChange?()
        }
    }
    /// A label on the page that shows its title too, as its heading: the title is written once,
    /// in the screen's registration, and the heading follows it as the header does
    /// (`PageColumn.Heading.screenTitle`). `nil` when the page's heading, if any, is its own.
    public var heading: Label? {
        didSet { heading?.text = title }
    }
    /// Whether the host keeps ``title`` equal to the screen's title in the state: true for a
    /// page made without a title of its own.
    public let followsScreenTitle: Bool
    /// The object that built the page and keeps its widgets up to date. The host lets go of it
    /// (sets it to `nil`) when the page leaves its stack, so a page class that keeps its `Page`
    /// makes no retain cycle.
    public internal(set) var owner: AnyObject?

    var onTitleChange: (@MainActor () -> Void)?

    /// A form's two actions, shown in the header bar while the page is on top, as GNOME's
    /// dialogs place them: `cancel` at the start, `confirm` (Save, Add) at the end as the
    /// window's default widget. The window's own close button makes way for them.
    public struct HeaderActions {
        /// The button that abandons the form; the header bar places it at the start.
        public let cancel: Button
        /// The button that completes the form; the header bar places it at the end, as the default widget.
        public let confirm: Button

        /// Form actions of these two buttons.
        public init(cancel: Button, confirm: Button) {
            self.cancel = cancel
            self.confirm = confirm
        }
    }

    /// This page's form actions, or `nil` when it has none.
    public var headerActions: HeaderActions?

    /// For a root page that is a sidebar: its list of choices and the content's empty state
    /// (``Sidebar``). `nil` for every other page.
    public var sidebar: Sidebar?

    /// The control that takes the focus when the page is first shown, instead of its first
    /// control: the field a person was typing in before the app was closed. Used once.
    public var focusFirst: Widget?

    /// A page showing `content`, keeping `owner` (the object that draws it) alive while the page
    /// is on a stack.
    ///
    /// - Parameters:
    ///   - content: The page's widget: everything under the header bar.
    ///   - title: `nil`, the usual case, to show the screen's title as the state gives it and
    ///     follow it as it changes; or a title of the page's own, for a page no registration titles.
    ///   - owner: The object that draws the page, kept alive while the page is on a stack.
    public init(_ content: Widget, title: String? = nil, owner: AnyObject? = nil) {
        self.content = content
        self.title = title ?? ""
        followsScreenTitle = title == nil
        self.owner = owner
        Page.liveCount += 1
    }

    isolated deinit {
        Page.liveCount -= 1
    }
}
