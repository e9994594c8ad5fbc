import FlowCoordinator

/// Shows one navigation stack in a `GtkStack`: the root page plus a page per pushed entry.
///
/// The host mirrors the entries it is told about by ``FlowWindow`` (which gets them from the
/// planner) and never changes them itself: the back button asks the coordinator, and the state
/// comes back here as commands. Pages are built only when they become the top, so a restored
/// stack 1,000 deep builds one page. A page that slides away is removed once its transition ends.
@MainActor
public final class NavigationHost {
    /// The `GtkStack` that holds the pages; add it to a window or a box.
    public let stack = Stack()
    /// The state whose stack this is.
    public let level: FlowState
    /// The entries shown, bottom first, as of the last command.
    public private(set) var entries: [FlowEntry]
    /// The top entry, except while a pop slides out, when it is still the entry just popped.
    /// Back no longer goes back from it: each press of a back key is a step from the top
    /// (``topEntry``), and a hurried second click on the Back button is the input guard's to
    /// ignore.
    @available(*, deprecated, message: "Back goes back from topEntry; a hurried click is ignored by the window's input guard. Removed in the next version.")
    public var backEntry: FlowEntry? { slidingBackEntry }
    private var slidingBackEntry: FlowEntry?
    /// Where each entry is in `entries`, so a commit costs what changed, not the stack's depth.
    private var positions: [FlowID: Int]

    /// The root page, built the first time it is shown or read: under a restored stack, or in a
    /// tab not shown yet, it costs nothing at launch.
    var rootPage: Page {
        if let builtRoot { return builtRoot }
        let page = makeRootPage()
        if page.followsScreenTitle { Self.follow(page) { [screens] in screens.rootTitle } }
        page.onTitleChange = { [weak self] in self?.onChange?() }
        builtRoot = page
        if let split { split.place(page, rootSlot: rootSlot) } else { rootSlot.append(page.content) }
        return page
    }
    /// The root page if it is built.
    private(set) var builtRoot: Page?
    private let makeRootPage: @MainActor () -> Page
    /// The stack's bottom child, which holds the root page once it is built. Its layout is a
    /// `GtkBinLayout`, which sizes the page as the stack would: the whole page, whatever its
    /// expand flags.
    private let rootSlot = Box()
    private var rootSlotMapped: SignalConnection?
    /// The two layouts of a level whose root screen is a sidebar; `nil` for any other level.
    private let split: SplitLayout?
    private var sidebarMapped: SignalConnection?
    /// The first entry the stack showed at the last commit: in the split layout, a new one (a row
    /// chosen in the sidebar) replaces the content without a slide.
    private var committedFirst: FlowID?
    private let destinations: Destinations
    /// Where the host reads its screens' view models and titles: the only reading of the state.
    private let screens: ScreenSource
    private var pages: [FlowID: Page] = [:]
    /// Pages that left the stack but are still sliding out.
    private var leaving: [FlowID: Page] = [:]
    private var nextTransition: StackTransition = .none
    /// Whether entries were pushed since the last commit.
    private var pushed = false
    /// Whether an entry came back with its page since the last commit, so the stack's pages may
    /// be out of entry order. New pages are added on top, where their entries are.
    private var mayBeOutOfOrder = false
    private var transitionConnection: SignalConnection?
    /// The control that had the focus on each page (`nil`: the root) when a page was pushed over
    /// it: the focus goes back there when that page is on top again, wherever it was in between
    /// (on the Back button, on a page without a control).
    private var openers: [FlowID?: WeakGObject] = [:]

    /// What to add to a window: the stack, or, for a level whose root screen is a sidebar, the
    /// row that holds the sidebar column and the stack, which the window splits or stacks as its
    /// width says (``FlowWindow/splitWidth``).
    public var widget: Widget { split?.box ?? stack }

    /// Whether the level's root screen is a sidebar, so the host can show it beside the stack.
    public var canSplit: Bool { split != nil }

    /// The pages a person sees now: the page on top, and the sidebar beside it in the split layout.
    var shownPages: [Widget] {
        [topPage?.content, isSplit ? split?.sidebarColumn : nil].compactMap { $0 }
    }

    /// Whether the root page shows beside the stack now, as a sidebar.
    public var isSplit: Bool { split?.isSplit ?? false }

    /// Called after every commit and title change: headers refresh from it.
    var onChange: (@MainActor () -> Void)?

