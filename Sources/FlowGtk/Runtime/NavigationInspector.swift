import CGtk
import CGtkInspector
import FlowCoordinator

/// A "Navigation" page in the GTK Inspector: the app's navigation state as an outline, and the
/// last records of its `NavigationJournal`, kept up to date while the app runs.
///
/// Open the inspector with Ctrl+Shift+D or Ctrl+Shift+I (after
/// `gsettings set org.gtk.gtk4.Settings.Debug enable-inspector-keybinding true`), or start the
/// app with `GTK_DEBUG=interactive`, and choose the Navigation page. A ``WindowsHost`` shows its
/// `WindowsState` there on its own, and a ``FlowWindow`` shown on its own its state; call
/// ``show(outline:journal:)`` for anything else.
///
/// The page's texts are for developers and, like much of GTK's own inspector, not translated.
@MainActor
public enum NavigationInspector {
    /// How many of the journal's last records a page shows.
    static let recordsShown = 200

    /// What every page shows: set by ``show(outline:journal:)``.
    static private(set) var outline: (@MainActor () -> [String])?
    static private(set) weak var journal: NavigationJournal?
    private static var shownByApp = false
    /// The contents of every page made and not yet destroyed.
    private static var pages: [ObjectIdentifier: NavigationInspectorPage] = [:]
    /// How many pages there are (for the tests).
    static var livePages: Int { pages.count }

    /// Adds the Navigation page to the GTK Inspector (once), showing `outline()` as the state and
    /// the records of `journal` (none if `nil`). Call it after GTK is initialised
    /// (`GtkRuntime.initialize()`); a later call replaces what every page shows.
    ///
    /// The journal is not kept alive by the page (the state that records into it keeps it).
    /// Under `GTK_DEBUG=interactive`, GTK makes the inspector while it initialises, before this
    /// can be called: the page is then added as the program loads, and shows what this gives it
    /// from the call on.
    public static func show(outline: @escaping @MainActor () -> [String], journal: NavigationJournal?) {
        shownByApp = true
        provide(outline: outline, journal: journal)
    }

    /// ``show(outline:journal:)``, unless something showed its state already: what a
    /// ``FlowWindow`` shown on its own calls, which gives way to the ``WindowsHost`` it may be in.
    static func showUnlessShown(outline: @escaping @MainActor () -> [String], journal: NavigationJournal?) {
        guard !shownByApp, self.outline == nil else { return }
        provide(outline: outline, journal: journal)
    }

    /// Whether the page type is registered with the inspector's extension point. Fills the pages
    /// made before (the inspector `GTK_DEBUG=interactive` makes in `gtk_init`).
    @discardableResult
    static func register() -> Bool {
        flow_inspector_page_set_builder { page in
            MainActor.assumeIsolated { NavigationInspector.fill(page!) }
        }
        return flow_inspector_page_register() != 0
    }

    private static func provide(outline: @escaping @MainActor () -> [String], journal: NavigationJournal?) {
        self.outline = outline
        self.journal = journal
        register()
        for page in pages.values { page.refresh() }
    }

    /// Fills a page the inspector made. Its contents live as long as the page's signal handlers,
    /// which GTK drops when the page is disposed.
    private static func fill(_ page: UnsafeMutablePointer<GtkWidget>) {
        let widget = Widget(retaining: page, from: "g_object_new(FlowInspectorPage)")
        let contents = NavigationInspectorPage()
        gtk_widget_set_parent(contents.box.widgetPointer, page)
        let key = ObjectIdentifier(contents)
        pages[key] = contents
        widget.connect(Signal<Void>("map")) { contents.mapped() }
        widget.connect(Signal<Void>("unmap")) { contents.unmapped() }
        widget.connect(Signal<Void>("destroy")) {
            contents.destroyed()
            pages[key] = nil
        }
    }
}
