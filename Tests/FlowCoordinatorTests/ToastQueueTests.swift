import FlowTestSupport
import Testing
@testable import FlowCoordinator

/// Toasts: one at a time, in order, each gone by itself or by its button, whose action runs once.
@MainActor
@Suite("Toasts")
struct ToastQueueTests {
    @Test("one toast shows at a time; the next shows when it goes")
    func oneAtATime() {
        let toasts = ToastQueue()
        let first = toasts.show("Card removed")
        let second = toasts.show("Card added")
        #expect(toasts.current?.id == first && toasts.current?.title == "Card removed")
        #expect(toasts.queued.map(\.id) == [second])
        #expect(toasts.userClosed(first) == .applied)
        #expect(toasts.current?.id == second)
        #expect(toasts.userClosed(first) == .ignored, "a late report")
        toasts.userClosed(second)
        #expect(toasts.current == nil && toasts.queued.isEmpty)
    }

    @Test("the button runs the action once and the toast goes; a toast without an action has no button")
    func button() {
        let toasts = ToastQueue()
        var undone = 0
        let removed = toasts.show("Card removed", button: "Undo") { undone += 1 }
        #expect(toasts.current?.button == "Undo")
        #expect(toasts.userActivated(removed) == .applied)
        #expect(toasts.userActivated(removed) == .ignored)
        #expect(undone == 1 && toasts.current == nil)
        toasts.show("Saved", button: "Undo")
        #expect(toasts.current?.button == nil)
    }

    @Test("a waiting toast cannot be activated, and one closed by the program never runs its action")
    func waitingAndClosed() {
        let toasts = ToastQueue()
        var ran = false
        toasts.show("First")
        let waiting = toasts.show("Second", button: "Undo") { ran = true }
        #expect(toasts.userActivated(waiting) == .ignored)
        toasts.close(waiting)
        #expect(toasts.queued.isEmpty && !ran)
    }

    @Test("a window's levels and tabs share its toasts")
    func shared() {
        let tabs = TabFlowState(tabs: [TestTab.items, .wallet])
        let sheet = tabs[.items].present("sheet")
        #expect(sheet.toasts === tabs[.wallet].toasts && tabs.toasts === tabs[.items].toasts)
        let alone = FlowState()
        #expect(alone.present("sheet").toasts === alone.toasts && alone.toasts !== tabs.toasts)
    }
}
