import Testing
import FlowCoordinator

/// Work started for a screen ends with it: a task tied to an entry is cancelled when the entry
/// leaves, and only then.
@MainActor
@Suite("Tasks tied to entries")
struct TaskLifetimeTests {
    /// A task that waits to be cancelled and says whether it was (giving up after a while, so a
    /// task never cancelled fails the test instead of hanging it).
    private func waitingTask() -> Task<Bool, Never> {
        Task {
            for _ in 0..<100_000 where !Task.isCancelled { await Task.yield() }
            return Task.isCancelled
        }
    }

    @Test("a task runs while its entry is on the stack and is cancelled when the entry is popped")
    func cancelledOnPop() async {
        let state = FlowState.mock(path: ["list"])
        let detail = state.push("detail")
        let task = waitingTask()
        state.cancel(task, whenLeaving: detail)
        state.push("further")
        for _ in 0..<10 { await Task.yield() }
        #expect(!task.isCancelled, "a push over the entry cancelled its task")
        state.pop(to: detail)
        #expect(!task.isCancelled)
        state.pop()
        #expect(await task.value)
    }

    @Test("a task of a presentation is cancelled when the sheet closes")
    func cancelledOnLeave() async throws {
        let state = FlowState()
        let sheet = state.present("sheet")
        let task = waitingTask()
        sheet.cancel(task, whenLeaving: try #require(sheet.presentation?.id))
        #expect(!task.isCancelled)
        sheet.close()
        #expect(await task.value)
    }

    @Test("a task for an entry that is not in the state is cancelled at once")
    func cancelledWhenAbsent() async {
        let state = FlowState.mock(path: ["list"])
        let gone = state.push("detail")
        state.pop()
        let task = waitingTask()
        state.cancel(task, whenLeaving: gone)
        #expect(task.isCancelled)
        #expect(await task.value)
    }

    @Test("task(whileShowing:) starts the work on the main actor and cancels it when the entry leaves")
    func startedTask() async {
        let state = FlowState.mock(path: ["list"])
        let detail = state.push("detail")
        var steps = 0
        let task = state.task(whileShowing: detail) {
            for _ in 0..<100_000 where !Task.isCancelled {
                steps += 1
                await Task.yield()
            }
        }
        while steps < 3 { await Task.yield() }
        state.popToRoot()
        #expect(task.isCancelled)
        await task.value
    }
}
