import Testing
import FlowCoordinator
import FlowTestSupport

/// `NavigationPlanner` turns a change of state into the ordered commands an adapter performs.
/// It is a pure function of two snapshots, so every case here runs without a display.
@MainActor
@Suite("NavigationPlanner")
struct PlannerTests {
    // MARK: Building snapshots by hand

    private func entries(_ names: String...) -> [FlowEntry] {
        names.map { FlowEntry($0) }
    }

    private func sheet(_ link: String, hostsNavigation: Bool = false) -> Presentation {
        Presentation(style: .sheet, link: AnyFlowLink(link), hostsNavigation: hostsNavigation)
    }

    /// A dialog as the planner sees it. `DialogSnapshot` has no public initializer: dialogs come
    /// from `FlowState.show`, so one is made on a throwaway state.
    private func dialog(_ title: String) -> DialogSnapshot {
        let state = FlowState()
        state.show(DialogState(alert: title))
        return state.dialog!
    }

    private func over(_ presentation: Presentation) -> StackLocation {
        StackLocation(presentation: presentation.id)
    }

    // MARK: Stacks

    @Test("an unchanged state gives no commands")
    func noChange() {
        let path = entries("a", "b")
        let a = sheet("A", hostsNavigation: true)
        let snapshots = [
            FlowSnapshot(),
            FlowSnapshot(path: path),
            FlowSnapshot(path: path, dialog: dialog("d"),
                         presenting: [LevelSnapshot(presentation: a, path: entries("x"), dialog: dialog("e"))]),
        ]
        for snapshot in snapshots {
            #expect(NavigationPlanner.plan(from: snapshot, to: snapshot).isEmpty, "\(snapshot)")
        }
    }

    @Test("pushing many screens at once is one animated push with all of them, bottom first")
    func pushMany() {
        let base = entries("a")
        let added = entries("b", "c", "d")
        let commands = NavigationPlanner.plan(from: FlowSnapshot(path: base), to: FlowSnapshot(path: base + added))
        #expect(commands == [.push(added, onto: .root, animated: true)])
    }

    @Test("popping many screens at once is one animated pop keeping the bottom ones")
    func popMany() {
        let path = entries("a", "b", "c", "d")
        let commands = NavigationPlanner.plan(from: FlowSnapshot(path: path), to: FlowSnapshot(path: Array(path.prefix(1))))
        #expect(commands == [.pop(.root, keeping: 1, animated: true)])
    }

    @Test("popping to the root keeps nothing")
    func popAll() {
        let commands = NavigationPlanner.plan(from: FlowSnapshot(path: entries("a", "b")), to: FlowSnapshot())
        #expect(commands == [.pop(.root, keeping: 0, animated: true)])
    }

