import FlowCoordinator

/// What one inspector page shows, and what keeps it up to date: the journal's records as they
/// are made, and a timer each second while the page is on screen (drafts change without a
/// navigation, and no record says so).
@MainActor
final class NavigationInspectorPage {
    let box = Box(.vertical, spacing: 6)
    let outlineText = Label()
    let journalText = Label()
    let journalCount = Label()
    /// The journal observed: ``NavigationInspector``'s, which may change.
    private weak var observed: NavigationJournal?
    private var observation: JournalObservation?
    private var timer: UInt32?
    private var refreshScheduled = false

    init() {
        box.margins = .all(12)
        box.append(Label(heading: "Windows"))
        box.append(Self.scrolled(outlineText, name: "Navigation state"))
        box.append(Label(heading: "Journal"))
        journalCount.xalign = 0
        journalCount.addCSSClass("dim-label")
        box.append(journalCount)
        box.append(Self.scrolled(journalText, name: "Navigation journal"))
        refresh()
    }

    /// `text` as a monospace, selectable column of lines in a scrolled window, named `name` for
    /// assistive technologies.
    private static func scrolled(_ text: Label, name: String) -> ScrolledWindow {
        text.isSelectable = true
        text.addCSSClass("monospace")
        text.xalign = 0
        text.horizontalAlignment = .start
        text.verticalAlignment = .start
        text.textDirection = .leftToRight // lines of code, in every language
        text.accessibleName = name
        let scrolled = ScrolledWindow(horizontal: .automatic, vertical: .automatic)
        scrolled.hasFrame = true
        scrolled.vexpand = true
        scrolled.setChild(text)
        return scrolled
    }

    /// Shows the state and the journal as they are now.
    func refresh() {
        refreshScheduled = false
        let journal = NavigationInspector.journal
        if journal !== observed {
            observation?.cancel()
            observation = journal?.observe { [weak self] _ in self?.scheduleRefresh() }
            observed = journal
        }
        guard let outline = NavigationInspector.outline else {
            show("Nothing to show: the app has not called NavigationInspector.show(outline:journal:)",
                 in: outlineText, name: "Navigation state")
            journalCount.text = ""
            show("", in: journalText, name: "Navigation journal")
            return
        }
        show(outline().joined(separator: "\n"), in: outlineText, name: "Navigation state")
        guard let journal else {
            journalCount.text = "No journal: this state records none"
            show("", in: journalText, name: "Navigation journal")
            return
        }
        let records = journal.records.suffix(NavigationInspector.recordsShown)
        journalCount.text = "\(journal.count) records in all, the last \(records.count) shown, newest last"
        show(records.map(\.description).joined(separator: "\n"), in: journalText, name: "Navigation journal")
    }

    private func show(_ text: String, in label: Label, name: String) {
        guard label.text != text else { return }
        label.text = text
        label.accessibleName = name // a text with a bidirectional control renames the label
    }

    /// Refreshes once the navigation under way is over: a journal record is made in the middle of
    /// a change, and one navigation may make several.
    private func scheduleRefresh() {
        guard !refreshScheduled else { return }
        refreshScheduled = true
        GtkRuntime.runWhenIdle { [weak self] in
            if self?.refreshScheduled == true { self?.refresh() }
        }
    }

    func mapped() {
        refresh()
        tick()
    }

    private func tick() {
        timer = GtkRuntime.runAfter(.seconds(1)) { [weak self] in
            guard let self, self.timer != nil else { return }
            self.refresh()
            self.tick()
        }
    }

    func unmapped() {
        if let timer { GtkRuntime.cancel(timer) }
        timer = nil
    }

    func destroyed() {
        unmapped()
        observation?.cancel()
        observation = nil
        refreshScheduled = false
    }
}
