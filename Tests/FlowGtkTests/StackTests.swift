import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    @Suite("Stack")
    @MainActor
    struct StackTests {
        @Test("slide transition: transition-running goes true, then false", .requiresDisplay)
        func slideTransition() async throws {
            let window = FlowGtk.Window(title: "Stack", defaultWidth: 300, defaultHeight: 200)
            let stack = Stack()
            stack.addChild(Label("First"), name: "first", title: "First")
            stack.addChild(Label("Second"), name: "second", title: "Second", iconName: "go-next-symbolic")
            stack.addChild(Label("Third"), name: "third")
            window.setChild(stack)
            #expect(stack.childNames == ["first", "second", "third"])
            #expect(stack.visibleChildName == "first")
            try await show(window)

            let running = Recorder<Bool>()
            stack.onTransitionRunningChanged { running.record($0) }
            stack.setVisibleChild(named: "second", transition: .slideLeft, duration: .milliseconds(150))
            #expect(stack.visibleChildName == "second")
            #expect(stack.isTransitionRunning, "a mapped stack animates")
            let finished = await GtkRuntime.iterate(until: { running.values == [true, false] })
            #expect(finished, "observed: \(running.values)")
            #expect(!stack.isTransitionRunning)

            // Without animation the switch is immediate.
            stack.setVisibleChild(named: "third")
            #expect(stack.visibleChildName == "third")
            #expect(!stack.isTransitionRunning)
        }

        @Test("pages are removed by name and by widget", .requiresDisplay)
        func removePages() {
            let stack = Stack()
            let second = Label("Second")
            stack.addChild(Label("First"), name: "first")
            stack.addChild(second, name: "second")
            stack.addChild(Label("Third"), name: "third")
            #expect(stack.removeChild(named: "first"))
            #expect(!stack.removeChild(named: "first"))
            stack.removeChild(second)
            #expect(stack.childNames == ["third"])
            #expect(stack.hasChild(named: "third"))
            #expect(!stack.hasChild(named: "second"))
        }

        @Test("a stack switcher shows one button per titled page", .requiresDisplay)
        func switcher() async throws {
            let window = FlowGtk.Window(title: "Tabs")
            let stack = Stack()
            stack.addChild(Label("A"), name: "a", title: "A")
            stack.addChild(Label("B"), name: "b", title: "B")
            stack.addChild(Label("hidden"), name: "c")
            let switcher = StackSwitcher(stack: stack)
            let box = Box(.vertical)
            box.append(switcher)
            box.append(stack)
            window.setChild(box)
            try await show(window)
            // GTK makes a button for every page and hides those without a title or icon.
            var visibleButtons = 0
            var child = gtk_widget_get_first_child(switcher.widgetPointer)
            while let current = child {
                if gtk_widget_get_visible(current) != 0 { visibleButtons += 1 }
                child = gtk_widget_get_next_sibling(current)
            }
            #expect(visibleButtons == 2)
        }
    }
}
