import CGtk
import FlowCoordinator
import FlowTestSupport
import Testing
@testable import FlowGtk

// The mirror check: reads the real GTK side of a `FlowWindow` (stacks, headers, windows, dialogs,
// tab bar) and compares it with the state's snapshot. It returns every difference as one line, so
// scenario tests can record them and the model-based test can print them with its seed.

/// Everything on screen that differs from `state`.
@MainActor
func mirrorProblems(_ window: FlowWindow, flow state: FlowState, allowTransitions: Bool = false) async -> [String] {
    await waitForWindowsShowingInTurn(window)
    var check = MirrorCheck(window: window, allowTransitions: allowTransitions)
    await check.roots([.init(tab: nil, state: state, rootTitle: Titles.home, isSelected: true)])
    return check.problems
}

/// Everything on screen that differs from `tabs`.
@MainActor
func mirrorProblems(_ window: FlowWindow, tabs: TabFlowState<TestTab>, allowTransitions: Bool = false) async -> [String] {
    await waitForWindowsShowingInTurn(window)
    var check = MirrorCheck(window: window, allowTransitions: allowTransitions)
    let selected = tabs.selectedTab.rawValue
    if let bar = window.tabBar {
        check.expect(bar.selectedName == selected, "tab bar shows \(bar.selectedName ?? "nothing") selected, state selects \(selected)")
        let checked = bar.buttons.filter {
            gtk_widget_get_state_flags($0.button.widgetPointer).rawValue & GTK_STATE_FLAG_CHECKED.rawValue != 0
        }.map(\.name)
        check.expect(checked == [selected], "tab buttons drawn checked: \(checked), expected [\(selected)]")
        check.expect(bar.buttons.map(\.name) == tabs.tabs.map(\.rawValue), "tab bar buttons \(bar.buttons.map(\.name))")
        check.expect(bar.buttons.map { $0.button.label } == tabs.tabs.map { Titles.tab($0) },
                     "tab bar labels \(bar.buttons.map { $0.button.label ?? "-" })")
    } else {
        check.expect(false, "a tabbed window has no tab bar")
    }
    check.expect(window.visibleTab == selected, "tab stack shows \(window.visibleTab ?? "nothing"), state selects \(selected)")
    await check.roots(tabs.tabs.map {
        .init(tab: $0.rawValue, state: tabs[$0], rootTitle: Titles.tabRoot($0), isSelected: $0 == tabs.selectedTab)
    })
    return check.problems
}

/// At its first showing a window shows the sheets, covers and dialogs over it one after the other,
/// each once the one under it has drawn: a frame each, which a loaded machine makes long.
@MainActor
func waitForWindowsShowingInTurn(_ window: FlowWindow) async {
    _ = await GtkRuntime.iterate(until: { !window.isShowingInTurn }, timeout: .seconds(20))
}

/// Records every difference between `window` and `state` as an issue.
@MainActor
func assertMirrors(_ window: FlowWindow, _ state: FlowState, _ comment: String = "",
                   sourceLocation: SourceLocation = #_sourceLocation) async {
    for problem in await mirrorProblems(window, flow: state) {
        Issue.record("\(comment.isEmpty ? "" : comment + ": ")\(problem) — state: \(state.snapshot())",
                     sourceLocation: sourceLocation)
    }
}

/// Records every difference between `window` and `tabs` as an issue.
@MainActor
func assertMirrors(_ window: FlowWindow, tabs: TabFlowState<TestTab>, _ comment: String = "",
                   sourceLocation: SourceLocation = #_sourceLocation) async {
    for problem in await mirrorProblems(window, tabs: tabs) {
        Issue.record("\(comment.isEmpty ? "" : comment + ": ")\(problem) — state: \(tabs.snapshot())",
                     sourceLocation: sourceLocation)
    }
}

/// The name `NavigationHost` gives an entry's page, as the test expects it.
func pageName(_ entry: FlowEntry) -> String { "entry-\(entry.id.rawValue)" }

@MainActor
struct MirrorCheck {
    struct Root {
        var tab: String?
        var state: FlowState
        var rootTitle: String
        var isSelected: Bool
    }

