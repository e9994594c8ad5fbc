import CGtk
import FlowTestSupport
import Testing
@testable import FlowGtk

extension FlowGtkTests {
    /// A row's context menu and middle click (Open in New Window in the demo).
    @Suite("Context menus")
    @MainActor
    struct ContextMenuTests {
        @Test("a middle click runs its action once, and a hurried double click once too", .requiresDisplay)
        func middleClick() {
            let box = Box()
            let fired = Recorder<String>()
            let click = ContextMenu.onMiddleClick(of: box) { fired.record("open") }
            #expect(click.button == .middle)
            click.simulatePress(count: 1)
            #expect(fired.values == ["open"])
            click.simulatePress(count: 2)
            #expect(fired.values == ["open"])
        }

        @Test("Shift+F10 and the Menu key open a context menu; other keys do not")
        func keys() {
            #expect(ContextMenu.opens(KeyPress(keyval: Key.menu.keyval)))
            #expect(ContextMenu.opens(KeyPress(keyval: Key.f10.keyval, modifiers: .shift)))
            #expect(!ContextMenu.opens(KeyPress(keyval: Key.f10.keyval)))
            #expect(!ContextMenu.opens(KeyPress(keyval: Key.menu.keyval, modifiers: .control)))
        }
    }
}
