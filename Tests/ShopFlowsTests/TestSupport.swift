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

/// A processor that never answers: it suspends until its task is cancelled, and records that.
final class SuspendingProcessor: PaymentProcessor {
    private let state = Mutex((calls: 0, cancelled: 0))

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
        return Receipt(orderNumber: "NEVER", amount: amount, cardID: card.id)
    }

    /// Waits until `charge` has been called `count` times.
    func waitForCalls(_ count: Int = 1) async {
        while calls < count { await Task.yield() }
    }
}

/// A processor that answers from a script: each call takes the next outcome (declining when the
/// script says so), and records what it was asked to charge.
final class ScriptedProcessor: PaymentProcessor {
    private let state: Mutex<(script: [Bool], charges: [(amount: Int, cardID: String)])>

    /// `approvals[i]` is whether the i-th charge succeeds; later charges succeed.
    init(approvals: [Bool]) {
        state = Mutex((approvals, []))
    }

    var charges: [(amount: Int, cardID: String)] { state.withLock { $0.charges } }

    func charge(_ amount: Int, card: Card) async throws -> Receipt {
        let (approve, number) = state.withLock { state in
            state.charges.append((amount, card.id))
            return (state.script.isEmpty ? true : state.script.removeFirst(), state.charges.count)
        }
        guard approve else { throw PaymentError.declined(card: card.displayName) }
        return Receipt(orderNumber: "T-\(number)", amount: amount, cardID: card.id)
    }
}

extension FlowState {
    /// The links of this level's stack.
    var links: [AnyFlowLink] { path.links }
}

/// Links as erased values, for comparing with `FlowState.links`.
func anyLinks(_ links: any Hashable & Sendable...) -> [AnyFlowLink] {
    links.map { AnyFlowLink($0) }
}

extension AppCoordinator {
    /// The purchase cover of the Items tab.
    var cover: FlowState? { tabs[.items].presented }

    /// Goes to item `id`'s detail and opens its purchase cover, as a user would.
    func startPurchase(item id: Int = 2) throws -> PurchaseCoordinator {
        select(.items)
        try visible(CatalogueViewModel.self).itemSelected(id)
        try visible(ItemDetailViewModel.self).addToCartTapped()
        return try #require(items.activePurchase)
    }

    /// Continues a purchase to the buy step with `quantity` and card `cardID`.
    func goToBuy(quantity: Int = 1, cardID: String = "c1") throws {
        let cart = try visible(AddToCartViewModel.self)
        cart.quantity = quantity
        cart.choosePaymentTapped()
        try visible(PaymentMethodViewModel.self).cardSelected(cardID)
    }
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
