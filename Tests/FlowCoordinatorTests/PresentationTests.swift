import Testing
import FlowCoordinator
import FlowCoordinatorTesting
import FlowTestSupport

/// Sheets and full-screen covers. A presented flow is itself a `FlowState` (a level), so levels
/// form a chain: root → sheet → sheet over that sheet…
@MainActor
@Suite("Presentations")
struct PresentationTests {
    /// The getter/setter pair for one style, so one test covers `presentedItem` and `coverItem`.
    private func item(_ style: PresentationStyle, of state: FlowState) -> AnyFlowLink? {
        style == .sheet ? state.presentedItem : state.coverItem
    }

    private func setItem(_ link: AnyFlowLink?, _ style: PresentationStyle, on state: FlowState) {
        if style == .sheet { state.presentedItem = link } else { state.coverItem = link }
    }

    @Test("present shows a link in a sheet by default, as a new level above the presenter")
    func presentSheet() throws {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "a"))

        #expect(root.presented === sheet)
        #expect(sheet.presenter === root)
        let presentation = try #require(sheet.presentation)
        #expect(presentation.style == .sheet)
        #expect(presentation.link == AnyFlowLink(ContentLink.sheetLink(item: "a")))
        #expect(!presentation.hostsNavigation)
        #expect(root.presentedItem == AnyFlowLink(ContentLink.sheetLink(item: "a")))
        #expect(root.coverItem == nil)
        #expect(root.presentedLink(as: ContentLink.self) == .sheetLink(item: "a"))
        #expect(root.presentedLink(as: CheckoutLink.self) == nil)
    }

    @Test("present with style .cover shows a full-screen cover")
    func presentCover() {
        let root = FlowState()
        let cover = root.present(ContentLink.thirdLink, style: .cover)
        #expect(cover.presentation?.style == .cover)
        #expect(root.coverItem == AnyFlowLink(ContentLink.thirdLink))
        #expect(root.presentedItem == nil, "presentedItem is the sheet only")
        #expect(root.presentedLink(as: ContentLink.self) == .thirdLink, "the typed getter reads either style")
    }

    @Test("setting the item presents it; setting the same link again changes nothing; nil closes it",
          arguments: PresentationStyle.allCases)
    func itemSetter(style: PresentationStyle) throws {
        let root = FlowState()
        let link = AnyFlowLink(ContentLink.sheetLink(item: "a"))

        setItem(link, style, on: root)
        let level = try #require(root.presented)
        #expect(level.presentation?.style == style)
        #expect(item(style, of: root) == link)

        setItem(link, style, on: root)
        #expect(root.presented === level, "the same link again is a no-op")
        #expect(!level.isClosed)

        setItem(nil, style, on: root)
        #expect(root.presented == nil)
        #expect(item(style, of: root) == nil)
        #expect(level.isClosed)
    }

    @Test("setting another link replaces what was presented", arguments: PresentationStyle.allCases)
    func itemSetterReplaces(style: PresentationStyle) throws {
        let root = FlowState()
        setItem(AnyFlowLink(ContentLink.sheetLink(item: "a")), style, on: root)
        let first = try #require(root.presented)
        setItem(AnyFlowLink(ContentLink.sheetLink(item: "b")), style, on: root)
        #expect(root.presented !== first)
        #expect(first.isClosed)
        #expect(item(style, of: root) == AnyFlowLink(ContentLink.sheetLink(item: "b")))
    }

    @Test("setting one style's item to nil leaves a presentation of the other style alone")
    func nilForOtherStyle() {
        let root = FlowState()
        let cover = root.present(ContentLink.thirdLink, style: .cover)
        root.presentedItem = nil
        #expect(root.presented === cover)
        root.coverItem = nil
        #expect(root.presented == nil)
    }

    @Test("setting the sheet item while a cover shows the same link replaces the cover with a sheet")
    func sameLinkOtherStyle() {
        let root = FlowState()
        let cover = root.present(ContentLink.thirdLink, style: .cover)
        root.presentedItem = AnyFlowLink(ContentLink.thirdLink)
        #expect(cover.isClosed)
        #expect(root.presented?.presentation?.style == .sheet)
    }

    @Test("a presentation that hosts navigation runs its own stack: push onto the returned state")
    func hostsNavigation() throws {
        let root = FlowState.mock(path: [ContentLink.firstLink(text: "home")])
        let flow = root.present(CheckoutLink.cart, style: .cover, hostsNavigation: true)
        flow.push(CheckoutLink.address)
        flow.push(CheckoutLink.payment(total: 3))

        #expect(flow.presentation?.hostsNavigation == true)
        #expect(flow.links == anyLinks(CheckoutLink.address, CheckoutLink.payment(total: 3)))
        #expect(root.links == anyLinks(ContentLink.firstLink(text: "home")), "the presenter's stack is untouched")
        let snapshot = root.snapshot()
        #expect(snapshot.levels.count == 2)
        #expect(snapshot.levels[1].path == flow.path.entries)
    }

    @Test("a presentation can start with a path")
    func presentWithPath() {
        let root = FlowState()
        let path = FlowPath([CheckoutLink.address])
        let flow = root.present(CheckoutLink.cart, hostsNavigation: true, path: path)
        #expect(flow.path == path)
    }

    @Test("a sheet can present a sheet: chain, topmost and root walk the levels")
    func nestedPresentation() {
        let root = FlowState()
        let first = root.present(ContentLink.sheetLink(item: "1"))
        let second = first.present(ContentLink.sheetLink(item: "2"))
        let third = second.present(ContentLink.thirdLink, style: .cover)

        #expect(root.chain.map(ObjectIdentifier.init) == [root, first, second, third].map(ObjectIdentifier.init))
        #expect(first.chain.map(ObjectIdentifier.init) == [first, second, third].map(ObjectIdentifier.init))
        #expect(root.topmost === third)
        #expect(first.topmost === third)
        #expect(third.topmost === third)
        #expect(third.root === root)
        #expect(second.root === root)
        #expect(third.presenter === second)
    }

    @Test("closeTopmost closes the topmost presentation only, never the level it is called on")
    func closeTopmost() {
        let root = FlowState()
        let first = root.present(ContentLink.sheetLink(item: "1"))
        let second = first.present(ContentLink.sheetLink(item: "2"))

        root.closeTopmost()
        #expect(second.isClosed)
        #expect(!first.isClosed)
        #expect(root.topmost === first)

        let misuses = recordingMisuse { first.closeTopmost() }
        #expect(misuses.map(\.message) == ["closeTopmost() on a level that presents nothing: there is nothing above it to close"])
        #expect(!first.isClosed, "closeTopmost() on the sheet closed the sheet itself")

        root.closeTopmost()
        #expect(root.presented == nil)
        #expect(recordingMisuse { root.closeTopmost() }.count == 1)
    }

    @Test("closePresentation(id) of a middle presentation closes it and everything above, nothing below")
    func closeMiddle() throws {
        let root = FlowState()
        let first = root.present(ContentLink.sheetLink(item: "1"))
        let second = first.present(ContentLink.sheetLink(item: "2"))
        let third = second.present(ContentLink.sheetLink(item: "3"))

        let id = try #require(second.presentation?.id)
        #expect(root.closePresentation(id))
        #expect(root.chain.count == 2)
        #expect(root.topmost === first)
        #expect(!first.isClosed)
        #expect(second.isClosed)
        #expect(third.isClosed)
        #expect(first.presented == nil)
    }

    @Test("closePresentation(id) of something not presented above this level returns false")
    func closeUnknown() throws {
        let root = FlowState()
        let first = root.present(ContentLink.sheetLink(item: "1"))
        let second = first.present(ContentLink.sheetLink(item: "2"))
        let firstID = try #require(first.presentation?.id)

        #expect(!second.closePresentation(firstID), "only levels above are searched")
        #expect(!root.closePresentation(FlowID.next()))
        #expect(root.chain.count == 3)
    }

    @Test("closeAllPresentations from any level closes every presentation of the chain")
    func closeAll() {
        let root = FlowState()
        let first = root.present(ContentLink.sheetLink(item: "1"))
        let second = first.present(ContentLink.sheetLink(item: "2"), style: .cover)

        second.closeAllPresentations()
        #expect(root.presented == nil)
        #expect(first.isClosed)
        #expect(second.isClosed)
    }

    @Test("close() on a presented level closes it (and what it presents); on a root it is a misuse")
    func closeOnChild() {
        let root = FlowState.mock(path: ["a"])
        let child = root.present(ContentLink.sheetLink(item: "1"))
        let grandchild = child.present(ContentLink.sheetLink(item: "2"))

        let misuses = recordingMisuse { root.close() }
        #expect(misuses.map(\.message) == ["close() on a root level, which nothing presents: to close what it presents, call closePresented()"])
        #expect(root.presented === child)
        #expect(root.links == anyLinks("a"))

        child.close()
        #expect(root.presented == nil)
        #expect(child.isClosed)
        #expect(grandchild.isClosed)

        #expect(recordingMisuse { child.close() }.isEmpty, "closing again, as a second tap does, is no mistake")
        #expect(root.presented == nil)
    }

    @Test("closePresented closes what this level presents but not the level itself")
    func closePresented() {
        let root = FlowState()
        let child = root.present(ContentLink.sheetLink(item: "1"))
        let grandchild = child.present(ContentLink.sheetLink(item: "2"))
        child.closePresented()
        #expect(grandchild.isClosed)
        #expect(!child.isClosed)
        #expect(root.presented === child)
        #expect(child.presented == nil)
        #expect(recordingMisuse { root.closePresented(); root.closePresented() }.isEmpty,
                "a root level may present something or not")
    }

    @Test("closePresented on a sheet that presents nothing is a misuse: the sheet meant close()")
    func closePresentedOnTheSheet() {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "1"))
        let misuses = recordingMisuse { sheet.closePresented() }
        #expect(misuses.count == 1)
        #expect(misuses.first?.message.hasSuffix("to close the sheet itself, call close() on it") == true)
        #expect(root.presented === sheet)
    }

    @Test("setLeaveHandler works from the presenter with the presentation's identity; an unknown identity is a misuse")
    func leaveHandlerFromThePresenter() throws {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "1"))
        let id = try #require(sheet.presentation?.id)
        let log = Recorder<LeaveReason>()
        root.setLeaveHandler(for: id) { (leaving: Leaving<Int>) in log.record(leaving.reason) }
        sheet.close()
        #expect(log.values == [.program], "the handler set on the presenter was never called")

        let misuses = recordingMisuse {
            root.setLeaveHandler(for: id) { (_: Leaving<Int>) in }
        }
        #expect(misuses.count == 1)
        #expect(misuses.first?.message.hasPrefix("setLeaveHandler(for:_:) for ") == true)
    }

    @Test("presenting over a presentation replaces it; the old one's callback says .program")
    func presentReplaces() {
        let root = FlowState()
        let log = Recorder<Leaving<String>>()
        let oldResultResult = root.present(ContentLink.sheetLink(item: "old")) { (leaving: Leaving<String>) in
            log.record(leaving)
        }
        let oldResult = oldResultResult.level!
        let old = oldResult
        let new = root.present(ContentLink.sheetLink(item: "new"), style: .cover)

        #expect(root.presented === new)
        #expect(old.isClosed)
        #expect(!new.isClosed)
        #expect(log.values == [Leaving(reason: .program, result: nil)])
    }

    @Test("a closed level is marked, emptied and shows nothing")
    func isClosed() {
        let root = FlowState()
        let child = root.present(CheckoutLink.cart, hostsNavigation: true)
        child.push(CheckoutLink.address)
        child.show(DialogState(alert: "Hi"))
        #expect(!child.isClosed)

        child.close()
        #expect(child.isClosed)
        #expect(child.path.isEmpty)
        #expect(child.dialog == nil)
        #expect(child.presented == nil)
        #expect(!root.isClosed)
    }

    @Test("every presentation has its own identity, even for the same link")
    func presentationIdentity() throws {
        let root = FlowState()
        let first = try #require(root.present(ContentLink.thirdLink).presentation)
        let second = try #require(root.present(ContentLink.thirdLink).presentation)
        #expect(first.id != second.id)
        #expect(first.link == second.link)
    }
}
