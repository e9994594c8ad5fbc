import Testing
@testable import ShopFlows

/// One purchase's payments on their own, without a coordinator: one at a time, the answer of the
/// one still running taken, a cancelled one coming to nothing.
@MainActor
@Suite("Payment runs")
struct PaymentRunTests {
    let processor = ControlledProcessor()
    let underWay = PaymentsUnderWay()

    func buyStep() -> BuyItemViewModel {
        let card = Card(id: "c1", holder: "A", number: "4242424242424242", expiryMonth: 1, expiryYear: 2031,
                        token: processor.tokenize(cardNumber: "4242424242424242"))
        let item = Item(id: 1, name: "Lamp", price: 2_500, description: "A lamp", icon: "lamp")
        return BuyItemViewModel(item: item, quantity: 2, card: card, amount: 5_000)
    }

    /// The outcomes `ended` was called with, in order.
    @MainActor
    final class Outcomes {
        var all: [Result<Receipt, any Error>] = []
        var record: @MainActor @Sendable (Result<Receipt, any Error>) -> Void {
            { [self] outcome in all.append(outcome) }
        }
    }

    @Test("an approved payment ends with its receipt, and the buy step stops showing it runs")
    func approved() async throws {
        let run = PaymentRun(processor: processor, underWay: underWay)
        let viewModel = buyStep()
        let outcomes = Outcomes()
        let task = try #require(run.start(for: viewModel, ended: outcomes.record))
        #expect(viewModel.isProcessing)
        #expect(underWay.running.map(\.description) == ["$50.00 for 2 × Lamp with Visa •••• 4242"])
        await processor.waitForCalls()
        processor.approve()
        await task.value
        #expect(!viewModel.isProcessing)
        #expect(underWay.running.isEmpty)
        #expect(outcomes.all.count == 1)
        #expect(try outcomes.all.first?.get() == Receipt(amount: 5_000, cardID: "c1"))
        #expect(run.task == task)
    }

    @Test("a declined payment ends with the processor's error")
    func declined() async throws {
        let run = PaymentRun(processor: processor, underWay: underWay)
        let viewModel = buyStep()
        let outcomes = Outcomes()
        let task = try #require(run.start(for: viewModel, ended: outcomes.record))
        await processor.waitForCalls()
        processor.decline()
        await task.value
        #expect(!viewModel.isProcessing)
        guard case .failure(let error)? = outcomes.all.first else {
            Issue.record("the payment did not fail: \(outcomes.all)")
            return
        }
        #expect(error as? PaymentError == .declined(card: viewModel.card.displayName))
    }

    @Test("a second Pay while a payment runs starts nothing")
    func oneAtATime() async throws {
        let run = PaymentRun(processor: processor, underWay: underWay)
        let viewModel = buyStep()
        let outcomes = Outcomes()
        let task = try #require(run.start(for: viewModel, ended: outcomes.record))
        #expect(run.start(for: viewModel, ended: outcomes.record) == nil)
        await processor.waitForCalls()
        processor.approve()
        await task.value
        #expect(processor.calls == 1)
        #expect(outcomes.all.count == 1)
    }

    @Test("a cancelled payment is not charged and ends nothing; Pay works again at once")
    func cancelled() async throws {
        let run = PaymentRun(processor: processor, underWay: underWay)
        let viewModel = buyStep()
        let outcomes = Outcomes()
        #expect(!run.cancel(), "nothing runs yet")
        let first = try #require(run.start(for: viewModel, ended: outcomes.record))
        await processor.waitForCalls()
        #expect(run.cancel())
        #expect(!viewModel.isProcessing)
        await first.value
        #expect(processor.cancellations == 1 && processor.charged == 0)
        #expect(outcomes.all.isEmpty)
        #expect(underWay.running.isEmpty, "a cancelled payment is no longer under way")

        let second = try #require(run.start(for: viewModel, ended: outcomes.record))
        await processor.waitForCalls(2)
        processor.approve()
        await second.value
        #expect(outcomes.all.count == 1 && processor.charged == 1)
    }
}
