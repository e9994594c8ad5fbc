/// The layout of a page in the GNOME style: a column as wide as the window up to a maximum,
/// centred (a ``Clamp``), scrolling vertically, with a heading, an optional subtitle and icon,
/// and sections. A narrow window (a phone, a tiled half screen) gets a column as wide as itself.
///
/// FlowGtk's own stylesheet, added to the display with the first column, gives it its look by
/// the CSS classes its widgets carry, which an app's stylesheet can restyle: `page` on the
/// column (24 px of padding; FlowGtk's `FlowWindow` adds `narrow` to itself below its
/// `narrowWidth`, for 12 px), `page-title` on the heading (20 pt, heavy),
/// `page-subtitle` on the subtitle (dimmed), `heading` (GTK's bold) on a section's title,
/// `page-icon` on the icon.
@MainActor
public final class PageColumn {
    /// The column's widest unless told otherwise, margins included: 520 px of column.
    public static let defaultMaximumWidth = 544

    /// Scrolls the column; horizontally only when the window is narrower than the column can be,
    /// so the column never sets the window's minimum width.
    public let scroller = ScrolledWindow(horizontal: .automatic)
    /// The column: the heading, the subtitle, then what is appended, 18 px apart.
    public let column = Box(.vertical, spacing: 18)
    /// The heading, when the column has one: a page that shows changing data sets its text.
    public let headingLabel: Label?
    /// The subtitle, when the column has one.
    public let subtitleLabel: Label?

    /// What a column's heading says.
    public enum Heading: Sendable {
        /// The screen's title, as its registration gives it, following it as it changes: the
        /// title is written once, and the header and the heading both show it.
        case screenTitle
        /// Text of the page's own: a heading that is not its screen's title.
        case text(String)
    }

    /// Whether the heading shows the screen's title (``Heading/screenTitle``).
    package let headingIsScreenTitle: Bool

    /// A column with `heading` (a heading for assistive technologies too), `subtitle` under it
    /// and a large decorative `icon` above it, each when given. A `centred` column centres its
    /// heading and subtitle under the icon, as GNOME's status pages do: for a page about one
    /// person or thing (a profile, a receipt); the sections below keep to the start.
    public convenience init(heading: String? = nil, subtitle: String? = nil, icon: String? = nil, centred: Bool = false,
                            maximumWidth: Int = defaultMaximumWidth) {
        self.init(heading: heading.map(Heading.text), subtitle: subtitle, icon: icon, centred: centred,
                  maximumWidth: maximumWidth)
    }

    /// A column whose heading is `heading`: usually ``Heading/screenTitle``, the screen's title,
    /// which the page then shows once its host gives it (`page(owner:)`, which FlowGtk adds);
    /// otherwise as ``init(heading:subtitle:icon:centred:maximumWidth:)-(String?,_,_,_,_)``.
    public convenience init(heading: Heading, subtitle: String? = nil, icon: String? = nil, centred: Bool = false,
                            maximumWidth: Int = defaultMaximumWidth) {
        self.init(heading: Optional(heading), subtitle: subtitle, icon: icon, centred: centred, maximumWidth: maximumWidth)
    }

    private init(heading: Heading?, subtitle: String?, icon: String?, centred: Bool, maximumWidth: Int) {
        FlowGtkStyles.load()
        column.addCSSClass("page")
        column.margins = .symmetric(vertical: 12, horizontal: 12)
        scroller.setChild(Clamp(column, maximumWidth: maximumWidth))
        scroller.hexpand = true
        scroller.vexpand = true
        if let icon {
            let image = Image(iconName: icon, .decorative)
            image.pixelSize = 96
            image.addCSSClass("page-icon")
            column.append(image)
        }
        headingIsScreenTitle = if case .screenTitle? = heading { true } else { false }
        headingLabel = heading.map { heading in
            let text = if case .text(let text) = heading { text } else { "" }
            return Self.text(text, heading: true, maxWidthChars: 30, css: ["page-title"])
        }
        subtitleLabel = subtitle.map { Self.text($0, heading: false, maxWidthChars: 50, css: ["page-subtitle"]) }
        for label in [headingLabel, subtitleLabel].compactMap({ $0 }) {
            if centred {
                label.xalign = 0.5
                label.centresLines = true
            }
            column.append(label)
        }
    }

    /// Adds `widget` at the end of the column.
    public func append(_ widget: Widget) { column.append(widget) }

    /// Adds a section: its title, then `content`. Returns the title, to hide the section with
    /// its content.
    @discardableResult
    public func section(_ title: String, _ content: Widget) -> Label {
        let heading = Self.text(title, heading: false, maxWidthChars: 50, css: ["heading"])
        heading.margins = Margins(top: 6)
        column.append(heading)
        column.append(content)
        return heading
    }

    /// A label that wraps, long words included, and asks for a bounded width: text from a link,
    /// a file or the user makes the page taller, never its window wider.
    private static func text(_ text: String, heading: Bool, maxWidthChars: Int, css: [String]) -> Label {
        let label = heading ? Label(heading: text) : Label(text)
        label.wraps = true
        label.maxWidthChars = maxWidthChars
        label.xalign = 0
        for name in css { label.addCSSClass(name) }
        return label
    }
}
