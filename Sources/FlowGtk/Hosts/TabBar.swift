import CGtk

/// A row of linked buttons, one per tab, for the header bar.
///
/// Unlike `GtkStackSwitcher`, clicking never switches anything itself: it reports the click
/// (so the coordinator decides, and reselecting a tab can pop it to its root), and the bar shows
/// whichever tab the state selects. Screen readers read it as what it is: a tab list of tabs,
/// the shown one selected.
@MainActor
public final class TabBar {
    /// The box that holds the buttons, read as a tab list by screen readers.
    public let box = Box(.horizontal, role: GTK_ACCESSIBLE_ROLE_TAB_LIST)
    /// One button per tab, in order, with the tab's name.
    public private(set) var buttons: [(name: String, button: Button)] = []

    /// Each button activates `win.show-tab::NAME` (``NavigationShortcuts/showTab(_:title:position:)``).
    init(tabs: [(name: String, title: String)]) {
        box.addCSSClass("linked")
        for tab in tabs {
            let button = Button(label: tab.title, role: GTK_ACCESSIBLE_ROLE_TAB)
            button.setAction("win.show-tab", target: tab.name)
            buttons.append((tab.name, button))
            box.append(button)
        }
    }

    /// Draws `name` as the selected tab.
    func select(_ name: String) {
        for (tab, button) in buttons {
            if tab == name {
                gtk_widget_set_state_flags(button.widgetPointer, GTK_STATE_FLAG_CHECKED, 0)
            } else {
                gtk_widget_unset_state_flags(button.widgetPointer, GTK_STATE_FLAG_CHECKED)
            }
            flow_accessible_set_selected(button.widgetPointer, tab == name ? 1 : 0)
        }
    }

    /// The tab drawn as selected.
    public var selectedName: String? {
        buttons.first { gtk_widget_get_state_flags($0.button.widgetPointer).rawValue & GTK_STATE_FLAG_CHECKED.rawValue != 0 }?.name
    }
}
