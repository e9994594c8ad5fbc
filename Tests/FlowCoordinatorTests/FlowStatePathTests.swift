import Testing
import FlowCoordinator

/// Programmatic navigation on one level's stack: what a coordinator does when a screen says
/// "the user tapped this".
@MainActor
@Suite("FlowState: pushing and popping")
struct FlowStatePathTests {
    @Test("push adds the seed's links on top, in order, and returns each entry's identity")
    func pushSeedLinks() {
        let state = FlowState()
        let first = state.push(ContentLink.firstLink(text: "Hello"))
        let second = state.push(ContentLink.secondLink(number: 2))
        let third = state.push(ContentLink.thirdLink)

        #expect(state.links == anyLinks(ContentLink.firstLink(text: "Hello"),
                                        ContentLink.secondLink(number: 2), ContentLink.thirdLink))
        #expect(state.path.map(\.id) == [first, second, third])
        #expect(state.topEntry?.id == third)
    }

    @Test("a pop removes the top entry in place: the path is not copied, however deep")
    func popInPlace() {
        let state = FlowState.mock(path: (1...1_000).map { ContentLink.secondLink(number: $0) })
        let before = state.path.entries.withUnsafeBufferPointer(\.baseAddress)
        state.pop()
        #expect(state.path.entries.withUnsafeBufferPointer(\.baseAddress) == before)
        #expect(state.path.count == 999)
    }

    @Test("pop removes the top entry; on an empty stack it does nothing")
    func pop() {
        let state = FlowState.mock(path: [ContentLink.thirdLink, ContentLink.sheetLink(item: "a")])
        state.pop()
        #expect(state.links == anyLinks(ContentLink.thirdLink))
        state.pop()
        state.pop()
        #expect(state.path.isEmpty)
    }

    @Test("pop(count:) removes that many, all of them when the count is larger, none when negative",
          arguments: [(-1, 3), (0, 3), (2, 1), (3, 0), (10, 0)])
    func popCount(count: Int, remaining: Int) {
        let state = FlowState.mock(path: ["a", "b", "c"])
        state.pop(count: count)
        #expect(state.path.count == remaining)
    }

    @Test("popToRoot empties the stack")
    func popToRoot() {
        let state = FlowState.mock(path: ["a", "b", "c"])
        state.popToRoot()
        #expect(state.path.isEmpty)
        #expect(state.topEntry == nil)
    }

    @Test("pop(to:) makes the named entry the top and returns true")
    func popToEntry() {
        let state = FlowState.mock(path: ["a", "b", "c", "d"])
        let b = state.path[1].id
        #expect(state.pop(to: b))
        #expect(state.links == anyLinks("a", "b"))
        #expect(state.topEntry?.id == b)
    }

    @Test("pop(to:) an entry not on the stack returns false and changes nothing")
    func popToMissingEntry() {
        let state = FlowState.mock(path: ["a", "b"])
        let before = state.path
        let gone = state.push("c")
        state.pop()
        #expect(!state.pop(to: gone))
        #expect(state.path == before)
    }

    @Test("pop(toFirst:) with a predicate pops to the lowest matching entry")
    func popToFirstPredicate() {
        let state = FlowState()
        state.push(ContentLink.firstLink(text: "a"))
        let lowest = state.push(ContentLink.secondLink(number: 1))
        state.push(ContentLink.thirdLink)
        state.push(ContentLink.secondLink(number: 2))

        let found = state.pop(toFirst: { entry in
            if case .secondLink = entry.link.as(ContentLink.self) { return true }
            return false
        })
        #expect(found)
        #expect(state.topEntry?.id == lowest)
        #expect(state.path.count == 2)
    }

    @Test("pop(toFirst:) with a predicate nothing matches returns false and changes nothing")
    func popToFirstPredicateNoMatch() {
        let state = FlowState.mock(path: [ContentLink.thirdLink])
        let before = state.path
        #expect(!state.pop(toFirst: { $0.link.as(CheckoutLink.self) != nil }))
        #expect(state.path == before)
    }

    @Test("pop(toFirst:) with a link pops to the lowest entry with an equal link")
    func popToFirstLink() {
        let state = FlowState()
        state.push(ContentLink.firstLink(text: "a"))
        let lowestThird = state.push(ContentLink.thirdLink)
        state.push(ContentLink.secondLink(number: 1))
        state.push(ContentLink.thirdLink)

        #expect(state.pop(toFirst: ContentLink.thirdLink))
        #expect(state.topEntry?.id == lowestThird)
        #expect(!state.pop(toFirst: ContentLink.sheetLink(item: "nope")))
        #expect(!state.pop(toFirst: "thirdLink"), "a String is not a ContentLink")
        #expect(state.path.count == 2)
    }

    @Test("setPath gives fresh entries to the links that differ from the first one that changes")
    func setPathLinks() {
        let state = FlowState.mock(path: ["a", "b"])
        let oldIDs = state.path.map(\.id)
        state.setPath([ContentLink.thirdLink, "a"])
        #expect(state.links == anyLinks(ContentLink.thirdLink, "a"))
        #expect(Set(oldIDs).isDisjoint(with: state.path.map(\.id)))
    }

    @Test("setPath keeps the entries of the shared prefix, and what they hold: the planner pushes only the rest")
    func setPathKeepsSharedPrefix() {
        let state = FlowState()
        let first = state.push(ContentLink.firstLink(text: "1"))
        let second = state.push(ContentLink.secondLink(number: 2))
        let held = state.object(for: second) { Holder() }
        let before = state.snapshot()

        state.setPath([ContentLink.firstLink(text: "1"), ContentLink.secondLink(number: 2), ContentLink.thirdLink, "4"])
        #expect(Array(state.path.map(\.id).prefix(2)) == [first, second])
        #expect(state.object(Holder.self, for: second) === held)
        let commands = NavigationPlanner.plan(from: before, to: state.snapshot())
        #expect(commands.count == 1)
        guard case .push(let pushed, _, _)? = commands.first else { Issue.record("\(commands)"); return }
        #expect(pushed.map(\.link) == [AnyFlowLink(ContentLink.thirdLink), AnyFlowLink("4")])

        // A fresh stack, when asked for explicitly: the path setter with new entries.
        state.path = FlowPath([ContentLink.firstLink(text: "1")])
        #expect(state.path.first?.id != first)
    }

    @Test("the path setter keeps the identities of entries it reuses, in their new order")
    func pathSetterReorders() {
        let state = FlowState.mock(path: ["a", "b", "c"])
        let entries = state.path.entries
        let new = FlowEntry("d")
        state.path = FlowPath(entries: [entries[2], new, entries[0]])
        #expect(state.path.map(\.id) == [entries[2].id, new.id, entries[0].id])
    }

    @Test("the path can be edited in place, like any value")
    func pathEditedInPlace() {
        let state = FlowState.mock(path: ["a"])
        state.path.append(ContentLink.thirdLink)
        state.path.removeAll(above: state.path[0].id)
        state.path.append("b")
        #expect(state.links == anyLinks("a", "b"))
    }

    @Test("a child coordinator handed the parent's state pushes its own links onto the same stack")
    func childFlowSharesPath() {
        let parent = FlowState()
        parent.push(ContentLink.firstLink(text: "Shop"))

        let child = CheckoutCoordinator(state: parent)
        child.start()
        child.cartConfirmed()
        parent.push("help")  // the parent can keep pushing on top, even a plain String
        child.addressEntered(total: 42)

        #expect(parent.links == anyLinks(ContentLink.firstLink(text: "Shop"), CheckoutLink.cart,
                                         CheckoutLink.address, "help", CheckoutLink.payment(total: 42)))
        #expect(parent.path.map { "\($0.link.linkType)" } ==
                ["ContentLink", "CheckoutLink", "CheckoutLink", "String", "CheckoutLink"])
    }

    @Test("a child flow can leave by popping back below its own first screen")
    func childFlowCancels() {
        let parent = FlowState()
        parent.push(ContentLink.firstLink(text: "Shop"))
        let child = CheckoutCoordinator(state: parent)
        child.start()
        child.cartConfirmed()
        child.cancel()
        #expect(parent.links == anyLinks(ContentLink.firstLink(text: "Shop")))
    }

    @Test("mock is an empty root state; mock(path:) starts with those links pushed")
    func mocks() {
        let empty = FlowState.mock
        #expect(empty.path.isEmpty)
        #expect(empty.presentation == nil)
        #expect(empty.presented == nil)
        #expect(empty.presenter == nil)

        let seeded = FlowState.mock(path: [ContentLink.firstLink(text: "x"), ContentLink.thirdLink])
        #expect(seeded.links == anyLinks(ContentLink.firstLink(text: "x"), ContentLink.thirdLink))
        #expect(FlowState.mock !== FlowState.mock, "each mock is a fresh state")
    }

    @Test("a root state can start from a path value")
    func initWithPath() {
        let path = FlowPath(["a", "b"])
        let state = FlowState(path: path)
        #expect(state.path == path)
        #expect(state.root === state)
        #expect(state.topmost === state)
        #expect(state.chain.count == 1)
    }
}

/// Something a coordinator attaches to an entry.
private final class Holder {}