    @Test("reordering [1,2,3,4] to [4,1,3,2] pops everything and pushes the entries in their new order")
    func reorder() {
        let e = entries("1", "2", "3", "4")
        let reordered = [e[3], e[0], e[2], e[1]]
        let commands = NavigationPlanner.plan(from: FlowSnapshot(path: e), to: FlowSnapshot(path: reordered))
        #expect(commands == [
            .pop(.root, keeping: 0, animated: false),
            .push(reordered, onto: .root, animated: true),
        ])
    }

    @Test("replacing a middle entry pops to the shared prefix and pushes the rest")
    func replaceMiddle() {
        let old = entries("a", "b", "c")
        let new = [old[0], FlowEntry("x"), FlowEntry("c")]  // c' is a new screen with the same link
        let commands = NavigationPlanner.plan(from: FlowSnapshot(path: old), to: FlowSnapshot(path: new))
        #expect(commands == [
            .pop(.root, keeping: 1, animated: false),
            .push(Array(new[1...]), onto: .root, animated: true),
        ])
    }

    @Test("the same links with new identities are new screens")
    func sameLinksNewIDs() {
        let old = entries("a", "b")
        let new = entries("a", "b")
        let commands = NavigationPlanner.plan(from: FlowSnapshot(path: old), to: FlowSnapshot(path: new))
        #expect(commands == [.pop(.root, keeping: 0, animated: false), .push(new, onto: .root, animated: true)])
    }

    @Test("a stack inside a kept presentation is changed in place, at that presentation's location")
    func stackInsidePresentation() {
        let a = sheet("A", hostsNavigation: true)
        let steps = entries("1", "2")
        let old = FlowSnapshot(presenting: [LevelSnapshot(presentation: a, path: steps)])
        let new = FlowSnapshot(presenting: [LevelSnapshot(presentation: a, path: [steps[0]] + entries("3"))])
        let commands = NavigationPlanner.plan(from: old, to: new)
        #expect(commands == [
            .pop(over(a), keeping: 1, animated: false),
            .push([new.levels[1].path[1]], onto: over(a), animated: true),
        ])
    }

    @Test("a tab name is carried into every stack location")
    func tabLocations() {
        let a = sheet("A")
        let new = FlowSnapshot(path: entries("x"), presenting: [LevelSnapshot(presentation: a)])
        let commands = NavigationPlanner.plan(from: FlowSnapshot(), to: new, tab: "home")
        #expect(commands == [
            .push(new.root.path, onto: StackLocation(tab: "home"), animated: false),
            .present(a, path: [], over: StackLocation(tab: "home"), animated: true),
        ])
    }

    // MARK: Presentations

    @Test("closing a middle presentation closes it and everything above, top-down, and nothing else")
    func closeMiddle() {
        let a = sheet("A"), b = sheet("B"), c = sheet("C")
        let path = entries("r")
        let levels = [a, b, c].map { LevelSnapshot(presentation: $0, path: entries("in-\($0.link)")) }
        let old = FlowSnapshot(path: path, presenting: levels)
        let new = FlowSnapshot(path: path, presenting: [levels[0]])
        let commands = NavigationPlanner.plan(from: old, to: new)
        #expect(commands == [.dismiss(c.id, animated: false), .dismiss(b.id, animated: true)])
    }

    @Test("a sheet and pushes in one change: push on the root first, then present, only the last animated")
    func sheetPlusPushes() {
        let a = sheet("A")
        let pushed = entries("x", "y")
        let new = FlowSnapshot(path: pushed, presenting: [LevelSnapshot(presentation: a)])
        let commands = NavigationPlanner.plan(from: FlowSnapshot(), to: new)
        #expect(commands == [
            .push(pushed, onto: .root, animated: false),
            .present(a, path: [], over: .root, animated: true),
        ])
    }

    @Test("a new presentation carries its stack; presentations over it are opened bottom-up")
    func newPresentationCarriesPath() {
        let a = sheet("A", hostsNavigation: true), b = sheet("B", hostsNavigation: true)
        let aPath = entries("a1", "a2"), bPath = entries("b1")
        let new = FlowSnapshot(presenting: [LevelSnapshot(presentation: a, path: aPath),
                                            LevelSnapshot(presentation: b, path: bPath)])
        let commands = NavigationPlanner.plan(from: FlowSnapshot(), to: new)
        #expect(commands == [
            .present(a, path: aPath, over: .root, animated: false),
            .present(b, path: bPath, over: over(a), animated: true),
        ])
    }

    @Test("replacing a presentation closes the old window before opening the new one")
    func replacePresentation() {
        let old = sheet("old"), new = sheet("new")
        let commands = NavigationPlanner.plan(
            from: FlowSnapshot(presenting: [LevelSnapshot(presentation: old)]),
            to: FlowSnapshot(presenting: [LevelSnapshot(presentation: new)]))
        #expect(commands == [.dismiss(old.id, animated: false), .present(new, path: [], over: .root, animated: true)])
    }

    // MARK: Dialogs

    @Test("dialogs are closed before the windows at their level, top-down")
    func dialogsClosedFirst() {
        let a = sheet("A")
        let rootDialog = dialog("root"), sheetDialog = dialog("sheet")
        let old = FlowSnapshot(dialog: rootDialog, presenting: [LevelSnapshot(presentation: a, dialog: sheetDialog)])
        let commands = NavigationPlanner.plan(from: old, to: FlowSnapshot())
        #expect(commands == [
            .dismissDialog(sheetDialog.id, animated: false),
            .dismiss(a.id, animated: false),
            .dismissDialog(rootDialog.id, animated: true),
        ])
    }

    @Test("dialogs are shown bottom-up, a new window's dialog right after the window")
    func dialogsShownBottomUp() {
        let a = sheet("A")
        let rootDialog = dialog("root"), sheetDialog = dialog("sheet")
        let new = FlowSnapshot(dialog: rootDialog, presenting: [LevelSnapshot(presentation: a, dialog: sheetDialog)])
        let commands = NavigationPlanner.plan(from: FlowSnapshot(), to: new)
        #expect(commands == [
            .showDialog(rootDialog, over: .root, animated: false),
            .present(a, path: [], over: .root, animated: false),
            .showDialog(sheetDialog, over: over(a), animated: true),
        ])
    }

    @Test("a replaced dialog is closed, then the new one shown; an unchanged dialog gives nothing")
    func dialogReplacedOrKept() {
        let path = entries("a")
        let old = dialog("old"), new = dialog("new")
        #expect(NavigationPlanner.plan(from: FlowSnapshot(path: path, dialog: old), to: FlowSnapshot(path: path, dialog: new)) == [
            .dismissDialog(old.id, animated: false),
            .showDialog(new, over: .root, animated: true),
        ])
        let b = FlowEntry("b")
        #expect(NavigationPlanner.plan(from: FlowSnapshot(path: path, dialog: old),
                                       to: FlowSnapshot(path: path + [b], dialog: old)) == [
            .push([b], onto: .root, animated: true),
        ])
    }

    // MARK: Only the last is animated; linear in depth

    @Test("exactly one command is animated, and it is the last")
    func onlyLastAnimated() {
        let a = sheet("A"), b = sheet("B")
        let old = FlowSnapshot(path: entries("1", "2"), dialog: dialog("x"), presenting: [LevelSnapshot(presentation: a)])
        let new = FlowSnapshot(path: entries("3"), presenting: [LevelSnapshot(presentation: b, path: entries("4"), dialog: dialog("y"))])
        let commands = NavigationPlanner.plan(from: old, to: new)
        #expect(commands.count > 3)
        #expect(commands.filter(\.isAnimated).count == 1)
        #expect(commands.last?.isAnimated == true)
    }

    @Test("a 1,000-deep change takes a constant number of commands", arguments: [10, 1_000])
    func deepChange(depth: Int) {
        let deep = (0..<depth).map { FlowEntry(ContentLink.secondLink(number: $0)) }
        let onTop = FlowEntry(ContentLink.thirdLink)

        let push = NavigationPlanner.plan(from: FlowSnapshot(), to: FlowSnapshot(path: deep))
        #expect(push == [.push(deep, onto: .root, animated: true)])

        let pop = NavigationPlanner.plan(from: FlowSnapshot(path: deep + [onTop]), to: FlowSnapshot())
        #expect(pop == [.pop(.root, keeping: 0, animated: true)])

        let one = NavigationPlanner.plan(from: FlowSnapshot(path: deep), to: FlowSnapshot(path: deep + [onTop]))
        #expect(one == [.push([onTop], onto: .root, animated: true)])

        let reversed = NavigationPlanner.plan(from: FlowSnapshot(path: deep), to: FlowSnapshot(path: deep.reversed()))
        #expect(reversed.count == 2)
    }

    // MARK: Replaying plans of a real FlowState

    @Test("commands planned from a real state's snapshots rebuild the new snapshot, for 500 random operations",
          arguments: [1, 2, 3, 42, 2_024] as [UInt64])
    func randomOperationsReplay(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let root = FlowState()
        var replayer = CommandReplayer(root.snapshot())
        var history: [FlowSnapshot] = []

        for step in 0..<500 {
            let old = root.snapshot()
            let operation = RandomOperation.perform(on: root, history: history, using: &random)
            let new = root.snapshot()
            history.append(new)
            let context = Comment(rawValue: "seed \(seed), step \(step), \(operation)\nfrom \(old)\nto   \(new)")

            let commands = NavigationPlanner.plan(from: old, to: new)
            if old == new {
                #expect(commands.isEmpty, context)
            } else {
                #expect(!commands.isEmpty, context)
                #expect(commands.filter(\.isAnimated).count == 1, context)
                #expect(commands.last?.isAnimated == true, context)
            }
            do {
                try replayer.apply(commands)
            } catch {
                Issue.record(Comment(rawValue: "\(error): \(commands)\n\(context.rawValue)"))
                return
            }
            // The pages ahead are no command: a window shows none of them.
            let shown = new.withoutPagesAhead
            #expect(replayer.snapshot == shown, context)
            if replayer.snapshot != shown { return }
        }
    }

    @Test("the replayer itself rejects commands in the wrong order")
    func replayerRejectsWrongOrder() {
        let a = sheet("A"), b = sheet("B")
        var replayer = CommandReplayer(FlowSnapshot(presenting: [LevelSnapshot(presentation: a),
                                                                  LevelSnapshot(presentation: b)]))
        #expect(throws: CommandReplayer.Failure.self) {
            try replayer.apply([.dismiss(a.id, animated: true)])  // b is still open above a
        }
    }
}

