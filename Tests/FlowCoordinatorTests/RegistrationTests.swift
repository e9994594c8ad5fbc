import Testing
import FlowCoordinator
import FlowTestSupport

/// One registration per link type: a screen gets its view model, guard, result handler and child
/// coordinator from its link's registration, by whatever route it appears.
@MainActor
@Suite("Registrations")
struct RegistrationTests {
    /// A screen's view model, counting how many exist.
    final class Model {
        nonisolated(unsafe) static var live = 0
        let link: AnyFlowLink
        init(_ link: AnyFlowLink) { self.link = link; Model.live += 1 }
        deinit { Model.live -= 1 }
    }

    /// What the checkout flow's registration does: a guard on the payment step, whose result it
    /// takes, and a model per screen made when the screen is shown.
    @MainActor
    final class Checkout {
        let appeared = Recorder<AnyFlowLink>()
        let results = Recorder<Leaving<Int>>()
        var paymentHasChanges = true
        var paying: ResultHandle<Int>?

        func register(on state: FlowState) {
            state.register(CheckoutLink.self, title: { "\($0)" }, onAppear: { [unowned self] link, screen in
                appeared.record(AnyFlowLink(link))
                guard case .payment = link else { return }
                screen.setLeaveGuard { [unowned self] in paymentHasChanges ? .refuse : .allow }
                paying = screen.onResult(Int.self) { [unowned self] in results.record($0) }
            }, screen: { link, _ in Model(AnyFlowLink(link)) })
        }
    }

    enum Route: String, CaseIterable, CustomTestStringConvertible {
        case pushed, pathSet, setByValues, restored, presentedStack
        var testDescription: String { rawValue }
    }

    /// Brings `[cart, payment(total: 5)]` onto a level of `root` by `route`; returns that level.
    private func bring(_ route: Route, to root: FlowState) -> FlowState {
        let links: [CheckoutLink] = [.cart, .payment(total: 5)]
        switch route {
        case .pushed: links.forEach { root.push($0) }
        case .pathSet: root.path = FlowPath(links)
        case .setByValues: root.setPath(links)
        case .restored: root.restore(FlowSnapshot(path: links.map { FlowEntry($0) }))
        case .presentedStack: return root.present("sheet", hostsNavigation: true, path: FlowPath(links))
        }
        return root
    }

    @Test("every route gives the entries what their registration gives: appearance, guard, typed result",
          arguments: Route.allCases)
    func everyRoute(_ route: Route) throws {
        let root = FlowState()
        let checkout = Checkout()
        checkout.register(on: root)
        let level = bring(route, to: root)

        #expect(checkout.appeared.values == [AnyFlowLink(CheckoutLink.cart), AnyFlowLink(CheckoutLink.payment(total: 5))])
        #expect(root.userWentBack(from: level.topEntry?.id) == .refused, "the payment step's guard")
        let paying = try #require(checkout.paying)
        #expect(paying.id == level.topEntry?.id)
        paying.finish(with: 5)
        #expect(checkout.results.values == [Leaving(reason: .program, result: 5)])
        #expect(level.path.map(\.link) == [AnyFlowLink(CheckoutLink.cart)])
    }

    @Test("entries a change keeps do not appear again; only new ones do")
    func keptEntriesDoNotAppearAgain() {
        let root = FlowState()
        let checkout = Checkout()
        checkout.register(on: root)
        root.setPath([CheckoutLink.cart])
        root.setPath([CheckoutLink.cart, CheckoutLink.address])
        root.restore(root.snapshot())
        #expect(checkout.appeared.values == [AnyFlowLink(CheckoutLink.cart), AnyFlowLink(CheckoutLink.address)])
    }

    @Test("a 1,000-deep restored stack makes one view model: the one shown; it lives as long as its entry")
    func viewModelsAreLazy() throws {
        let root = FlowState()
        let checkout = Checkout()
        checkout.register(on: root)
        defer { withExtendedLifetime(checkout) {} }
        let before = Model.live
        root.restore(FlowSnapshot(path: (0..<1_000).map { FlowEntry(CheckoutLink.payment(total: $0)) }))
        #expect(Model.live == before)

        let top = try #require(root.topEntry)
        weak let model = root.viewModel(for: top) as? Model
        #expect(model != nil && root.viewModel(for: top) === model, "the same view model every time")
        #expect(Model.live == before + 1)
        #expect(root.title(for: top.link) == "\(CheckoutLink.payment(total: 999))")
        root.pop()
        #expect(Model.live == before)
    }

