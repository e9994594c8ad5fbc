import FlowCoordinator
import Testing

// The code of CommonPatterns.md, held line for line (DocumentationArticleTests checks it).

@MainActor
final class StepViewModel {
    let origin: FlowOrigin
    weak var checkout: CheckoutFlowCoordinator?

    init(origin: FlowOrigin, checkout: CheckoutFlowCoordinator) {
        self.origin = origin
        self.checkout = checkout
    }

    // A second click, from a screen no longer on top, sends nothing.
    func nextTapped() { origin.send { checkout?.next() } }
    func cancelTapped() { origin.send { checkout?.cancel() } }
}

enum CheckoutStep: FlowLink {
    case cart       // the cover's own screen
    case payment    // pushed on the cover's stack
}

@MainActor
final class ShopCoordinator {
    let state: FlowState

    init(state: FlowState) {
        self.state = state
        state.register(CheckoutStep.self, title: { $0 == .cart ? "Cart" : "Payment" }, onAppear: { link, screen in
            // The cover's own screen makes the flow's coordinator as the cover appears.
            if link == .cart, screen.entry == nil { _ = screen.object { CheckoutFlowCoordinator(level: screen.level) } }
        }, screen: { [unowned self] link, screen in
            guard let checkout = checkout(in: screen.level) else { return nil }
            switch (link, screen.entry) {
            case (.cart, nil), (.payment, _?): return StepViewModel(origin: screen.origin, checkout: checkout)
            default: return nil   // not a place this flow puts it
            }
        })
    }

    func checkoutTapped() {
        state.present(CheckoutStep.cart, style: .cover, hostsNavigation: true)
    }
}

extension ShopCoordinator {
    /// The coordinator of the checkout shown in `level`, the cover's level.
    func checkout(in level: FlowState) -> CheckoutFlowCoordinator? {
        guard let cover = level.presentation?.id else { return nil }
        return level.object(CheckoutFlowCoordinator.self, for: cover)
    }

    /// The checkout this coordinator's state presents, if any.
    var presentedCheckout: CheckoutFlowCoordinator? {
        state.presented.flatMap { checkout(in: $0) }
    }
}

@MainActor
final class CheckoutFlowCoordinator {
    /// Weak: the cover's level keeps this coordinator (the object tied to it), not the other way round.
    private(set) weak var level: FlowState?

    init(level: FlowState) { self.level = level }

    func next() { level?.push(CheckoutStep.payment) }

    /// Cancel, on any step, does what the cover's close button does.
    func cancel() {
        guard let level, let cover = level.presentation?.id else { return }
        level.root.userClosed(cover)
    }
}

@Suite("Documentation: Common patterns")
@MainActor
struct CommonPatternsExampleTests {
    typealias Step = CheckoutStep

    @Test func theCoverAndItsStepsShareOneLinkTypeAndOneChildCoordinator() throws {
        let shop = ShopCoordinator(state: .mock)
        shop.checkoutTapped()
        let cover = try #require(shop.state.presented)
        let cart = try #require(cover.rootViewModel as? StepViewModel)
        cart.nextTapped()
        #expect(cover.path.links == [AnyFlowLink(Step.payment)])
        let payment = try #require(cover.topViewModel as? StepViewModel)
        let checkout = try #require(shop.presentedCheckout)
        #expect(cart.checkout === checkout && payment.checkout === checkout, "one child coordinator for the cover")
        #expect(shop.state.title(for: AnyFlowLink(Step.payment)) == "Payment")
    }

    @Test func aSecondClickFromAScreenNoLongerOnTopIsIgnored() throws {
        let shop = ShopCoordinator(state: .mock)
        shop.checkoutTapped()
        let cover = try #require(shop.state.presented)
        let cart = try #require(cover.rootViewModel as? StepViewModel)
        cart.nextTapped()
        cart.nextTapped()
        cart.cancelTapped()
        #expect(cover.path.links == [AnyFlowLink(Step.payment)], "pushed once, and not cancelled from under the step")
        #expect(shop.state.presented === cover)
    }

    @Test func cancelClosesTheCoverAsItsCloseButtonDoes() throws {
        let shop = ShopCoordinator(state: .mock)
        shop.checkoutTapped()
        let cover = try #require(shop.state.presented)
        try #require(cover.rootViewModel as? StepViewModel)?.nextTapped()
        var asked = 0
        cover.setLeaveGuard(for: try #require(cover.presentation?.id)) { asked += 1; return .allow }
        try #require(cover.topViewModel as? StepViewModel)?.cancelTapped()
        #expect(shop.state.presented == nil)
        #expect(asked == 1, "the guard was asked, as for the user's close")
    }

    @Test func aStepWhereTheFlowNeverPutsItHasNoViewModel() {
        let shop = ShopCoordinator(state: .mock)
        let payment = shop.state.present(Step.payment, style: .sheet)
        #expect(payment.rootViewModel == nil)
    }
}
