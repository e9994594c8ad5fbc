import FlowCoordinator

/// Following the window's width: narrow below ``narrowWidth``, with the tabs at the bottom; split
/// from ``splitWidth`` up, with sidebars beside their pages.
extension FlowWindow {
    /// Marks the window `narrow` below ``narrowWidth`` and moves the tab switcher, if any, to the
    /// bottom bar; undoes both above it. Splits the tabs whose root is a sidebar from
    /// ``splitWidth`` up, and stacks them again below it. The state does not change.
    func followWidth() {
        // Before setUp, at the first call, there is no focus to keep yet.
        guard let chrome else {
            followWidthNow()
            return
        }
        var changed = false
        FocusKeeper.whileAppMoves { changed = followWidthNow() }
        // A layout changed under the focus: the focus goes to the nearest control that shows.
        if changed { chrome.focus.appChanged(in: changingRegions) }
    }

    /// Follows the window's width; whether the layout changed.
    @discardableResult
    private func followWidthNow() -> Bool {
        var changed = false
        let width = window.defaultSize.width
        let narrow = width > 0 && width < narrowWidth
        if narrow != isNarrow {
            isNarrow = narrow
            if narrow { window.addCSSClass("narrow") } else { window.removeCSSClass("narrow") }
            adaptiveTabs?.follow(narrow: narrow, in: window)
            changed = true
        }
        let split = width >= splitWidth
        if split != isSplit {
            isSplit = split
            for (location, host) in hosts where location.presentation == nil { host.setSplit(split) }
            changed = true
        }
        return changed
    }
}
