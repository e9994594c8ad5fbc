import Testing
import FlowCoordinator

/// `FlowPath` is the value behind a navigation stack: entries (a link plus an identity), bottom
/// first, of any mix of link types.
@Suite("FlowPath")
struct FlowPathTests {
    @Test("one path holds a screen's links, a child flow's links and plain strings, in order")
    func holdsSeveralLinkTypes() {
        var path = FlowPath()
        path.append(ContentLink.firstLink(text: "Hello"))
        path.append(CheckoutLink.cart)
        path.append("settings")
        path.append(ContentLink.secondLink(number: 2))

        #expect(path.count == 4)
        #expect(path.links == anyLinks(ContentLink.firstLink(text: "Hello"), CheckoutLink.cart,
                                       "settings", ContentLink.secondLink(number: 2)))
        #expect(path[0].link.as(ContentLink.self) == .firstLink(text: "Hello"))
        #expect(path[1].link.as(CheckoutLink.self) == .cart)
        #expect(path[2].link.as(String.self) == "settings")
        #expect(path[1].link.linkType is CheckoutLink.Type)
    }

    @Test("a path can be built from a mixed array of links, each getting a fresh identity")
    func initFromLinks() {
        let path = FlowPath([ContentLink.thirdLink, CheckoutLink.address, "x"])
        #expect(path.links == anyLinks(ContentLink.thirdLink, CheckoutLink.address, "x"))
        #expect(Set(path.map(\.id)).count == 3)
    }

    @Test("the same link pushed twice makes two entries with distinct identities")
    func sameLinkTwice() {
        var path = FlowPath()
        let first = path.append(ContentLink.thirdLink)
        let second = path.append(ContentLink.thirdLink)

        #expect(path.count == 2)
        #expect(first != second)
        #expect(path[0].link == path[1].link)
        #expect(path[0] != path[1], "entries differ by identity even with equal links")
        #expect(path.index(of: first) == 0)
        #expect(path.index(of: second) == 1)
    }

    @Test("append returns the identity of the new top entry")
    func appendReturnsID() {
        var path = FlowPath([ContentLink.thirdLink])
        let id = path.append(ContentLink.sheetLink(item: "a"))
        #expect(path.last?.id == id)
        #expect(path.contains(id))
    }

    @Test("removeLast(k) removes the top k entries, and everything when k is larger than the count",
          arguments: [(0, 3), (1, 2), (2, 1), (3, 0), (4, 0), (100, 0)])
    func removeLast(count: Int, remaining: Int) {
        var path = FlowPath(["a", "b", "c"])
        let bottom = Array(path.prefix(remaining))
        path.removeLast(count)
        #expect(path.count == remaining)
        #expect(Array(path) == bottom, "the bottom entries keep their identities")
    }

    @Test("removeLast() without a count removes one entry; on an empty path it does nothing")
    func removeLastDefault() {
        var path = FlowPath(["a", "b"])
        path.removeLast()
        #expect(path.links == anyLinks("a"))
        path.removeLast()
        path.removeLast()
        #expect(path.isEmpty)
    }

    @Test("removeAll empties the path")
    func removeAll() {
        var path = FlowPath([ContentLink.thirdLink, "b"])
        path.removeAll()
        #expect(path.isEmpty)
        #expect(path == FlowPath())
    }

    @Test("removeAll(above:) keeps the named entry as the new top")
    func removeAllAbovePresent() {
        var path = FlowPath(["a", "b", "c", "d"])
        let b = path[1].id
        let found = path.removeAll(above: b)
        #expect(found)
        #expect(path.links == anyLinks("a", "b"))
        #expect(path.last?.id == b)
    }

    @Test("removeAll(above:) the top entry changes nothing but succeeds")
    func removeAllAboveTop() {
        var path = FlowPath(["a", "b"])
        let before = path
        let found = path.removeAll(above: path[1].id)
        #expect(found)
        #expect(path == before)
    }

    @Test("removeAll(above:) an entry not on the path returns false and changes nothing")
    func removeAllAboveAbsent() {
        var path = FlowPath(["a", "b", "c"])
        let before = path
        let stranger = FlowEntry("c").id
        let found = path.removeAll(above: stranger)
        #expect(!found)
        #expect(path == before)
    }

    @Test("replace keeps the identities of reused entries, also when they are reordered")
    func replaceReordering() {
        var path = FlowPath(["a", "b", "c"])
        let (a, b, c) = (path[0], path[1], path[2])
        let fresh = FlowEntry("new")

        path.replace(with: [c, fresh, a, b])

        #expect(path.map(\.id) == [c.id, fresh.id, a.id, b.id])
        #expect(path.links == anyLinks("c", "new", "a", "b"))
        #expect(path.index(of: a.id) == 2)
    }

    @Test("paths compare equal only when their entries (identities included) are equal")
    func equality() {
        let one = FlowPath(["a", "b"])
        let sameLinksNewIDs = FlowPath(["a", "b"])
        #expect(one != sameLinksNewIDs)
        #expect(one.links == sameLinksNewIDs.links)
        #expect(FlowPath(entries: one.entries) == one)
    }

    @Test("an erased link equals another only with the same type and value",
          arguments: [
            (AnyFlowLink(1), AnyFlowLink(1), true),
            (AnyFlowLink(1), AnyFlowLink("1"), false),
            (AnyFlowLink(1), AnyFlowLink(Int8(1)), false),
            (AnyFlowLink(1), AnyFlowLink(1.0), false),
            (AnyFlowLink(1), AnyFlowLink(Optional(1)), false),
            (AnyFlowLink(ContentLink.thirdLink), AnyFlowLink(ContentLink.thirdLink), true),
            (AnyFlowLink(ContentLink.secondLink(number: 1)), AnyFlowLink(ContentLink.secondLink(number: 2)), false),
            (AnyFlowLink(ContentLink.thirdLink), AnyFlowLink(CheckoutLink.cart), false),
          ])
    func erasedEquality(lhs: AnyFlowLink, rhs: AnyFlowLink, equal: Bool) {
        #expect((lhs == rhs) == equal, "\(lhs) vs \(rhs)")
        if equal { #expect(lhs.hashValue == rhs.hashValue) }
    }

    @Test("erasing an erased link does not wrap it twice")
    func erasingTwice() {
        let link = AnyFlowLink(ContentLink.thirdLink)
        let twice = AnyFlowLink(link)
        #expect(twice == link)
        #expect(twice.linkType is ContentLink.Type)
        #expect(twice.as(ContentLink.self) == .thirdLink)
    }

    @Test("as(_:) gives the concrete link back, or nil for another type")
    func asConcreteType() {
        let link = AnyFlowLink(ContentLink.secondLink(number: 7))
        #expect(link.as(ContentLink.self) == .secondLink(number: 7))
        #expect(link.as(CheckoutLink.self) == nil)
        #expect(link.as(String.self) == nil)
        #expect(AnyFlowLink("1").as(Int.self) == nil)
        #expect(AnyFlowLink("1").as(String.self) == "1")
    }

    @Test("a FlowLink's id is a readable description of its case")
    func flowLinkID() {
        #expect(ContentLink.secondLink(number: 2).id == "secondLink(number: 2)")
        #expect(ContentLink.thirdLink.id == "thirdLink")
    }
}
