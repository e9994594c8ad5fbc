/// A window's tab switcher that follows the window's width, as GNOME's adaptive apps do: in the
/// header bar while the window is wide, in a bar at the bottom while it is narrow (a phone, a
/// tiled half screen).
@MainActor
final class AdaptiveTabBar {
    /// The tab buttons.
    let bar: TabBar
    /// The bar at the bottom that holds the tab switcher while the window is narrow.
    let bottomBar = Box(.horizontal)
    /// The header's middle while the tabs are at the bottom (nothing: the title is at the start).
    private let emptyTitle = Box()
    /// The tabs in the header bar, in a viewport that asks for their whole width but does not
    /// set the window's minimum: a window made narrow at once (by a phone's screen, by tiling)
    /// can be, and then moves the tabs to the bottom.
    private let headerTabs = ScrolledWindow(horizontal: .external, vertical: .never)
    private let header: NavigationHeader
    /// Whether the tabs are at the bottom now.
    private(set) var isAtBottom = false

    /// The tabs named and titled `tabs`, in `header`'s middle; `bottomBar` goes under the page.
    init(tabs: [(name: String, title: String)], in header: NavigationHeader) {
        bar = TabBar(tabs: tabs)
        self.header = header
        headerTabs.propagatesNaturalWidth = true
        headerTabs.setChild(bar.box)
        header.bar.setTitleWidget(headerTabs)
        bottomBar.addCSSClass("toolbar")
        bottomBar.addCSSClass("flow-bottom-tabs")
        bottomBar.horizontalAlignment = .fill
        bottomBar.isVisible = false
    }

    /// Moves the tab switcher to the bottom bar (`narrow`) or back to the header.
    func follow(narrow: Bool, in window: Window) {
        guard narrow != isAtBottom else { return }
        isAtBottom = narrow
        // A focused tab button must not move while it has the focus: GTK 4.8 then updates the
        // accessible role of a context already on the bus (a Gtk-CRITICAL). It gets it back after.
        let focused = bar.buttons.first { PageFocus.isFocused(within: $0.button) }?.button
        if focused != nil { window.setFocus(nil) }
        defer { focused?.grabFocus() }
        if narrow {
            header.bar.setTitleWidget(emptyTitle)
            headerTabs.setChild(nil)
            // Centred in the bar: a box gives its spare width only to children that expand.
            bar.box.horizontalAlignment = .center
            bar.box.hexpand = true
            bottomBar.append(bar.box)
            bottomBar.isVisible = true
        } else {
            bottomBar.remove(bar.box)
            bar.box.hexpand = false
            bottomBar.isVisible = false
            headerTabs.setChild(bar.box)
            header.bar.setTitleWidget(headerTabs)
        }
    }
}
