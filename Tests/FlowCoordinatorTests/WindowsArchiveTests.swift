import Foundation
import FlowCoordinator
import FlowCoordinatorTesting
import FlowTestSupport
import Testing

/// Saving several windows: each with its frame and navigation, in stacking order; a document of
/// one window (versions 1 and 2) reads as window 1; a damaged list of windows is refused.
@MainActor
@Suite("StateArchive: windows", .deterministicIDs)
struct WindowsArchiveTests {
    private let archive = RSFixture.archive

    private func windows() -> WindowsSnapshot {
        let windows = WindowsState<TabFlowState<TestTab>> { _ in TabFlowState(tabs: TestTab.allCases) }
        let first = windows.open(frame: WindowFrame(width: 1280, height: 800, isMaximized: true))
        windows[first]?.restore(RSFixture.window().snapshot())
        let second = windows.open(frame: WindowFrame(width: 360, height: 640))
        windows[second]?[.items].push(RSItemLink.detail(id: 3))
        windows.userFocused(first)
        return windows.snapshot()
    }

    @Test("windows round-trip with their identities, frames, order and drafts")
    func roundTrip() throws {
        let saved = windows()
        let data = try archive.encode(saved)
        let read = try archive.decodeSavedWindows(from: data)
        #expect(read.snapshot == saved)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        let list = try #require(json["windows"] as? [[String: Any]])
        #expect(list.map { $0["width"] as? Int } == [360, 1280])
        #expect(list.map { $0["maximized"] as? Bool } == [false, true])
    }

    @Test("a one-window document of version 2 or 1 opens as window 1 of the standard frame")
    func oneWindowDocuments() throws {
        for version in [1, 2] {
            let document = """
                {"format": "flow-coordinator-state", "version": \(version), "selectedTab": "profile",
                 "tabs": [{"name": "items", "path": [], "presented": []},
                          {"name": "profile", "path": [{"id": 4, "link": {"type": "string", "value": "settings"}}], "presented": []}]}
                """
            let read = try archive.decodeSavedWindows(from: Data(document.utf8)).snapshot
            #expect(read.windows.count == 1)
            let window = try #require(read.windows.first)
            #expect(window.id == WindowID(1))
            #expect(window.frame == .standard)
            #expect(window.tabs.selectedTab == "profile")
            #expect(window.tabs["profile"]?.root.path.map(\.link) == [AnyFlowLink("settings")])
            #expect(try archive.decodeSavedTabs(from: Data(document.utf8)).snapshot == window.tabs)
        }
    }

    @Test("the tabs of a document of several windows are those of the window focused last")
    func tabsOfSeveral() throws {
        let saved = windows()
        #expect(try archive.decodeSavedTabs(from: try archive.encode(saved)).snapshot == saved.windows.last?.tabs)
    }

    @Test("a document whose windows are none, repeated, too many or of impossible sizes is refused",
          arguments: [
              (#""windows": []"#, "no window"),
              (#""windows": [{"id": 1, "width": 10, "height": 10, "maximized": false, "selectedTab": "a", "tabs": [{"name": "a", "path": [], "presented": []}]}, {"id": 1, "width": 10, "height": 10, "maximized": false, "selectedTab": "a", "tabs": [{"name": "a", "path": [], "presented": []}]}]"#, "appears twice"),
              (#""windows": [{"id": 1, "width": 0, "height": 10, "maximized": false, "selectedTab": "a", "tabs": [{"name": "a", "path": [], "presented": []}]}]"#, "0×10 pixels"),
              (#""windows": [{"id": 1, "width": 10, "height": 99999, "maximized": false, "selectedTab": "a", "tabs": [{"name": "a", "path": [], "presented": []}]}]"#, "10×99999 pixels"),
              (#""windows": [{"id": 0, "width": 10, "height": 10, "maximized": false, "selectedTab": "a", "tabs": [{"name": "a", "path": [], "presented": []}]}]"#, "out of range"),
              (#""windows": [{"id": 1, "width": 10, "height": 10, "maximized": false, "selectedTab": "b", "tabs": [{"name": "a", "path": [], "presented": []}]}]"#, "not one of the saved tabs"),
          ])
    func refused(windows: String, reason: String) {
        let document = #"{"format": "flow-coordinator-state", "version": 3, "linksVersion": 1, "# + windows + "}"
        do {
            _ = try archive.decodeSavedWindows(from: Data(document.utf8))
            Issue.record("accepted \(windows)")
        } catch {
            #expect(error.message.contains(reason), "\(error.message)")
        }
    }

    @Test("more windows than the limit are refused as too large")
    func tooMany() throws {
        let window = #"{"id": ID, "width": 10, "height": 10, "maximized": false, "selectedTab": "a", "tabs": [{"name": "a", "path": [], "presented": []}]}"#
        let list = (1...65).map { window.replacingOccurrences(of: "ID", with: "\($0)") }.joined(separator: ",")
        let document = #"{"format": "flow-coordinator-state", "version": 3, "linksVersion": 1, "windows": ["# + list + "]}"
        #expect(throws: RestorationError.tooLarge("65 windows are open, at most 64")) {
            try archive.decodeSavedWindows(from: Data(document.utf8))
        }
    }
}
