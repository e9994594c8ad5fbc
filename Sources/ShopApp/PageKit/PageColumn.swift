import FlowGtk

/// The layout every page shares: a scrolling, centred column with a heading and sections, in
/// the GNOME style (boxed lists, generous spacing).
@MainActor
final class PageColumn {
    /// The column's widest, margins included: 520 px of column in a wide window. A narrower
    /// window gets a column as wide as itself (with less padding: window.narrow in shop.css).
    static let maximumWidth = 544

    // Horizontally automatic: the column never sets the window's minimum width, so the window can
    // be made narrow.
    let scroller = ScrolledWindow(horizontal: .automatic)
    let column = Box(.vertical, spacing: 18)

    init(heading: String? = nil, subtitle: String? = nil, icon: String? = nil) {
        column.addCSSClass("page")
        column.margins = .symmetric(vertical: 12, horizontal: 12)
        scroller.setChild(Clamp(column, maximumWidth: Self.maximumWidth))
        scroller.hexpand = true
        scroller.vexpand = true
        if let icon {
            let image = Image(iconName: icon, .decorative)
            image.pixelSize = 96
            image.addCSSClass("hero-icon")
            column.append(image)
        }
        if let heading { column.append(Text.title(heading)) }
        if let subtitle { column.append(Text.body(subtitle, css: "page-subtitle")) }
    }

    func append(_ widget: Widget) { column.append(widget) }

    /// A section heading followed by its content; returns the heading (to hide the section).
    @discardableResult
    func section(_ title: String, _ content: Widget) -> Label {
        let heading = Text.body(title, css: "heading")
        heading.margins = Margins(top: 6)
        column.append(heading)
        column.append(content)
        return heading
    }

    /// The finished page; `owner` (the page object) lives as long as the page is on a stack.
    func page(title: String, owner: AnyObject) -> Page {
        Page(scroller, title: title, owner: owner)
    }
}

/// Labels in the app's text styles.
@MainActor
enum Text {
    /// A page's heading: a heading for assistive technologies too.
    ///
    /// Every text style wraps, long words included, and asks for a bounded width: text from a
    /// link, a file or the user makes a page taller, never its window wider.
    static func title(_ text: String) -> Label {
        let label = Label(heading: text)
        label.wraps = true
        label.maxWidthChars = 30
        label.xalign = 0
        label.addCSSClass("page-title")
        return label
    }

    static func body(_ text: String, css: String? = nil) -> Label {
        let label = Label(text)
        label.wraps = true
        label.maxWidthChars = 50
        label.xalign = 0
        if let css { label.addCSSClass(css) }
        return label
    }
}
