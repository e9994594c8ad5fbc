import CGtk

/// A `GtkSearchBar`: a bar with a ``SearchEntry`` that shows when a search starts, as over GNOME's
/// lists. Keys typed in the widget given to ``captureKeys(from:)`` start the search; Escape
/// in the field ends it, and GTK empties the field.
///
/// Whether it shows is the app's to say (``isSearching``): a bar that opens or closes by itself
/// (a key typed, Escape) reports it (``onSearchingChanged(_:)``) for the app's state to follow.
@MainActor
public final class SearchBar: Widget {
    /// The field of the bar.
    public let entry: SearchEntry
    private var bar: OpaquePointer { flow_search_bar(rawPointer) }

    /// A bar holding `entry`, hidden.
    public init(entry: SearchEntry) {
        self.entry = entry
        super.init(taking: gtk_search_bar_new(), from: "gtk_search_bar_new")
        gtk_search_bar_set_child(bar, entry.widgetPointer)
        gtk_search_bar_connect_entry(bar, flow_editable(entry.rawPointer))
        // The bar shows at once, without sliding down: the field takes the focus as the bar opens,
        // and a field still sliding in is not drawn yet, which is no place for the keyboard focus
        // (the window's focus keeper would hand it back to the list, and the next keys with it).
        if let revealer = gtk_widget_get_first_child(widgetPointer), flow_is_revealer(revealer) != 0 {
            gtk_revealer_set_transition_type(flow_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_NONE)
        }
        // GTK selects a field's text as it takes the focus (the bar opening, the window shown):
        // the caret goes after the text instead, so a search restored with its text is added to
        // by the next key, never replaced by it.
        let focus = FocusController()
        focus.onEnter { [weak entry] in
            GtkRuntime.runWhenIdle { if let entry { gtk_editable_set_position(flow_editable(entry.rawPointer), -1) } }
        }
        entry.addController(focus)
        // Closed, the bar is drawn nowhere, but GTK keeps it in the accessibility tree: it is hidden
        // from assistive technologies until it opens, so a screen reader finds no invisible field.
        flow_accessible_set_hidden(rawPointer, 1)
        connectNotify("search-mode-enabled") { object in
            flow_accessible_set_hidden(UnsafeMutableRawPointer(object),
                                       gtk_search_bar_get_search_mode(flow_search_bar(UnsafeMutableRawPointer(object))) != 0 ? 0 : 1)
        }
    }

    /// Whether the bar shows; opened, its field has the focus.
    public var isSearching: Bool {
        get { gtk_search_bar_get_search_mode(bar) != 0 }
        set { if isSearching != newValue { gtk_search_bar_set_search_mode(bar, newValue ? 1 : 0) } }
    }

    /// Lets keys typed in `widget` (a page, while the keyboard focus is in it) start a search, and
    /// Ctrl+F there open the bar (``WidgetKeys/search``).
    public func captureKeys(from widget: Widget) {
        gtk_search_bar_set_key_capture_widget(bar, widget.widgetPointer)
        let keys = KeyController(phase: .bubble)
        keys.onKeyPressed { [weak self] press in
            guard let self, WidgetKeys.search.matches(press) else { return false }
            isSearching = true
            return true
        }
        widget.addController(keys)
    }

    /// Calls `handler` when the bar opens or closes, by the app or by itself.
    @discardableResult
    public func onSearchingChanged(_ handler: @escaping @MainActor (_ isSearching: Bool) -> Void) -> SignalConnection {
        connectNotify("search-mode-enabled") { object in
            handler(gtk_search_bar_get_search_mode(flow_search_bar(UnsafeMutableRawPointer(object))) != 0)
        }
    }
}
