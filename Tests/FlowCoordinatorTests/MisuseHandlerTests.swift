import FlowCoordinator
import Synchronization
import Testing

/// A task's misuse handler receives each misuse instead of the debug build stopping at it, by the
/// API that is safe in optimized builds and by the deprecated task-local one.
@MainActor
@Suite("misuse handler")
struct MisuseHandlerTests {
    final class Log: Sendable {
        let messages = Mutex<[String]>([])
        func append(_ misuse: FlowMisuse) { messages.withLock { $0.append(misuse.message) } }
        var all: [String] { messages.withLock { $0 } }
    }

    @Test("withMisuseHandler hands the handler each misuse and returns the operation's value")
    func synchronous() {
        let log = Log()
        let value = FlowState.withMisuseHandler(log.append) { () -> Int in
            FlowState().close()
            return 7
        }
        #expect(value == 7)
        #expect(log.all == ["close() on a root level, which nothing presents: to close what it presents, call closePresented()"])
    }

    @Test("the asynchronous withMisuseHandler keeps its handler across a suspension")
    func asynchronous() async {
        let log = Log()
        await FlowState.withMisuseHandler(log.append) {
            await Task.yield()
            FlowState().closeTopmost()
        }
        #expect(log.all.count == 1)
    }

    @available(*, deprecated, message: "uses FlowState.misuseHandler on purpose")
    @Test("a handler bound through the deprecated task-local is still honoured")
    func deprecatedBinding() {
        let log = Log()
        Self.bindDeprecated(log.append) { FlowState().close() }
        #expect(log.all.count == 1)
    }

    /// The deprecated way an app of version 0.1.0 bound its handler.
    @available(*, deprecated, message: "uses FlowState.misuseHandler on purpose")
    static func bindDeprecated(_ handler: @escaping @Sendable (FlowMisuse) -> Void, _ body: () -> Void) {
        FlowState.$misuseHandler.withValue(handler, operation: body)
    }
}
