import FlowGtkWidgets

// A column's pages: FlowGtk's `Page`, which a navigation host shows. Declared here, beside
// `Page`, as the column (FlowGtkWidgets) knows nothing of navigation; `import FlowGtk` sees them
// as members of `PageColumn`, as in 0.1.0.
extension PageColumn {
    /// The finished page, without a title of its own: the header shows its screen's title as the
    /// screen's registration gives it, and follows it as it changes. `owner` (the page's object)
    /// lives as long as the page is on a stack.
    public func page(owner: AnyObject) -> Page {
        page(scroller, owner: owner)
    }

    /// The finished page when the column is part of a larger `content` (a search bar above it),
    /// without a title of its own, as ``PageColumn/page(owner:)``.
    public func page(_ content: Widget, owner: AnyObject) -> Page {
        let page = Page(content, owner: owner)
        if headingIsScreenTitle { page.heading = headingLabel }
        return page
    }

    /// The finished page with a title of its own, for a screen no registration titles; `owner`
    /// (the page's object) lives as long as the page is on a stack.
    public func page(title: String, owner: AnyObject) -> Page {
        Page(scroller, title: title, owner: owner)
    }
}
