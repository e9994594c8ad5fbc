import CGtk
import FlowCoordinator
import FlowTestSupport
import Foundation
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// Random operations on a three-tab state, through the program and through the windows;
    /// after every step the screen must mirror the state, every callback must have fired exactly
    /// once for what left, and no page or view model may outlive its entry.
    @Suite("Hosts: model-based random test", .serialized, .requiresDisplay, .animations(false))
    @MainActor
    struct HostModelTests {
        @Test("2,000 random steps over three tabs (FLOW_SEED=<n> replays a run)")
        func randomSteps() async throws {
            let environment = ProcessInfo.processInfo.environment
            let seed = environment["FLOW_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64(UInt32.max))
            let steps = max(2_000, environment["FLOW_STEPS"].flatMap { Int($0) } ?? 2_000)
            let run = try await ModelRun(seed: seed)
            defer { dispose(run.window) }
            let clock = ContinuousClock()
            let started = clock.now
            let finished = await run.run(steps: steps)
            let elapsed = clock.now - started
            print("Hosts model-based test: seed \(seed), \(finished) of \(steps) steps in \(elapsed); \(run.profile)")
            print("  operations: \(run.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
            #expect(finished == steps, "FLOW_SEED=\(seed): stopped at step \(finished)")
        }
    }

    /// The same operations with animations on: changes land while pages slide in and out.
    @Suite("Hosts: model-based random test, animated", .serialized, .requiresDisplay, .animations(true))
    @MainActor
    struct HostAnimatedModelTests {
        @Test("400 random steps with transitions running (FLOW_SEED=<n> replays a run)")
        func randomAnimatedSteps() async throws {
            let environment = ProcessInfo.processInfo.environment
            let seed = environment["FLOW_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64(UInt32.max))
            let run = try await ModelRun(seed: seed)
            defer { dispose(run.window) }
            let clock = ContinuousClock()
            let started = clock.now
            let finished = await run.run(steps: 400, animated: true)
            print("Hosts animated model-based test: seed \(seed), \(finished) of 400 steps in \(clock.now - started)")
            #expect(finished == 400, "FLOW_SEED=\(seed): stopped at step \(finished)")
        }
    }
}

/// One run of the model-based test: the state, the window, and what the callbacks saw.
@MainActor
final class ModelRun {
    let seed: UInt64
    var rng: SeededGenerator
    let tabs = TabFlowState(tabs: TestTab.allCases)
    let window: FlowWindow

    /// Why each entry or presentation pushed or presented with a callback left, per identity.
    private var leaveReasons: [FlowID: [LeaveReason]] = [:]
    /// Tracked identities in the state after the last step.
    private var live: Set<FlowID> = []
    /// Tracked identities that left; each must have had exactly one callback.
    private var gone: Set<FlowID> = []
    /// Entries and presentations whose guard refuses.
    private var refusing: Set<FlowID> = []
    /// Typed actions delivered by dialogs.
    private var answers: [DialogChoice] = []
    private var nextNumber = 0
    /// The states after the last few steps, for undo.
    private var history: [TabsSnapshot] = []
    private(set) var counts: [String: Int] = [:]
    /// Time spent performing and applying each kind of step, and checking the screen.
    private(set) var stepTime: [String: Duration] = [:]
    private(set) var checkTime: Duration = .zero

    /// Where the time went, slowest first.
    var profile: String {
        let steps = stepTime.sorted { $0.value > $1.value }.prefix(6)
            .map { "\($0.key) \($0.value.formatted(.units(allowed: [.milliseconds])))" }
        return "checks \(checkTime.formatted(.units(allowed: [.milliseconds]))); steps: " + steps.joined(separator: ", ")
    }
    private var recent: [String] = []
    private let pageBaseline: Int
    private let modelBaseline: Int

    init(seed: UInt64) async throws {
        self.seed = seed
        rng = SeededGenerator(seed: seed)
        pageBaseline = Page.liveCount
        modelBaseline = ModelCensus.liveCount
        window = try await makeTabWindow(tabs)
        history = [tabs.snapshot()]
    }

    /// Runs `steps` steps and returns how many passed. With `animated`, the loop runs a little
    /// between steps, so changes land in the middle of transitions; every tenth step waits for
    /// the transitions to end and checks everything.
    func run(steps: Int, animated: Bool = false) async -> Int {
        let clock = ContinuousClock()
        for step in 0..<steps {
            let stepStarted = clock.now
            let (name, detail, problems) = await runStep()
            let checkStarted = clock.now
            stepTime[name, default: .zero] += checkStarted - stepStarted
            defer { checkTime += clock.now - checkStarted }
            counts[name, default: 0] += 1
            recent.append("\(step): \(detail)")
            if recent.count > 12 { recent.removeFirst() }
            var all = problems
            let settle = !animated || step % 10 == 9 || step == steps - 1
            if animated {
                if chance(0.5) { await GtkRuntime.iterate(for: .milliseconds(int(1...30))) }
                if settle, !(await settleTransitions()) { all.append("transitions did not end") }
            }
            if all.isEmpty { all = callbackProblems() }
            if all.isEmpty { all = await mirrorProblems(window, tabs: tabs, allowTransitions: !settle) }
            if all.isEmpty, settle { all = lifetimeProblems() }
            if !all.isEmpty {
                Issue.record("""
                    FLOW_SEED=\(seed) step \(step) (\(detail)):
                    \(all.joined(separator: "\n"))
                    state: \(tabs.snapshot())
                    recent steps:
                    \(recent.joined(separator: "\n"))
                    """)
                return step
            }
        }
        return steps
    }

    /// Runs the loop until no stack of the window is in a transition.
    private func settleTransitions() async -> Bool {
        await GtkRuntime.iterate(until: { [self] in
            tabs.tabs.allSatisfy { tab in
                tabs[tab].chain.allSatisfy { level in
                    let location = StackLocation(tab: tab.rawValue, presentation: level.presentation?.id)
                    return !(window.host(at: location)?.stack.isTransitionRunning ?? false)
                }
            }
        }, timeout: .seconds(10))
    }

    // MARK: Random choices

    private func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }
    private func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    private func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    private func freshNumber() -> Int {
        nextNumber += 1
        return nextNumber
    }

    private func randomLink() -> any Hashable & Sendable {
        chance(0.5) ? ItemLink.item(freshNumber()) : NoteLink(text: "n\(freshNumber())")
    }

    private var selected: FlowState { tabs.selectedState }

    /// A random level of the selected tab (root or presented).
    private func randomLevel() -> FlowState { pick(selected.chain) }

    // MARK: Steps

    /// Performs one random operation; returns its name, a description, and any problem seen
    /// before the screen is checked.
    private func runStep() async -> (String, String, [String]) {
        var problems: [String] = []
        let name: String
        let detail: String
        switch int(0...99) {
        case 0..<14:
            let level = randomLevel()
            let count = int(1...3)
            for _ in 0..<count { push(randomLink(), on: level) }
            (name, detail) = ("push", "push \(count) on \(describe(level))")
        case 14..<20:
            let level = randomLevel()
            level.pop()
            (name, detail) = ("pop", "pop on \(describe(level))")
        case 20..<24:
            let level = randomLevel()
            let count = int(1...4)
            level.pop(count: count)
            (name, detail) = ("pop(count:)", "pop \(count) on \(describe(level))")
        case 24..<27:
            let level = randomLevel()
            level.popToRoot()
            (name, detail) = ("popToRoot", "pop to root on \(describe(level))")
        case 27..<30:
            detail = jump()
            name = "jump"
        case 30..<32:
            // Undo: entries and presentations that left come back with their identities.
            let back = int(1...min(8, history.count))
            let old = history[history.count - back]
            tabs.restore(old)
            (name, detail) = ("undo", "restore the state of \(back) steps ago")
        case 32..<42:
            let level = chance(0.7) ? selected.topmost : randomLevel()
            let style: PresentationStyle = chance(0.3) ? .cover : .sheet
            let hosts = chance(0.6)
            let path = hosts && chance(0.5) ? FlowPath((0..<int(1...3)).map { _ in randomLink() }) : FlowPath()
            present(.modal(freshNumber()), style: style, hostsNavigation: hosts, path: path, over: level)
            (name, detail) = ("present", "present \(style) hosts=\(hosts) path=\(path.count) over \(describe(level))")
        case 42..<48:
            let presentations = selected.chain.dropFirst()
            if presentations.isEmpty || chance(0.2) {
                selected.closeAllPresentations()
                (name, detail) = ("closeAll", "close all")
            } else if chance(0.5) {
                selected.closeTopmost()
                (name, detail) = ("closeTopmost", "close topmost")
            } else {
                let level = pick(Array(presentations))
                selected.closePresentation(level.presentation!.id)
                (name, detail) = ("closeMiddle", "close \(describe(level))")
            }
        case 48..<58:
            (name, detail, problems) = userClose()
        case 58..<70:
            (name, detail, problems) = userBack()
        case 70..<78:
            (name, detail, problems) = switchTab()
        case 78..<85:
            let level = randomLevel()
            showDialog(on: level)
            (name, detail) = ("showDialog", "show a dialog on \(describe(level))")
        case 85..<92:
            (name, detail, problems) = answerDialog()
        case 92..<96:
            (name, detail) = ("guard", toggleGuard())
        default:
            // Several changes before one apply.
            let level = randomLevel()
            push(randomLink(), on: level)
            push(randomLink(), on: level)
            level.pop()
            if chance(0.5) { present(.modal(freshNumber()), style: .sheet, hostsNavigation: true, over: selected.topmost) }
            (name, detail) = ("burst", "burst on \(describe(level))")
        }
        // Apply explicitly or let the window apply on its own on the next turn.
        if chance(0.5) { window.apply() } else { GtkRuntime.drain() }
        // Guards leave with their entries (a page ahead has left); one that comes back has none.
        let inState = Set(tabs.snapshot().tabs.flatMap { $0.flow.withoutPagesAhead.allIDs })
        refusing.formIntersection(inState)
        history.append(tabs.snapshot())
        if history.count > 8 { history.removeFirst() }
        return (name, detail, problems)
    }

    private func push(_ link: any Hashable & Sendable, on level: FlowState) {
        let box = IDBox()
        box.id = level.push(link) { [weak self] (leaving: Leaving<Int>) in self?.recordLeaving(box.id, leaving.reason) }.id
        track(box.id)
    }

    private func present(_ link: ModalLink, style: PresentationStyle, hostsNavigation: Bool, path: FlowPath = FlowPath(),
                         over level: FlowState) {
        let box = IDBox()
        let presented = level.present(link, style: style, hostsNavigation: hostsNavigation, path: path) {
            [weak self] (leaving: Leaving<Int>) in self?.recordLeaving(box.id, leaving.reason)
        }
        box.id = presented.id
        track(box.id)
    }

    private func track(_ id: FlowID) {
        leaveReasons[id] = []
        live.insert(id)
    }

    private func recordLeaving(_ id: FlowID, _ reason: LeaveReason) {
        leaveReasons[id, default: []].append(reason)
        callbackCount += 1
        lastReasons.append(reason)
    }

    /// Reasons delivered since the last user action began.
    private var lastReasons: [LeaveReason] = []
    private var callbackCount = 0

    private func describe(_ level: FlowState) -> String {
        level.presentation.map { "\($0)" } ?? "root of \(tabs.selectedTab.rawValue)"
    }

    /// Restores a random state up to 30 deep with up to two presentations, sometimes reusing
    /// entries and presentations of the same level in another order.
    private func jump() -> String {
        let tab = chance(0.8) ? tabs.selectedTab : pick(tabs.tabs)
        let current = tabs[tab].snapshot()
        func entries(reusing pool: [FlowEntry], upTo limit: Int) -> [FlowEntry] {
            var pool = pool.shuffled(using: &rng)
            return (0..<int(0...limit)).map { _ in
                if !pool.isEmpty, chance(0.4) { return pool.removeLast() }
                return FlowEntry(AnyFlowLink(randomLink()))
            }
        }
        var levels = [LevelSnapshot(presentation: nil, path: entries(reusing: current.root.path, upTo: 30))]
        // A presentation keeps its identity only over the same presenter.
        var samePresenters = true
        for index in 1..<(1 + int(0...2)) {
            let old = index < current.levels.count ? current.levels[index] : nil
            if let old, let presentation = old.presentation, samePresenters, chance(0.5) {
                levels.append(LevelSnapshot(presentation: presentation,
                                            path: entries(reusing: old.path, upTo: presentation.hostsNavigation ? 6 : 0)))
            } else {
                samePresenters = false
                let hosts = chance(0.6)
                let presentation = Presentation(style: chance(0.3) ? .cover : .sheet,
                                                link: AnyFlowLink(ModalLink.modal(freshNumber())), hostsNavigation: hosts)
                levels.append(LevelSnapshot(presentation: presentation, path: hosts ? entries(reusing: [], upTo: 6) : []))
            }
        }
        let snapshot = FlowSnapshot(levels: levels)
        if chance(0.3) {
            let selectedTab = chance(0.5) ? tab : pick(tabs.tabs)
            tabs.restore(TabsSnapshot(selectedTab: selectedTab.rawValue, tabs: [TabSnapshot(name: tab.rawValue, flow: snapshot)]))
        } else {
            tabs[tab].restore(snapshot)
        }
        return "jump \(tab.rawValue) to \(levels.map { "\($0.path.count)" }.joined(separator: ">"))"
    }

    // MARK: User actions through the windows

    /// Closes a random presented window of the selected tab as the user would.
    private func userClose() -> (String, String, [String]) {
        let chain = selected.chain
        guard chain.count > 1 else { return ("userClose", "user close: nothing open", []) }
        let index = int(1...(chain.count - 1))
        let id = chain[index].presentation!.id
        let before = tabs.snapshot()
        let gesture = pick(CloseGesture.allCases)
        lastReasons = []
        close(window, id, with: gesture)
        var expected = before
        let tab = tabs.selectedTab.rawValue
        let levels = before[tab]!.levels
        let blocked = levels[index...].contains { level in
            level.path.contains { refusing.contains($0.id) } || refusing.contains(level.presentation!.id)
        }
        if !blocked { expected.setLevels(Array(levels[..<index]), of: tab) }
        var problems: [String] = []
        if tabs.snapshot().withoutPagesAhead != expected.withoutPagesAhead { problems.append("user close: state \(tabs.snapshot()), expected \(expected)") }
        if lastReasons.contains(where: { $0 != .user }) { problems.append("user close: callbacks with reasons \(lastReasons)") }
        return ("userClose", "user close \(id) (level \(index)) with \(gesture)\(blocked ? ", refused" : "")", problems)
    }

    /// Goes back in a random window of the selected tab as the user would.
    private func userBack() -> (String, String, [String]) {
        let chain = selected.chain
        let index = chance(0.6) ? 0 : int(0...(chain.count - 1))
        let id = chain[index].presentation?.id
        let gesture: BackGesture = pick(chance(0.2) ? BackGesture.allCases : [.button, .altLeft])
        let before = tabs.snapshot()
        let tab = tabs.selectedTab.rawValue
        // Back goes back from the top the window shows, slide or not: each press is a step.
        let backEntry = window.host(at: StackLocation(tab: tab, presentation: id))?.topEntry
        lastReasons = []
        goBack(window, with: gesture, inPresentation: id)
        var expected = before
        var levels = before[tab]!.levels
        let blocked = levels[index].path.last.map {
            refusing.contains($0.id) || backEntry?.id != $0.id || ownedRefuses(levels, above: index, owners: [$0.id])
        } ?? true
        if !blocked, let gone = levels[index].path.popLast() {
            dropOwned(&levels, above: index, owners: [gone.id])
            expected.setLevels(levels, of: tab)
        }
        var problems: [String] = []
        // The model follows what windows show: the pages ahead are HistoryTests' to check.
        if tabs.snapshot().withoutPagesAhead != expected.withoutPagesAhead { problems.append("user back: state \(tabs.snapshot()), expected \(expected)") }
        if lastReasons.contains(where: { $0 != .user }) { problems.append("user back: callbacks with reasons \(lastReasons)") }
        return ("userBack", "user back at level \(index) with \(gesture)\(blocked ? ", nothing to do" : "")", problems)
    }

    /// Whether the presentation over `levels[index]` belongs to one of `owners` and it, or a
    /// screen in it or above it, refuses to close.
    private func ownedRefuses(_ levels: [LevelSnapshot], above index: Int, owners: Set<FlowID>) -> Bool {
        guard index + 1 < levels.count, let owner = levels[index + 1].presentation?.owner, owners.contains(owner) else {
            return false
        }
        return levels[(index + 1)...].contains { level in
            level.path.contains { refusing.contains($0.id) } || refusing.contains(level.presentation!.id)
        }
    }

    /// A presentation goes with the entry that presented it, and everything above it too.
    private func dropOwned(_ levels: inout [LevelSnapshot], above index: Int, owners: Set<FlowID>) {
        if index + 1 < levels.count, let owner = levels[index + 1].presentation?.owner, owners.contains(owner) {
            levels.removeSubrange((index + 1)...)
        }
    }

    /// Switches tab by clicking the tab bar or programmatically.
    private func switchTab() -> (String, String, [String]) {
        let tab = pick(tabs.tabs)
        guard chance(0.6) else {
            tabs.select(tab)
            return ("selectTab", "select \(tab.rawValue)", [])
        }
        let before = tabs.snapshot()
        lastReasons = []
        guard let button = window.tabBar?.buttons.first(where: { $0.name == tab.rawValue })?.button else {
            return ("tabClick", "click \(tab.rawValue)", ["no tab bar button for \(tab.rawValue)"])
        }
        button.emit("clicked")
        var expected = before
        var levels = before[tab.rawValue]!.levels
        if tab.rawValue == before.selectedTab {
            let owners = Set(levels[0].path.map(\.id))
            if !levels[0].path.contains(where: { refusing.contains($0.id) }),
               !ownedRefuses(levels, above: 0, owners: owners) {
                levels[0].path = []
                dropOwned(&levels, above: 0, owners: owners)
                expected.setLevels(levels, of: tab.rawValue)
            }
        } else {
            // The old tab's windows close, unless one of them (or a screen in one) refuses.
            var previous = before[before.selectedTab]!.levels
            let refused = previous.dropFirst().contains { level in
                level.path.contains { refusing.contains($0.id) } || refusing.contains(level.presentation!.id)
            }
            if !refused {
                previous = [LevelSnapshot(presentation: nil, path: previous[0].path, dialog: nil)]
                expected.setLevels(previous, of: before.selectedTab)
                expected.selectedTab = tab.rawValue
            }
        }
        var problems: [String] = []
        if tabs.snapshot().withoutPagesAhead != expected.withoutPagesAhead { problems.append("tab click: state \(tabs.snapshot()), expected \(expected)") }
        if tab.rawValue == before.selectedTab, lastReasons.contains(where: { $0 != .user }) {
            problems.append("tab reselect: callbacks with reasons \(lastReasons)")
        }
        return ("tabClick", "click tab \(tab.rawValue)", problems)
    }

    private func showDialog(on level: FlowState) {
        let roles: [ButtonRole] = (0..<int(1...3)).map { _ in pick([.default, .cancel, .destructive]) }
        let choices: [DialogChoice] = [.remove, .keep, .save, .discard]
        let buttons = roles.enumerated().map { index, role in
            DialogButton("\(role) \(index)", role: role, action: choices[index % choices.count])
        }
        let dialog = chance(0.5)
            ? DialogState(alert: "Alert \(freshNumber())", buttons: buttons)
            : DialogState(confirmationDialog: "Confirm \(freshNumber())", message: chance(0.5) ? "Sure?" : nil, buttons: buttons)
        level.show(dialog) { [weak self] in self?.answers.append($0) }
    }

    /// Answers a random open dialog of the selected tab: a button, Escape, the close button, or
    /// the program.
    private func answerDialog() -> (String, String, [String]) {
        let levels = selected.chain.filter { $0.dialog != nil }
        guard !levels.isEmpty else { return ("answer", "answer: no dialog", []) }
        let level = pick(levels)
        let dialog = level.dialog!
        let answersBefore = answers.count
        let choices: [DialogChoice] = [.remove, .keep, .save, .discard]
        var expectedChoice: DialogChoice?
        let how: String
        switch int(0...4) {
        case 0, 1:
            let index = int(0...(dialog.buttons.count - 1))
            window.buttons(forDialog: dialog.id)[index].emit("clicked")
            expectedChoice = choices[index % choices.count]
            how = "click \(dialog.buttons[index].label)"
        case 2:
            _ = window.simulateKey(Keys.escape, inDialog: dialog.id)
            expectedChoice = dialog.cancelIndex.map { choices[$0 % choices.count] }
            how = "Escape"
        case 3:
            _ = window.window(forDialog: dialog.id)?.emitCloseRequest()
            expectedChoice = dialog.cancelIndex.map { choices[$0 % choices.count] }
            how = "close request"
        default:
            level.closeDialog()
            how = "closed by the program"
        }
        var problems: [String] = []
        if level.dialog != nil { problems.append("dialog still in the state after \(how)") }
        let delivered = Array(answers[answersBefore...])
        if delivered != (expectedChoice.map { [$0] } ?? []) {
            problems.append("dialog \(how): delivered \(delivered), expected \(String(describing: expectedChoice))")
        }
        return ("answer", "answer \(dialog.title) by \(how)", problems)
    }

    /// Adds a refusing guard to a random entry or presentation of the selected tab, or removes one.
    private func toggleGuard() -> String {
        if refusing.count >= 2 || (!refusing.isEmpty && chance(0.5)) {
            let id = refusing.removeFirst()
            for state in tabs.tabs.map({ tabs[$0] }) {
                for level in state.chain { level.removeLeaveGuard(for: id) }
            }
            return "remove guard \(id)"
        }
        let level = randomLevel()
        let candidates = level.path.entries.map(\.id) + [level.presentation?.id].compactMap { $0 }
        guard !candidates.isEmpty else { return "guard: nothing to guard" }
        let id = pick(candidates)
        level.setLeaveGuard(for: id) { .refuse }
        refusing.insert(id)
        return "guard \(id) refuses"
    }

    // MARK: Invariants

    /// Every callback fired once for what left the state, and none for what is still in it.
    private func callbackProblems() -> [String] {
        var problems: [String] = []
        // A page ahead has left its stack (its callback ran): it counts as gone.
        let inState = Set(tabs.snapshot().tabs.flatMap { $0.flow.withoutPagesAhead.allIDs })
        // Callbacks: none for what is still in the state, one for everything that left.
        for id in live where !inState.contains(id) {
            live.remove(id)
            gone.insert(id)
            let reasons = leaveReasons[id] ?? []
            if reasons.count != 1 { problems.append("\(id) left the state with callbacks \(reasons)") }
        }
        if callbackCount != gone.count {
            problems.append("\(callbackCount) leave handler calls for \(gone.count) tracked identities that left")
        }
        return problems
    }

    /// Pages and view models live exactly as long as what they show (checked when no page is
    /// sliding out).
    private func lifetimeProblems() -> [String] {
        var problems: [String] = []
        let snapshot = tabs.snapshot()
        // Pages and view models live exactly as long as the entries they show.
        var built = 0, roots = 0
        for tab in snapshot.tabs {
            for level in tab.flow.levels {
                guard let host = window.host(at: StackLocation(tab: tab.name, presentation: level.presentation?.id))
                else { continue }
                built += host.builtPageCount
                // A tab's root page has no view model. A tab never shown has none built, though
                // its top page is built as soon as it has entries.
                if level.presentation == nil, host.builtRoot != nil { roots += 1 }
            }
        }
        if Page.liveCount - pageBaseline != built {
            problems.append("\(Page.liveCount - pageBaseline) pages alive, \(built) built")
        }
        if ModelCensus.liveCount - modelBaseline != built - roots {
            problems.append("\(ModelCensus.liveCount - modelBaseline) view models alive, \(built - roots) pages with one")
        }
        return problems
    }
}

/// Lets a callback name the identity it was registered for.
@MainActor
final class IDBox {
    var id = FlowID(rawValue: 0)
}

extension TabsSnapshot {
    /// Replaces the levels of the tab named `name`.
    mutating func setLevels(_ levels: [LevelSnapshot], of name: String) {
        guard let index = tabs.firstIndex(where: { $0.name == name }) else { return }
        tabs[index].flow = FlowSnapshot(levels: levels)
    }
}