    let window: FlowWindow
    /// Whether stacks may be in the middle of a transition, with pages that left still sliding out.
    let allowTransitions: Bool
    private(set) var problems: [String] = []

    init(window: FlowWindow, allowTransitions: Bool = false) {
        self.window = window
        self.allowTransitions = allowTransitions
    }

    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { problems.append(message()) }
    }

    mutating func roots(_ roots: [Root]) async {
        var presentations = Set<FlowID>()
        var dialogs = Set<FlowID>()
        for root in roots {
            let levels = root.state.snapshot().levels
            let states = root.state.chain
            let prefix = root.tab.map { "tab \($0)" } ?? "window"
            var parent: FlowGtk.Window? = window.window
            for (index, level) in levels.enumerated() {
                let location = StackLocation(tab: root.tab, presentation: level.presentation?.id)
                let place = level.presentation.map { "\(prefix) \($0)" } ?? "\(prefix) root"
                var levelWindow: FlowGtk.Window?
                if let presentation = level.presentation {
                    presentations.insert(presentation.id)
                    levelWindow = await presentedWindow(presentation, over: parent, place: place)
                    if let header = window.header(forPresentation: presentation.id) {
                        headerProblems(header, level: level, rootTitle: Titles.modal(presentation.link),
                                       backShown: presentation.hostsNavigation, place: place)
                    } else if levelWindow != nil {
                        expect(false, "\(place): no header")
                    }
                    if let levelWindow {
                        expect(levelWindow.title == topTitle(level, rootTitle: Titles.modal(presentation.link)),
                               "\(place): window title \(levelWindow.title ?? "nil")")
                    }
                } else {
                    levelWindow = window.window
                    if root.isSelected {
                        headerProblems(window.header, level: level, rootTitle: root.rootTitle, backShown: true,
                                       place: "main header")
                    }
                }
                let rootTitle = level.presentation.map { Titles.modal($0.link) } ?? root.rootTitle
                if let host = window.host(at: location) {
                    stackProblems(host, level: level, rootTitle: rootTitle, place: place)
                    ownerProblems(host, state: states[index], place: place)
                } else {
                    expect(false, "\(place): no navigation host")
                }
                if let dialog = level.dialog {
                    dialogs.insert(dialog.id)
                    dialogProblems(dialog, over: levelWindow, place: place)
                }
                parent = levelWindow
            }
        }
        let window = self.window
        let open = window.openPresentations, openDialogs = window.openDialogs
        expect(open == presentations, "open presented windows \(open.sorted()), state presents \(presentations.sorted())")
        expect(openDialogs == dialogs, "open dialogs \(openDialogs.sorted()), state shows \(dialogs.sorted())")
        expect(window.window.isVisible && !window.window.isDestroyed, "the main window is not shown")
        // Only those windows are on screen: nothing stays behind, nothing is hidden but alive.
        let ours = visibleToplevels().filter { $0 != window.window.windowPointer && descends($0, from: window.window.windowPointer) }
        expect(ours.count == presentations.count + dialogs.count,
               "\(ours.count) visible windows over the main window, state has \(presentations.count) presentations and \(dialogs.count) dialogs")
    }

    /// The stack of one level: pages, their order, the visible page, the host's entries.
    mutating func stackProblems(_ host: NavigationHost, level: LevelSnapshot, rootTitle: String, place: String) {
        let names = host.stack.childNames
        let stateNames = level.path.map(pageName)
        let top = stateNames.last ?? NavigationHost.rootName
        expect(host.entries.map(\.id) == level.path.map(\.id),
               "\(place): host entries \(host.entries.map(\.id)), state path \(level.path.map(\.id))")
        let expected = host.expectedChildNames
        // While a transition runs, pages that left may still be sliding out: set them aside.
        let sliding = allowTransitions && host.stack.isTransitionRunning
        let shown = sliding ? names.filter { expected.contains($0) } : names
        expect(shown == expected, "\(place): GtkStack children \(names), host expects \(expected)")
        if sliding {
            let leaving = names.filter { !expected.contains($0) }
            expect(leaving.count <= 1 && leaving.allSatisfy { !stateNames.contains($0) },
                   "\(place): pages \(leaving) linger during a transition")
        }
        expect(shown.first == NavigationHost.rootName, "\(place): first GtkStack child is \(names.first ?? "nothing")")
        expect(isOrderedSubset(Array(shown.dropFirst()), of: stateNames),
               "\(place): GtkStack children \(names) are not built entries of \(stateNames) in order")
        expect(names.contains(top), "\(place): top page \(top) is not in the GtkStack \(names)")
        expect(host.stack.visibleChildName == top,
               "\(place): GtkStack shows \(host.stack.visibleChildName ?? "nothing"), state's top is \(top)")
        expect(allowTransitions || !host.stack.isTransitionRunning, "\(place): a transition is still running")
        expect(host.topEntry?.id == level.path.last?.id,
               "\(place): back would go back from \(host.topEntry.map { "\($0)" } ?? "the root"), the top is \(level.path.last.map { "\($0)" } ?? "the root")")
        for entry in level.path {
            guard let page = host.page(for: entry.id) else { continue }
            let child = gtk_stack_get_child_by_name(host.stack.stackPointer, pageName(entry))
            expect(child == page.content.widgetPointer, "\(place): page \(pageName(entry)) is not the built page's widget")
            expect(page.title == Titles.entry(entry.link), "\(place): page \(pageName(entry)) is titled \(page.title)")
        }
        expect(host.title == topTitle(level, rootTitle: rootTitle), "\(place): host title \(host.title)")
    }

    /// Every built page draws the view model the state keeps for its entry (or presentation).
    mutating func ownerProblems(_ host: NavigationHost, state: FlowState, place: String) {
        for entry in state.path.entries {
            guard let page = host.page(for: entry.id) else { continue }
            let model = state.object(ScreenModel.self, for: entry.id)
            expect(model != nil && page.owner === model,
                   "\(place): page \(pageName(entry)) draws a view model the state does not hold for its entry")
        }
        if let presentation = state.presentation, let root = host.builtRoot {
            let model = state.object(ScreenModel.self, for: presentation.id)
            expect(model != nil && root.owner === model,
                   "\(place): root page draws a view model the state does not hold for its presentation")
        }
    }

    /// A header: title, back button shown and its tooltip.
    mutating func headerProblems(_ header: NavigationHeader, level: LevelSnapshot, rootTitle: String,
                                 backShown: Bool, place: String) {
        let title = topTitle(level, rootTitle: rootTitle)
        expect(header.titleLabel.text == title, "\(place): header title \"\(header.titleLabel.text)\", expected \"\(title)\"")
        guard backShown else {
            expect(!header.backButton.isVisible, "\(place): a one-screen presentation shows a back button")
            return
        }
        // As in GNOME's navigation views: no back button at the root, one as soon as there is
        // somewhere to go back to.
        expect(header.backButton.isVisible == !level.path.isEmpty,
               "\(place): back button shown \(header.backButton.isVisible) with \(level.path.count) entries")
        let previous: String? = switch level.path.count {
        case 0: nil
        case 1: rootTitle
        default: Titles.entry(level.path[level.path.count - 2].link)
        }
        let tooltip = previous.map { "Back to \($0)" } ?? "Back"
        expect(header.backTooltip.text == tooltip,
               "\(place): back tooltip \"\(header.backTooltip.text ?? "nil")\", expected \"\(tooltip)\"")
    }

    /// A sheet or cover window: shown, modal, transient for its presenter, styled, and standing where
    /// it was placed (a cover over its presenter's frame, a sheet centred on it) once the window
    /// manager has moved it there.
    mutating func presentedWindow(_ presentation: Presentation, over parent: FlowGtk.Window?, place: String) async -> FlowGtk.Window? {
        guard let presented = window.window(forPresentation: presentation.id) else {
            expect(false, "\(place): no window is open")
            return nil
        }
        expect(presented.isVisible && !presented.isDestroyed, "\(place): window not shown")
        expect(presented.isModal, "\(place): window not modal")
        expect(presented.destroysWithParent, "\(place): window not destroyed with its parent")
        expect(parent != nil && gtk_window_get_transient_for(presented.windowPointer) == parent?.windowPointer,
               "\(place): window not transient for its presenter's window")
        let style = presentation.style == .cover ? "flow-cover" : "flow-sheet"
        expect(presented.hasCSSClass(style), "\(place): window lacks the \(style) class")
        let flowWindow = window
        let placed = await GtkRuntime.iterate(until: {
            !presented.isFullscreen && flowWindow.placementProblem(forPresentation: presentation.id) == nil
        }, timeout: .seconds(20))
        expect(!presented.isFullscreen, "\(place): \(presentation.style) is fullscreen")
        expect(placed || presented.isFullscreen, "\(place): \(flowWindow.placementProblem(forPresentation: presentation.id) ?? "")")
        return presented
    }

    /// A dialog window: shown over its level, with the state's buttons styled by role.
    mutating func dialogProblems(_ dialog: DialogSnapshot, over parent: FlowGtk.Window?, place: String) {
        guard let dialogWindow = window.window(forDialog: dialog.id) else {
            expect(false, "\(place): dialog \(dialog.title) \(dialog.id) is not open")
            return
        }
        expect(dialogWindow.isVisible && !dialogWindow.isDestroyed, "\(place): dialog not shown")
        expect(dialogWindow.isModal, "\(place): dialog not modal")
        expect(parent != nil && gtk_window_get_transient_for(dialogWindow.windowPointer) == parent?.windowPointer,
               "\(place): dialog not transient for its level's window")
        expect(dialogWindow.title == dialog.title, "\(place): dialog titled \(dialogWindow.title ?? "nil")")
        let buttons = window.buttons(forDialog: dialog.id)
        expect(buttons.map(\.label) == dialog.buttons.map(\.label),
               "\(place): dialog buttons \(buttons.map { $0.label ?? "-" }), state \(dialog.buttons.map(\.label))")
        for (button, spec) in zip(buttons, dialog.buttons) {
            let destructive = button.hasCSSClass("destructive-action")
            let suggested = button.hasCSSClass("suggested-action")
            let styled = switch spec.role {
            case .destructive: destructive && !suggested
            case .default: suggested && !destructive
            case .cancel: !suggested && !destructive
            }
            expect(styled, "\(place): button \(spec.label) (\(spec.role)) styled destructive=\(destructive) suggested=\(suggested)")
            expect(button.isVisible, "\(place): button \(spec.label) hidden")
        }
        // GNOME's layout: cancel on the left, so a destructive choice is on the right; the safe
        // choice is the default and has the focus, so Return never destroys anything.
        let row = buttons.first.flatMap { gtk_widget_get_parent($0.widgetPointer) }
        var laidOut: [String] = []
        var child = row.flatMap { gtk_widget_get_first_child($0) }
        while let current = child {
            if let label = buttons.first(where: { $0.widgetPointer == current })?.label { laidOut.append(label) }
            child = gtk_widget_get_next_sibling(current)
        }
        let cancelFirst = dialog.buttons.filter { $0.role == .cancel } + dialog.buttons.filter { $0.role != .cancel }
        expect(laidOut == cancelFirst.map(\.label), "\(place): dialog buttons laid out \(laidOut)")
        let defaultWidget = gtk_window_get_default_widget(dialogWindow.windowPointer)
        let focus = gtk_window_get_focus(dialogWindow.windowPointer)
        if let safe = dialog.defaultIndex {
            expect(defaultWidget == buttons[safe].widgetPointer, "\(place): the default is not \(dialog.buttons[safe].label)")
            expect(focus == buttons[safe].widgetPointer, "\(place): the focus is not on \(dialog.buttons[safe].label)")
        } else {
            // Only destructive choices (a program's odd choice): no default; GTK focuses the first.
            expect(defaultWidget == nil, "\(place): a dialog of destructive choices has a default")
        }
    }

    private func topTitle(_ level: LevelSnapshot, rootTitle: String) -> String {
        level.path.last.map { Titles.entry($0.link) } ?? rootTitle
    }
}

/// Whether every element of `subset` appears in `sequence`, in the same order.
func isOrderedSubset(_ subset: [String], of sequence: [String]) -> Bool {
    var remaining = sequence[...]
    for element in subset {
        guard let index = remaining.firstIndex(of: element) else { return false }
        remaining = remaining[(index + 1)...]
    }
    return true
}
