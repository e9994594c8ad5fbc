import FlowCoordinator

/// Following the window's width: narrow below ``narrowWidth``, with the tabs at the bottom.
extension FlowWindow {
    /// Marks the window `narrow` below ``narrowWidth`` and moves the tab switcher, if any, to the
    /// bottom bar; undoes both above it.
    func followWidth() {
        let narrow = window.defaultSize.width > 0 && window.defaultSize.width < narrowWidth
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        if narrow { window.addCSSClass("narrow") } else { window.removeCSSClass("narrow") }
        adaptiveTabs?.follow(narrow: narrow, in: window)
    }
}
