import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// Wrappers own exactly one reference, sink floating refs once and
    /// release their object on deinit.
    @Suite("Ownership")
    @MainActor
    struct OwnershipTests {
        @Test("a new widget's floating reference is sunk by its wrapper", .requiresDisplay)
        func floatingReferenceIsSunk() {
            let label = Label("hello")
            #expect(!label.isFloating)
            #expect(label.referenceCount == 1)
            #expect(label.typeName == "GtkLabel")
        }

        @Test("a widget is finalized when its wrapper goes away", .requiresDisplay)
        func widgetReleasedWithWrapper() {
            var label: Label? = Label("short-lived")
            let weak = WeakObject(label!)
            #expect(weak.isAlive)
            label = nil
            #expect(!weak.isAlive)
        }

        @Test("a container keeps a child alive after the child's wrapper is gone", .requiresDisplay)
        func containerKeepsChild() {
            var box: Box? = Box()
            var label: Label? = Label("child")
            let weakLabel = WeakObject(label!)
            box!.append(label!)
            #expect(label!.referenceCount == 2)
            label = nil
            #expect(weakLabel.isAlive, "the box still holds the label")
            box = nil
            #expect(!weakLabel.isAlive, "releasing the box releases the label")
        }

        @Test("a window is destroyed and finalized when its wrapper goes away", .requiresDisplay)
        func windowDestroyedWithWrapper() async throws {
            let before = toplevelCount()
            var window: FlowGtk.Window? = FlowGtk.Window(title: "Ownership")
            let weak = WeakObject(window!)
            #expect(!window!.isFloating)
            #expect(toplevelCount() == before + 1)
            try await show(window!)
            window = nil
            GtkRuntime.drain()
            #expect(!weak.isAlive)
            #expect(toplevelCount() == before)
        }

        @Test("destroy() and close() are idempotent and the wrapper notices", .requiresDisplay)
        func destroyIsIdempotent() async throws {
            let window = FlowGtk.Window(title: "Destroy twice")
            let destroyed = Recorder<Bool>()
            window.onDestroy { destroyed.record(true) }
            try await show(window)
            window.destroy()
            window.destroy()
            window.close()
            #expect(window.isDestroyed)
            #expect(!window.isVisible)
            #expect(destroyed.values == [true])
        }
    }
}
