import FlowCoordinator
import FlowCoordinatorTesting
import Foundation
import Observation
import Testing

// MARK: - SeveralWindows.md

enum WindowsExample {
    enum NotesTab: String, CaseIterable, Hashable, Sendable {
        case notes, trash
    }

    enum NoteLink: FlowLink {
        case detail(id: Int)
    }

    /// The user's notes: one model every window shows.
    @Observable
    @MainActor
    final class Library {
        var titles: [Int: String] = [1: "Groceries", 2: "Ideas"]
    }

    @MainActor
    final class NotesCoordinator {
        let state: FlowState
        let library: Library

        init(state: FlowState, library: Library) {
            self.state = state
            self.library = library
        }

        func noteSelected(_ id: Int) {
            state.push(NoteLink.detail(id: id))
        }
    }

    @MainActor
    final class NotesWindow: WindowFlow {
        let navigation = TabFlowState<NotesTab>(tabs: NotesTab.allCases)
        let notes: NotesCoordinator

        init(library: Library) {
            notes = NotesCoordinator(state: navigation[.notes], library: library)
        }
    }

    @MainActor
    static func makeWindows() -> WindowsState<NotesWindow> {
        let library = Library()
        let windows = WindowsState { _ in NotesWindow(library: library) }
        windows.open()
        return windows
    }

    @MainActor
    static func openInNewWindow(_ id: Int, windows: WindowsState<NotesWindow>) {
        windows.open(showing: NavigationTarget(steps: [.selectTab("notes"), .push(link: AnyFlowLink(NoteLink.detail(id: id)))]))
    }

    static let archive = StateArchive(registry: LinkRegistry().registering(NoteLink.self, as: "note"))

    @MainActor
    static func save(_ windows: WindowsState<NotesWindow>) throws(RestorationError) -> Data {
        try archive.encode(windows.snapshot(), drafts: windows.drafts())
    }

    @MainActor
    static func restore(_ data: Data, into windows: WindowsState<NotesWindow>) throws(RestorationError) -> [UnknownTab] {
        let saved = try archive.decodeSavedWindows(from: data)
        return windows.restore(saved.snapshot, drafts: saved.drafts)
    }

    @MainActor
    static func windowsWithoutTabs() -> WindowsState<TabFlowState<NoTabs>> {
        let plain = WindowsState { _ in TabFlowState<NoTabs>() }
        let id = plain.open()
        plain[id]?.stack.push(NoteLink.detail(id: 1))
        return plain
    }

    @MainActor
    static func closeLast(_ last: WindowID, of windows: WindowsState<NotesWindow>) {
        windows.userClosed(last)   // the last window: isQuitting, and the window still saved
    }
}

@Suite("Documentation: Windows", .deterministicIDs)
@MainActor
struct WindowsExampleTests {
    typealias NoteLink = WindowsExample.NoteLink

    @Test func eachWindowGoesItsOwnWay() throws {
        let windows = WindowsExample.makeWindows()
        let first = try #require(windows.focusedLast)
        WindowsExample.openInNewWindow(2, windows: windows)
        let second = try #require(windows.focusedLast)
        #expect(windows[second]?.navigation[.notes].links == [AnyFlowLink(NoteLink.detail(id: 2))])
        windows[first]?.notes.noteSelected(1)
        #expect(windows[second]?.navigation[.notes].links == [AnyFlowLink(NoteLink.detail(id: 2))])
        #expect(windows[first]?.notes.library === windows[second]?.notes.library)
    }

    @Test func savedAndRestoredTogether() throws {
        let windows = WindowsExample.makeWindows()
        WindowsExample.openInNewWindow(1, windows: windows)
        let data = try WindowsExample.save(windows)
        let again = WindowsState { _ in WindowsExample.NotesWindow(library: WindowsExample.Library()) }
        #expect(try WindowsExample.restore(data, into: again).isEmpty)
        #expect(again.snapshot() == windows.snapshot())
    }

    @Test func withoutTabs() throws {
        let plain = WindowsExample.windowsWithoutTabs()
        let window = try #require(plain.windows.first)
        #expect(window.snapshot().tabs.map(\.name) == [TabsSnapshot.unnamedTab])
        #expect(window.stack.links == [AnyFlowLink(NoteLink.detail(id: 1))])
    }

    @Test func lastWindowQuits() throws {
        let windows = WindowsExample.makeWindows()
        let last = try #require(windows.focusedLast)
        WindowsExample.closeLast(last, of: windows)
        #expect(windows.isQuitting)
        #expect(windows.order == [last])
    }

    @Test func recorded() {
        let windows = WindowsExample.makeWindows()
        let recorder = FlowRecorder(windows)
        let id = windows.open()
        recorder.expect { $0.windows.append(WindowSnapshot(id: id, tabs: windows[id]!.navigation.snapshot())) }
        windows.userClosed(id)
        recorder.expect { $0.windows.removeLast() }
        recorder.finish()
    }
}
