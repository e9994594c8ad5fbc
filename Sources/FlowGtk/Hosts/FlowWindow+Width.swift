import FlowCoordinator

/// Following the window's width: narrow below ``narrowWidth``, with the tabs at the bottom; split
/// from ``splitWidth`` up, with sidebars beside their pages.
extension FlowWindow {
    /// Marks the window `narrow` below ``narrowWidth`` and moves the tab switcher, if any, to the
    /// bottom bar; undoes both above it. Splits the tabs whose root is a sidebar from
    /// ``splitWidth`` up, and stacks them again below it. The state does not change.
    func followWidth() {
        let width = window.defaultSize.width
        let narrow = width > 0 && width < narrowWidth
        if narrow != isNarrow {
            isNarrow = narrow
            if narrow { window.addCSSClass("narrow") } else { window.removeCSSClass("narrow") }
            adaptiveTabs?.follow(narrow: narrow, in: window)
        }
        let split = width >= splitWidth
        if split != isSplit {
            isSplit = split
            for (location, host) in hosts where location.presentation == nil { host.setSplit(split) }
        }
    }
}
