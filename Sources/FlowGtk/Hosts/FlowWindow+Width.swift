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
        guard let tabBar else { return }
        // A focused tab button must not move while it has the focus: GTK 4.8 then updates the
        // accessible role of a context already on the bus (a Gtk-CRITICAL). It gets it back after.
        let focused = tabBar.buttons.first { PageFocus.isFocused(within: $0.button) }?.button
        if focused != nil { window.setFocus(nil) }
        defer { focused?.grabFocus() }
        if narrow {
            header.bar.setTitleWidget(emptyTitle)
            headerTabs.setChild(nil)
            // Centred in the bar: a box gives its spare width only to children that expand.
            tabBar.box.horizontalAlignment = .center
            tabBar.box.hexpand = true
            bottomBar.append(tabBar.box)
            bottomBar.isVisible = true
        } else {
            bottomBar.remove(tabBar.box)
            tabBar.box.hexpand = false
            bottomBar.isVisible = false
            headerTabs.setChild(tabBar.box)
            header.bar.setTitleWidget(headerTabs)
        }
    }
}