    static let rootName = "root"
    static func name(of entry: FlowID) -> String { "entry-\(entry.rawValue)" }

    init(level: FlowState, rootPage: @escaping @MainActor () -> Page, entries: [FlowEntry], destinations: Destinations) {
        self.level = level
        screens = ScreenSource(level)
        makeRootPage = rootPage
        self.entries = entries
        positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.id, $0) })
        self.destinations = destinations
        split = screens.rootIsSidebar ? SplitLayout(content: stack) : nil
        stack.hexpand = true
        stack.vexpand = true
        // Sized by the page on screen: pages under it (and hidden tabs) are not measured.
        stack.isHomogeneous = false
        gtk_widget_set_layout_manager(rootSlot.widgetPointer, gtk_bin_layout_new())
        stack.addChild(rootSlot, name: Self.rootName)
        // Shown before anything asked for it (a tab at its root, selected): built now.
        rootSlotMapped = rootSlot.connectWidgetSignal("map") { [weak self] _ in _ = self?.rootPage }
        sidebarMapped = split?.sidebarColumn.connectWidgetSignal("map") { [weak self] _ in _ = self?.rootPage }
        transitionConnection = stack.onTransitionRunningChanged { [weak self] running in
            // `self.` throughout: `entries` alone would be the initializer's parameter.
            guard !running, let self else { return }
            self.removeLeavingPages()
            self.slidingBackEntry = self.entries.last
        }
        if !entries.isEmpty { commit() } // at the root, the root slot is already what the stack shows
    }

    // MARK: Commands

    /// Keeps the bottom `count` entries.
    func pop(keeping count: Int, animated: Bool) {
        guard count < entries.count else { return }
        for entry in entries[count...] { positions[entry.id] = nil }
        entries.removeLast(entries.count - count)
        nextTransition = animated ? .slideRight : .none
    }

    /// Pushes entries on top.
    func push(_ newEntries: [FlowEntry], animated: Bool) {
        for (offset, entry) in newEntries.enumerated() {
            positions[entry.id] = entries.count + offset
            if pages[entry.id] != nil { mayBeOutOfOrder = true }
        }
        entries += newEntries
        nextTransition = animated ? .slideLeft : .none
        pushed = true
    }

    /// Makes the `GtkStack` show the entries: builds the top page if needed, keeps the stack's
    /// pages in entry order, shows the top with the transition of the last command, and removes
    /// pages whose entries left.
    func commit() {
        let previous = stack.visibleChildName
        if pushed { rememberOpener() }
        let topName = entries.last.map { Self.name(of: $0.id) } ?? Self.rootName
        // An entry back on the stack while its old page still slides out gets a fresh page, as
        // it would without animations: the old page belongs to its previous time in the state,
        // whose view model was released when it left. The old page goes now, cutting its slide.
        for (id, page) in leaving where positions[id] != nil {
            leaving[id] = nil
            discard(page)
        }
        if let top = entries.last, pages[top.id] == nil { pages[top.id] = makePage(for: top) }

        var gone: [FlowID: Page] = [:]
        for (id, page) in pages where positions[id] == nil { gone[id] = page }
        for id in gone.keys { pages[id] = nil }

        if mayBeOutOfOrder {
            restoreOrder()
            mayBeOutOfOrder = false
        }
        // Compare with what GTK shows now: re-adding the visible page in `restoreOrder` lets
        // GtkStack pick another one.
        if stack.visibleChildName != topName {
            // Beside a sidebar, another row chosen (or none) replaces the content without a slide.
            let replaced = isSplit && entries.first?.id != committedFirst
            // The page shown until now gives up the focus before it is hidden. After a pop: GTK 4.8
            // never finalizes a page hidden while it holds the focus where the page shown next
            // takes none. After a push: GtkStack would look for the new page's first focusable
            // widget itself, measuring every widget on it in tab order (0.7 M instructions over a
            // page with a control under it), before the page's first control took the focus all
            // the same. The opener is remembered above; the focus comes back below.
            var focusLeftShownPage = false
            if let shown = gtk_stack_get_visible_child(stack.stackPointer),
               let root = gtk_widget_get_root(stack.widgetPointer), let focus = gtk_root_get_focus(root),
               gtk_widget_is_ancestor(focus, shown) != 0 {
                FocusKeeper.whileAppMoves { gtk_root_set_focus(root, nil) }
                focusLeftShownPage = true
            }
            stack.setVisibleChild(named: topName, transition: previous == nil || replaced ? .none : nextTransition)
            // After a push the new page's first control (or its heading) takes the focus; after a
            // pop, what opened the page, or, where there is none, the page's first control. With
            // no control there, the window's focus keeper gives it a place that shows.
            if let page = topPage {
                if pushed, focusLeftShownPage {
                    PageFocus.enter(page)
                } else if pushed || !focusOpener(of: page) {
                    PageFocus.settle(on: page, in: stack, pushed: pushed)
                }
            }
            // A new transition draws only the page just left: pages still sliding out from an
            // earlier one are hidden by GTK now, so they go now rather than pile up while
            // transitions keep restarting.
            removeLeavingPages()
        }
        let popped = nextTransition == .slideRight
        nextTransition = .none
        committedFirst = entries.first?.id
        pushed = false
        if !(popped && stack.isTransitionRunning) { slidingBackEntry = entries.last }
        for (id, page) in gone {
            if stack.isTransitionRunning, Self.name(of: id) == previous {
                leaving[id] = page
            } else {
                discard(page)
            }
        }
        onChange?()
    }

    /// Shows the root page beside the stack, as a sidebar (`split`), or at its bottom; nothing
    /// else changes (``SplitLayout``). Does nothing for a level whose root is not a sidebar.
    func setSplit(_ isSplit: Bool) {
        guard let split, isSplit != split.isSplit else { return }
        // Not `topPage`, which would build the root page before the layout is switched.
        split.setSplit(isSplit, root: builtRoot, rootSlot: rootSlot, top: entries.last.flatMap { pages[$0.id] })
        onChange?()
    }

    /// In the split layout, gives the sidebar the focus (its chosen row, else its first control);
    /// whether it did.
    @discardableResult
    func focusSidebar() -> Bool {
        guard let split, split.isSplit else { return false }
        split.focusSidebar(root: rootPage)
        return true
    }

    /// In the split layout, moves the focus between the sidebar and the page on top; whether it did.
    @discardableResult
    func switchPane() -> Bool {
        guard let split, split.isSplit else { return false }
        if split.sidebarHasFocus, let top = topPage, entries.last != nil {
            PageFocus.enter(top)
        } else if split.sidebarHasFocus {
            PageFocus.enter(split.emptyState.box)
        } else {
            split.focusSidebar(root: rootPage)
        }
        return true
    }

    /// How the sidebar's mark differs from the state, or `nil` (``stateMismatches()``).
    var sidebarMismatch: String? { split?.chosenRowMismatch }

    /// Before a pop that `button` asked for (the header's back button), moves the focus from the
    /// button into the page shown now. A back button hides at the root, and GTK would then pass
    /// its focus to the window's next control, its close button or a tab; from inside the stack the
    /// pop gives the focus back to what opened the page shown next, as after Alt+Left.
    func takeFocus(from button: Widget) {
        guard PageFocus.isFocused(within: button), let page = topPage else { return }
        PageFocus.enter(page.content)
    }

    // MARK: Reading

    /// The entry on top, or `nil` at the root.
    public var topEntry: FlowEntry? { entries.last }

    /// The page on top, when it is built.
    public var topPage: Page? {
        guard let top = entries.last else { return rootPage }
        return pages[top.id]
    }

    /// The title of the page on top.
    public var title: String {
        guard let top = entries.last else { return rootPage.title }
        return pages[top.id]?.title ?? screens.title(for: top) ?? ""
    }

    /// The title of the page under the top, or `nil` at the root.
    public var previousTitle: String? {
        switch entries.count {
        case 0: nil
        case 1: isSplit ? nil : rootPage.title // beside the sidebar, the first page is a root of its own
        default: pages[entries[entries.count - 2].id]?.title ?? screens.title(for: entries[entries.count - 2])
        }
    }

    /// How many pages are built (the root included once it is), leaving pages excluded.
    public var builtPageCount: Int { pages.count + (builtRoot == nil ? 0 : 1) }

    /// The page shown for `entry`, if it is built.
    public func page(for entry: FlowID) -> Page? { pages[entry] }

    /// The names the `GtkStack` should hold, in order, once transitions end: the root, then each
    /// built entry in entry order.
    public var expectedChildNames: [String] {
        [Self.rootName] + builtEntries.map(Self.name(of:))
    }

    /// The entries that have a page, bottom first.
    private var builtEntries: [FlowID] {
        pages.keys.compactMap { id in positions[id].map { (position: $0, id: id) } }
            .sorted { $0.position < $1.position }
            .map(\.id)
    }

    // MARK: Private

    private func makePage(for entry: FlowEntry) -> Page {
        let page = destinations.buildPage(for: entry, from: screens)
        if page.followsScreenTitle { Self.follow(page) { [screens] in screens.title(for: entry) } }
        page.onTitleChange = { [weak self] in self?.onChange?() }
        stack.addChild(page.content, name: Self.name(of: entry.id))
        return page
    }

    /// Keeps `page`'s title equal to `title()`, read with Observation tracking as
    /// ``ViewUpdates`` reads a page's model: a change of what it read sets the title again
    /// before the next frame, and the page's `onTitleChange` refreshes the header and the
    /// window. It stops once the page is gone, or `title()` is `nil` (its level is gone).
    private static func follow(_ page: Page, title: @escaping @MainActor () -> String?) {
        ViewUpdates.keep { [weak page] in
            guard let page, let title = title() else { return false }
            page.title = title
            return true
        }
    }

    /// Before a push: remembers the control focused on the page shown until now, in the stack.
    private func rememberOpener() {
        openers = openers.filter { $0.key == nil || positions[$0.key!] != nil }
        guard let root = gtk_widget_get_root(stack.widgetPointer), let focus = gtk_root_get_focus(root) else { return }
        // On the root page, wherever it is (beside the stack, as a sidebar, a row chosen there).
        if let rootContent = builtRoot?.content.widgetPointer, gtk_widget_is_ancestor(focus, rootContent) != 0 {
            openers[nil] = WeakGObject(focus)
            return
        }
        guard gtk_widget_is_ancestor(focus, stack.widgetPointer) != 0,
              let shownPage = gtk_stack_get_visible_child(stack.stackPointer), gtk_widget_is_ancestor(focus, shownPage) != 0 else { return }
        let shownEntry = entries.last { pages[$0.id]?.content.widgetPointer == shownPage }?.id
        guard shownEntry != nil || shownPage == rootSlot.widgetPointer else { return }
        openers[shownEntry] = WeakGObject(focus)
    }

    /// After a pop: gives the focus back to the control that opened the page above `page`, if it
    /// is still there and usable; whether it did.
    private func focusOpener(of page: Page) -> Bool {
        guard let opener = openers.removeValue(forKey: entries.last?.id)?.pointer?.assumingMemoryBound(to: GtkWidget.self),
              gtk_widget_is_ancestor(opener, page.content.widgetPointer) != 0, KeyboardFocus.isUsable(opener) else { return false }
        return flow_grab_focus_without_selecting(opener) != 0
    }

    /// Takes `page` off the stack and lets go of its owner, which may hold the page in turn.
    private func discard(_ page: Page) {
        // GTK 4.8 never finalizes a widget removed while it holds the focus: the focus leaves first
        // (the window's focus keeper gives it a place that shows).
        if PageFocus.isFocused(within: page.content), let root = gtk_widget_get_root(page.content.widgetPointer) {
            FocusKeeper.whileAppMoves { gtk_root_set_focus(root, nil) }
        }
        stack.removeChild(page.content)
        page.owner = nil
    }

    /// Re-adds pages whose order no longer follows the entries (after a reorder).
    private func restoreOrder() {
        let built = builtEntries
        let expected = [Self.rootName] + built.map(Self.name(of:))
        let actual = stack.childNames.filter { name in !leaving.keys.contains { Self.name(of: $0) == name } }
        guard actual != expected else { return }
        // expected[i] is the page of built[i - 1]; the root never moves.
        let shared = zip(actual, expected).prefix { $0 == $1 }.count
        for id in built[max(shared - 1, 0)...] {
            guard let page = pages[id] else { continue }
            stack.removeChild(page.content)
            stack.addChild(page.content, name: Self.name(of: id))
        }
    }

    private func removeLeavingPages() {
        let visible = stack.visibleChildName
        for (id, page) in leaving where Self.name(of: id) != visible {
            discard(page)
            leaving[id] = nil
        }
    }

    isolated deinit {
        if let transitionConnection { stack.disconnect(transitionConnection) }
        // Pages a page class keeps in turn would otherwise keep each other.
        for page in Array(pages.values) + Array(leaving.values) + [builtRoot].compactMap({ $0 }) { page.owner = nil }
    }
}