// MARK: - A tiny model of the screen

/// Stacks and windows, changed only by `NavigationCommand`s: what an adapter does, without GTK.
/// It checks each command makes sense where it is applied (a window is closed only when nothing
/// is above it, a stack is popped only to a shorter length…).
struct CommandReplayer {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Window {
        var presentation: Presentation
        var over: StackLocation
    }

    var tab: String?
    var stacks: [StackLocation: [FlowEntry]] = [:]
    var windows: [Window] = []
    var dialogs: [StackLocation: DialogSnapshot] = [:]

    init(_ snapshot: FlowSnapshot, tab: String? = nil) {
        self.tab = tab
        var below = StackLocation(tab: tab)
        for level in snapshot.levels {
            let location = StackLocation(tab: tab, presentation: level.presentation?.id)
            if let presentation = level.presentation { windows.append(Window(presentation: presentation, over: below)) }
            stacks[location] = level.path
            dialogs[location] = level.dialog
            below = location
        }
    }

    private var topLocation: StackLocation {
        StackLocation(tab: tab, presentation: windows.last?.presentation.id)
    }

    private func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Failure(description: message()) }
    }

    mutating func apply(_ commands: [NavigationCommand]) throws {
        for command in commands { try apply(command) }
    }

    mutating func apply(_ command: NavigationCommand) throws {
        switch command {
        case .dismissDialog(let id, _):
            let location = dialogs.first { $0.value.id == id }?.key
            try check(location != nil, "no dialog \(id) to close")
            dialogs[location!] = nil
        case .dismiss(let id, _):
            try check(windows.last?.presentation.id == id, "window \(id) is not the top one")
            let location = topLocation
            try check(dialogs[location] == nil, "window \(id) closed with its dialog still open")
            windows.removeLast()
            stacks[location] = nil
        case .selectTab:
            throw Failure(description: "no tabs in a single flow")
        case .pop(let location, let keeping, _):
            let stack = stacks[location]
            try check(stack != nil, "no stack at \(location)")
            try check(keeping >= 0 && keeping < stack!.count, "pop keeping \(keeping) of \(stack!.count)")
            stacks[location] = Array(stack!.prefix(keeping))
        case .push(let entries, let location, _):
            try check(stacks[location] != nil, "no stack at \(location)")
            try check(!entries.isEmpty, "empty push")
            stacks[location]! += entries
        case .showDialog(let dialog, let location, _):
            try check(stacks[location] != nil, "no level at \(location) for a dialog")
            try check(dialogs[location] == nil, "a dialog is already showing at \(location)")
            dialogs[location] = dialog
        case .present(let presentation, let path, let location, _):
            try check(location == topLocation, "presenting over \(location), which is not the top")
            let new = StackLocation(tab: tab, presentation: presentation.id)
            try check(stacks[new] == nil, "\(presentation) is already open")
            windows.append(Window(presentation: presentation, over: location))
            stacks[new] = path
        }
    }

    var snapshot: FlowSnapshot {
        let rootLocation = StackLocation(tab: tab)
        let root = LevelSnapshot(presentation: nil, path: stacks[rootLocation] ?? [], dialog: dialogs[rootLocation])
        return FlowSnapshot(levels: [root] + windows.map { window in
            let location = StackLocation(tab: tab, presentation: window.presentation.id)
            return LevelSnapshot(presentation: window.presentation, path: stacks[location] ?? [], dialog: dialogs[location])
        })
    }
}

