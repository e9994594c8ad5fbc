import Foundation
import Synchronization
import Testing
import FlowCoordinator
@testable import ShopFlows

// Shared helpers: a fresh app on the test environment, payment processors the tests control,
// and short ways to read the state.

/// A fresh app over ``ShopEnvironment/testing`` (items 1–4, cards c1–c3, a fixed date), with
/// `processor` instead of the instant simulated one if given.
@MainActor
func makeApp(_ processor: (any PaymentProcessor)? = nil) -> AppCoordinator {
    var environment = ShopEnvironment.testing
    if let processor { environment = environment.with(paymentProcessor: processor) }
    return AppCoordinator(environment: environment)
}

/// Tokens for the fake processors: `tok_test_1`, `tok_test_2`… in the order they are asked for,
/// with the numbers they were issued for (a test may check them; nothing saves them).
final class TestTokens: Sendable {
    private let issued = Mutex<[(number: String, token: CardToken)]>([])

    var all: [(number: String, token: CardToken)] { issued.withLock { $0 } }

    func issue(for number: String) -> CardToken {
        issued.withLock { issued in
            let token = CardToken("tok_test_\(issued.count + 1)")!
            issued.append((number, token))
            return token
        }
    }
}

/// A processor that never answers: it suspends until its task is cancelled, and records that.
final class SuspendingProcessor: PaymentProcessor {
    private let state = Mutex((calls: 0, cancelled: 0))
    let tokens = TestTokens()

    func tokenize(cardNumber: String) -> CardToken { tokens.issue(for: cardNumber) }

    var calls: Int { state.withLock { $0.calls } }
    var cancellations: Int { state.withLock { $0.cancelled } }

    func charge(_ amount: Int, card: Card) async throws -> Receipt {
        state.withLock { $0.calls += 1 }
        do {
            try await Task.sleep(for: .seconds(3600))
        } catch {
            state.withLock { $0.cancelled += 1 }
            throw error
        }
        return Receipt(amount: amount, cardID: card.id)
    }

    /// Waits until `charge` has been called `count` times.
    func waitForCalls(_ count: Int = 1) async {
        while calls < count { await Task.yield() }
    }
}

/// A processor that waits for the test to answer each charge (``approve()`` or ``decline()``),
/// and honours cancellation as the protocol asks: a cancelled charge throws `CancellationError`
/// at once and is never charged, whatever the test answers later.
final class ControlledProcessor: PaymentProcessor {
    private struct State {
        var waiting: CheckedContinuation<Bool, any Error>?
        var calls = 0
        var cancelled = 0
        var charged = 0
    }

    private let state = Mutex(State())
    let tokens = TestTokens()

    func tokenize(cardNumber: String) -> CardToken { tokens.issue(for: cardNumber) }

    var calls: Int { state.withLock { $0.calls } }
    var cancellations: Int { state.withLock { $0.cancelled } }
    /// How many charges went through.
    var charged: Int { state.withLock { $0.charged } }

    func charge(_ amount: Int, card: Card) async throws -> Receipt {
        let approved = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = state.withLock { state in
                    state.calls += 1
                    if Task.isCancelled { state.cancelled += 1; return true }
                    state.waiting = continuation
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let waiting = state.withLock { state in
                defer { state.waiting = nil }
                if state.waiting != nil { state.cancelled += 1 }
                return state.waiting
            }
            waiting?.resume(throwing: CancellationError())
        }
        guard approved else { throw PaymentError.declined(card: card.displayName) }
        state.withLock { $0.charged += 1 }
        return Receipt(amount: amount, cardID: card.id)
    }

    /// Answers the charge waiting now, if any.
    func approve() { answer(true) }
    func decline() { answer(false) }

    private func answer(_ approved: Bool) {
        let waiting = state.withLock { state in
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: approved)
    }

    /// Waits until `charge` has been called `count` times.
    func waitForCalls(_ count: Int = 1) async {
        while calls < count { await Task.yield() }
    }
}

