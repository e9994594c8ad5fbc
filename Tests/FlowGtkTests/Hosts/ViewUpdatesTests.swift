import Observation
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("View updates")
    @MainActor
    struct ViewUpdatesTests {
        @Observable
        final class Counter {
            var value = 0
        }

        @Test("render runs again after what it read changes, until it returns false", .requiresDisplay)
        func keepUntilFalse() {
            let counter = Counter()
            var seen: [Int] = []
            ViewUpdates.keep {
                seen.append(counter.value)
                return counter.value < 2
            }
            #expect(seen == [0])
            counter.value = 1
            GtkRuntime.drain()
            #expect(seen == [0, 1])
            counter.value = 2
            GtkRuntime.drain()
            #expect(seen == [0, 1, 2], "the run that returned false")
            counter.value = 3
            GtkRuntime.drain()
            #expect(seen == [0, 1, 2], "render ran after it returned false")
        }
    }
}
