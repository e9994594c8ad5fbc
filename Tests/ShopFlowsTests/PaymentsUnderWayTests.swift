import Foundation
import Testing
import FlowCoordinator
import FlowStorage
@testable import ShopFlows

/// Payments under way: a quit asks before cancelling one, and the journal lets the launch after a
/// crash say what became of it.
@MainActor
@Suite("Payments under way")
struct PaymentsUnderWayTests {
    let processor = ControlledProcessor()

    /// An app on a data folder of its own, on the Buy step of 2 headphones, as a launch makes it.
    func paying(in folder: URL) throws -> (app: AppCoordinator, sync: UserDataSync) {
        let app = makeApp(processor)
        let sync = UserDataSync(store: UserDataStore(directory: folder), app: app)
        #expect(sync.restore().isEmpty)
        #expect(app.open("shop://items/2/cart/buy/2/c1") == nil)
        try app.visible(BuyItemViewModel.self).payTapped()
        return (app, sync)
    }

    func journal(_ folder: URL) -> [PaymentsUnderWay.Payment] {
        let file = UserDataStore(directory: folder).paymentJournal.file
        return (try? JSONDecoder().decode(PaymentJournal.Contents.self, from: Data(contentsOf: file.url)))?.payments ?? []
    }

    @Test("a payment is in the journal before the processor is asked, and leaves it once its order is saved")
    func journaled() async throws {
        let folder = try temporaryDirectory()
        let (app, sync) = try paying(in: folder)
        #expect(processor.calls == 0, "the processor is asked after this turn")
        #expect(journal(folder).map(\.amount) == [25_800])
        await processor.waitForCalls()
        processor.approve()
        await app.tabs[.items].presented.flatMap { app.window.items.purchase(for: $0) }?.payment?.value
        #expect(app.paymentsUnderWay.running.isEmpty)
        #expect(journal(folder).count == 1, "still there until the order is on disk")
        _ = sync.save()
        #expect(journal(folder).isEmpty)
        #expect(UserDataStore(directory: folder).readOrders().value?.orders.count == 1)
    }

    @Test("the payments of a process that ended are said once at the next launch; a running one's stay")
    func interrupted() throws {
        let folder = try temporaryDirectory()
        let journal = UserDataStore(directory: folder).paymentJournal
        let ended = ProcessIdentity(id: Int32.max, started: 1)  // no such process
        func payment(_ id: String, _ process: ProcessIdentity) -> PaymentsUnderWay.Payment {
            PaymentsUnderWay.Payment(id: id, process: process, itemName: "Lamp", quantity: 2, amount: 5_000, cardName: "Visa •••• 4242")
        }
        try journal.replace(paymentsOf: ended, with: [payment("old", ended)])
        try journal.replace(paymentsOf: .current, with: [payment("mine", .current)])
        let app = makeApp()
        let notices = UserDataSync(store: UserDataStore(directory: folder), app: app).restore()
        #expect(notices.map(\.title) == ["Payment Cancelled"])
        #expect(notices.first?.message.hasPrefix("Shop closed while it was paying $50.00 for 2 × Lamp with Visa •••• 4242. The payment was cancelled, and nothing was charged.") == true)
        #expect(self.journal(folder).map(\.id) == ["mine"], "the running process's payment was taken")
        #expect(journal.interrupted().isEmpty, "said twice")
    }

    @Test("Ctrl+Q during a payment asks; Keep Waiting keeps it, and the question goes when it ends")
    func quitWhilePaying() async throws {
        let (app, _) = try paying(in: try temporaryDirectory())
        var quits = 0
        app.quitRequested { quits += 1 }
        let level = app.tabs.selectedState.topmost
        #expect(level.dialog?.title == "Cancel the Payment and Quit?")
        #expect(level.dialog?.message == "Shop is still waiting for the payment of $258.00 for 2 × Studio Headphones with Visa •••• 4242. If you quit now, the payment is cancelled and nothing is charged.")
        #expect(level.dialog?.buttons.map(\.label) == ["Keep Waiting", "Cancel Payment and Quit"])
        app.quitRequested { quits += 1 }  // again: nothing more
        await processor.waitForCalls()
        processor.approve()
        await app.window.items.activePurchase?.payment?.value
        #expect(app.tabs.selectedState.topmost.dialog == nil, "the question stayed after the payment ended")
        #expect(quits == 0)
    }

    @Test("Cancel Payment and Quit cancels it, charges nothing, then quits")
    func cancelAndQuit() async throws {
        let (app, _) = try paying(in: try temporaryDirectory())
        var quits = 0
        app.quitRequested { quits += 1 }
        await processor.waitForCalls()
        app.tabs.selectedState.topmost.choose("Cancel Payment and Quit")
        #expect(quits == 1)
        #expect(app.paymentsUnderWay.running.isEmpty)
        await app.window.items.activePurchase?.payment?.value
        #expect(processor.charged == 0 && processor.cancellations == 1)
        #expect(app.orders.orders.isEmpty)
    }

    @Test("a quit that would lose changes not saved says which, and why")
    func unsavedQuestion() {
        let app = makeApp()
        var choices: [AppCoordinator.UnsavedQuitChoice] = []
        app.askBeforeQuitting(losing: [SaveProblem(.cards, reason: "the disk is full")]) { choices.append($0) }
        let dialog = app.tabs.selectedState.topmost.dialog
        #expect(dialog?.title == "Quit Without Saving?")
        #expect(dialog?.message == "Shop could not save your cards, because the disk is full. If you quit now, the changes it could not save are lost.")
        #expect(dialog?.buttons.map(\.label) == ["Cancel", "Try Again", "Quit Anyway"])
        app.tabs.selectedState.topmost.choose("Try Again")
        #expect(choices == [.tryAgain])
    }
}