/// One random thing a coordinator or the user does to a `FlowState`.
@MainActor
enum RandomOperation {
    static let links: [any Hashable & Sendable] = [
        ContentLink.firstLink(text: "a"), ContentLink.secondLink(number: 1), ContentLink.thirdLink,
        ContentLink.sheetLink(item: "s"), CheckoutLink.cart, CheckoutLink.payment(total: 3), "plain",
    ]

    /// Performs one operation and says what it was.
    static func perform(on root: FlowState, history: [FlowSnapshot], using random: inout SeededGenerator) -> String {
        let chain = root.chain
        let level = chain.randomElement(using: &random)!
        let depth = chain.firstIndex { $0 === level }!
        let presented = Array(chain.dropFirst())
        let link = links.randomElement(using: &random)!

        switch Int.random(in: 0..<22, using: &random) {
        case 0, 1, 2:
            guard level.path.count < 8 else { fallthrough }
            level.push(link)
            return "push \(link) on level \(depth)"
        case 3:
            level.pop()
            return "pop level \(depth)"
        case 4:
            let count = Int.random(in: 0...3, using: &random)
            level.pop(count: count)
            return "pop(count: \(count)) level \(depth)"
        case 5:
            level.popToRoot()
            return "popToRoot level \(depth)"
        case 6:
            guard let entry = level.path.randomElement(using: &random) else { return "pop(to:) on empty level" }
            level.pop(to: entry.id)
            return "pop(to: \(entry)) level \(depth)"
        case 7:
            var kept = level.path.entries.filter { _ in Bool.random(using: &random) }
            kept.shuffle(using: &random)
            kept.insert(FlowEntry(link), at: Int.random(in: 0...kept.count, using: &random))
            level.path = FlowPath(entries: kept)
            return "path = \(kept) on level \(depth)"
        case 8:
            level.setPath([link, "x"])
            return "setPath on level \(depth)"
        case 9, 10, 11:
            guard chain.count < 5 else { return "present skipped (deep enough)" }
            let style = PresentationStyle.allCases.randomElement(using: &random)!
            let path = Bool.random(using: &random) ? FlowPath([link]) : FlowPath()
            level.present(link, style: style, hostsNavigation: !path.isEmpty, path: path)
            return "present \(style) \(link) on level \(depth)"
        // Only what the API allows: closing a root level, closing the topmost of nothing, or
        // closing what a sheet presents when it presents nothing is a misuse.
        case 12:
            guard level.presentation != nil else { return "close skipped (root)" }
            level.close()
            return "close level \(depth)"
        case 13:
            guard root.presented != nil else { return "closeTopmost skipped (nothing presented)" }
            root.closeTopmost()
            return "closeTopmost"
        case 14:
            if Bool.random(using: &random) || (level.presentation != nil && level.presented == nil) {
                root.closeAllPresentations()
            } else {
                level.closePresented()
            }
            return "closeAllPresentations / closePresented level \(depth)"
        case 15, 16:
            level.show(DialogState(confirmationDialog: "Q\(depth)", buttons: [
                .destructive("Go", action: true), .cancel(action: false),
            ])) { [weak level] go in if go { level?.pop() } }
            return "show dialog on level \(depth)"
        case 17:
            guard let dialog = chain.compactMap(\.dialog).randomElement(using: &random) else {
                level.closeDialog()
                return "closeDialog level \(depth)"
            }
            let index: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...2, using: &random)
            root.userAnswered(dialog.id, buttonAt: index)
            return "userAnswered \(dialog.id) \(index.map(String.init) ?? "Escape")"
        case 18:
            let entry = Bool.random(using: &random) ? level.topEntry?.id : level.path.randomElement(using: &random)?.id
            root.userWentBack(from: entry)
            return "userWentBack from \(entry.map(String.init(describing:)) ?? "nil")"
        case 19:
            guard let id = presented.randomElement(using: &random)?.presentation?.id else { return "userClosed: nothing" }
            root.userClosed(id)
            return "userClosed \(id)"
        case 20:
            if let id = level.presentation?.id { level.resultHandle(for: id, Int.self)?.finish(with: 1) }
            if let entry = level.path.randomElement(using: &random) { level.resultHandle(for: entry.id, Int.self)?.finish(with: 2) }
            return "finish on level \(depth)"
        default:
            guard let target = history.randomElement(using: &random) else { return "restore: no history" }
            root.restore(target)
            return "restore \(target)"
        }
    }
}