    @Test("a presentation's own screen and a root level's first screen come from their registrations")
    func ownScreens() throws {
        let root = FlowState()
        root.registerRoot(title: "Home") { screen in Model(AnyFlowLink("home \(screen.id == nil)")) }
        root.register(String.self, title: { $0.uppercased() }) { link, screen in
            screen.presentation.map { _ in Model(AnyFlowLink(link)) }
        }
        let sheet = root.present("sheet")

        #expect((root.rootViewModel as? Model)?.link == AnyFlowLink("home true"))
        #expect(root.rootViewModel === root.rootViewModel)
        #expect(root.rootTitle == "Home")
        #expect((sheet.rootViewModel as? Model)?.link == AnyFlowLink("sheet"))
        #expect(sheet.rootTitle == "SHEET")
        #expect(sheet.topViewModel === sheet.rootViewModel)
    }

    @Test("a link that leads nowhere, breaks the rules or has no registration gets the unavailable screen")
    func unavailable() throws {
        let root = FlowState()
        root.linkRules = { LinkRules().adding(CheckoutLink.self) { link in
            if case .payment(let total) = link, total < 0 { LinkViolation("total", value: total, expected: "a total") } else { nil }
        } }
        root.registerUnavailable(title: "Gone") { screen in Model(AnyFlowLink("gone")) }
        root.register(CheckoutLink.self, title: { _ in "Checkout" }) { link, _ in
            link == .address ? nil : Model(AnyFlowLink(link))
        }
        root.restore(FlowSnapshot(path: [FlowEntry(CheckoutLink.address), FlowEntry(CheckoutLink.payment(total: -1)),
                                         FlowEntry(ContentLink.thirdLink), FlowEntry(CheckoutLink.cart)]))

        let screens = root.path.map { (root.viewModel(for: $0) as? Model)?.link }
        #expect(screens == [AnyFlowLink("gone"), AnyFlowLink("gone"), AnyFlowLink("gone"), AnyFlowLink(CheckoutLink.cart)])
        #expect(root.path.map { root.title(for: $0.link) } == ["Checkout", "Gone", "Gone", "Checkout"])
    }

    @Test("a registration made after entries are there gives them what it gives new ones")
    func lateRegistration() {
        let root = FlowState.mock(path: [CheckoutLink.cart, ContentLink.thirdLink, CheckoutLink.payment(total: 1)])
        let checkout = Checkout()
        checkout.register(on: root)
        #expect(checkout.appeared.values == [AnyFlowLink(CheckoutLink.cart), AnyFlowLink(CheckoutLink.payment(total: 1))])
        #expect(root.userWentBack() == .refused)
    }

    // MARK: Typed results

    @Test("a handle from identity names its type: another type than the handler's gives no handle")
    func handleFromIdentity() {
        let root = FlowState()
        let id = root.push("picker") { (_: Leaving<Int>) in }.id
        #expect(root.resultHandle(for: id, String.self) == nil)
        #expect(root.resultHandle(for: id, Int.self) != nil)
        #expect(root.resultHandle(for: FlowID(rawValue: 999_999), Int.self) == nil)
    }

    @Test("await push returns the result the entry finished with")
    func awaitPush() async throws {
        let root = FlowState()
        let waiting = Task { await root.push(CheckoutLink.cart, expecting: Int.self) }
        while root.topEntry == nil { await Task.yield() }
        let top = try #require(root.topEntry)
        root.resultHandle(for: top.id, Int.self)?.finish(with: 42)
        #expect(await waiting.value == 42)
    }

    @Test("await present returns nil when the user closes the window")
    func awaitPresentClosed() async throws {
        let root = FlowState()
        let waiting = Task { await root.present("picker", expecting: Int.self) }
        while root.presented == nil { await Task.yield() }
        root.userClosed(try #require(root.presented?.presentation?.id))
        #expect(await waiting.value == nil)
    }

    @Test("the wait ends with nil when the entry that presented the screen leaves")
    func awaitEndsWithItsEntry() async throws {
        let root = FlowState()
        root.push("detail")
        let waiting = Task { await root.present("picker", expecting: Int.self) }
        while root.presented == nil { await Task.yield() }
        root.pop()
        #expect(await waiting.value == nil)
        #expect(root.presented == nil)
    }

    @Test("cancelling the wait removes the screen")
    func cancellingRemoves() async throws {
        let root = FlowState()
        let waiting = Task { await root.push(CheckoutLink.cart, expecting: Int.self) }
        while root.topEntry == nil { await Task.yield() }
        waiting.cancel()
        #expect(await waiting.value == nil)
        #expect(root.path.isEmpty)
    }
}