/// A processor that answers from a script: each call takes the next outcome (declining when the
/// script says so), and records what it was asked to charge: the amount, the card's id and the
/// token it was given to charge.
final class ScriptedProcessor: PaymentProcessor {
    private let state: Mutex<(script: [Bool], charges: [(amount: Int, cardID: String, token: CardToken)])>
    let tokens = TestTokens()

    /// `approvals[i]` is whether the i-th charge succeeds; later charges succeed.
    init(approvals: [Bool]) {
        state = Mutex((approvals, []))
    }

    var charges: [(amount: Int, cardID: String, token: CardToken)] { state.withLock { $0.charges } }

    func tokenize(cardNumber: String) -> CardToken { tokens.issue(for: cardNumber) }

    func charge(_ amount: Int, card: Card) async throws -> Receipt {
        let approve = state.withLock { state in
            state.charges.append((amount, card.id, card.token))
            return state.script.isEmpty ? true : state.script.removeFirst()
        }
        guard approve else { throw PaymentError.declined(card: card.displayName) }
        return Receipt(amount: amount, cardID: card.id)
    }
}

extension AppCoordinator {
    /// Whether the topmost window of the selected tab has a screen to go back from.
    var canGoBack: Bool { tabs.selectedState.topmost.topEntry != nil }

    /// A fresh app restored from this one's state as it would be saved and read back.
    func relaunched(_ processor: (any PaymentProcessor)? = nil) throws -> AppCoordinator {
        let saved = try ShopRoutes.archive.decodeTabs(from: ShopRoutes.archive.encode(tabs.snapshot()))
        let app = makeApp(processor)
        let data = userData
        app.restore(UserDataStore.Loaded(wallet: data.wallet, account: data.account, orders: data.orders))
        app.restore(from: saved)
        return app
    }

    /// Records the order the link grammar's summary example names (`SHOP-1001`: 3 of item 2 with
    /// card c1, the first order of a fresh app), so that every documented link opens.
    @discardableResult
    func placeDocumentedOrder() -> Order {
        placeOrder(item: 2, quantity: 3, cardID: "c1")
    }

    /// Records a paid order, as a payment that went through does.
    func placeOrder(item id: Int, quantity: Int, cardID: String) -> Order {
        let item = environment.catalogue.item(id: id)!
        return orders.place(item: item, quantity: quantity, total: item.total(for: quantity)!,
                            card: wallet.card(id: cardID)!, at: environment.now())
    }
}

extension AppCoordinator {
    /// The purchase cover of the Items tab.
    var cover: FlowState? { tabs[.items].presented }

    /// Goes to item `id`'s detail and opens its purchase cover, as a user would.
    func startPurchase(item id: Int = 2) throws -> PurchaseCoordinator {
        select(.items)
        try visible(ItemsViewModel.self).follow(.detail(itemID: id))
        try visible(ItemDetailViewModel.self).addToCartTapped()
        return try #require(window.items.activePurchase)
    }

    /// Continues a purchase to the buy step with `quantity` and card `cardID`.
    func goToBuy(quantity: Int = 1, cardID: String = "c1") throws {
        let cart = try visible(AddToCartViewModel.self)
        while cart.quantity < quantity { cart.increment() }
        while cart.quantity > quantity { cart.decrement() }
        cart.choosePaymentTapped()
        try visible(PaymentMethodViewModel.self).cardChosen(cardID)
    }
}

/// Whether `condition` holds within `timeout`, checked after each turn of the main actor: for
/// waiting on work that may never end when the code under test is wrong (a payment nobody
/// cancels), where awaiting it would hang the test instead of failing it.
@MainActor
func eventually(within timeout: Duration = .seconds(2), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// The repository's root, from this file's path.
func repositoryRoot(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// A fresh empty directory under the system's temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("shopflows-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs `body` without the debug builds' link-rule check, as the app that saved a state now
/// stale (an item since gone from the catalogue) ran: for tests that build such a state.
@MainActor
func allowingStaleLinks(_ body: () -> Void) {
    let check = FlowState.invalidLinkHandler
    FlowState.invalidLinkHandler = { _, _ in }
    defer { FlowState.invalidLinkHandler = check }
    body()
}
