import FlowGtk

extension PageColumn {
    /// The finished page, without a title of its own: the header shows its screen's title as
    /// the screen's registration gives it, and follows it. `owner` (the page's object) lives as
    /// long as the page is on a stack.
    func page(owner: AnyObject) -> Page {
        Page(scroller, owner: owner)
    }
}
