/// One screen as a navigation host shows it: its widget, its title, and the object that draws
/// it (a page class observing a view model), kept alive for as long as the page is on a stack.
@MainActor
public final class Page {
    /// How many pages exist now; leak tests and benchmarks compare it with a baseline.
    package private(set) static var liveCount = 0

    /// The page's widget: everything under the header bar.
    public let content: Widget
    /// The title shown in the header bar, and as the back button's tooltip on the next page.
    public var title: String {
        didSet { if title != oldValue { onTitleChange?() } }
    }
    /// The object that built the page and keeps its widgets up to date.
    public let owner: AnyObject?

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

    /// The control that takes the focus when the page is first shown, instead of its first
    /// control: the field a person was typing in before the app was closed. Used once.
    public var focusFirst: Widget?

    /// A page showing `content` under `title`, keeping `owner` (the object that draws it) alive as long as the page.
    public init(_ content: Widget, title: String, owner: AnyObject? = nil) {
        self.content = content
        self.title = title
        self.owner = owner
        Page.liveCount += 1
    }

    isolated deinit {
        Page.liveCount -= 1
    }
}
