/// One screen as a navigation host shows it: its widget, its title, and the object that draws
/// it (a page class observing a view model), kept alive for as long as the page is on a stack.
@MainActor
public final class Page {
    /// How many pages exist now; leak tests and benchmarks compare it with a baseline.
    public private(set) static var liveCount = 0

    public let content: Widget
    /// The title shown in the header bar, and as the back button's tooltip on the next page.
    public var title: String {
        didSet { if title != oldValue { onTitleChange?() } }
    }
    /// The object that built the page and keeps its widgets up to date.
    public let owner: AnyObject?

    var onTitleChange: (@MainActor () -> Void)?

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
