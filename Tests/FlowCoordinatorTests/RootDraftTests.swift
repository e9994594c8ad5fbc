import Foundation
import Observation
import Testing
import FlowCoordinator
import FlowTestSupport

@MainActor
@Suite("Drafts of root screens: what a tab's first screen keeps, by window and tab")
struct RootDraftTests {
    /// Registers a root screen that keeps a note draft on every tab of `tabs`.
    static func register(_ tabs: TabFlowState<TestTab>) {
        DraftTests.register(tabs)
        for tab in TestTab.allCases { tabs[tab].registerRoot(title: "Root") { DraftTests.keep($0) } }
    }

    static func model(_ tabs: TabFlowState<TestTab>, _ tab: TestTab) throws -> NoteModel {
        try DraftTests.model(tabs[tab])
    }

    @Test("a root screen's draft is saved with its tab and handed back to the root screen of the same tab")
    func roundTrip() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        Self.register(tabs)
        try Self.model(tabs, .items).text = "mug"
        try Self.model(tabs, .wallet).text = "visa"
        tabs[.items].push(RSItemLink.detail(id: 1))
        let data = try DraftTests.archive.encode(tabs.snapshot(), drafts: tabs.drafts())
        #expect(tabs.drafts()[ScreenDrafts.Root(tab: "items")]?.as(NoteDraft.self)?.text == "mug")

        let other = TabFlowState<TestTab>(tabs: TestTab.allCases)
        Self.register(other)
        let saved = try DraftTests.archive.decodeSavedTabs(from: data)
        other.restore(saved.snapshot, drafts: saved.drafts)
        // Until the root screens are made, their restored drafts are what the state keeps.
        #expect(other.drafts()[ScreenDrafts.Root(tab: "wallet")]?.as(NoteDraft.self)?.text == "visa")
        #expect(try Self.model(other, .items).text == "mug")
        #expect(try Self.model(other, .wallet).text == "visa")
        #expect(try Self.model(other, .profile).text == "")
        // Made, a root screen keeps its own: cleared, it keeps nothing.
        try Self.model(other, .items).text = ""
        #expect(other.drafts()[ScreenDrafts.Root(tab: "items")] == nil)
        #expect(other[.items].path.count == 1)
    }

    @Test("two windows keep the drafts of their root screens apart")
    func windows() throws {
        let windows = WindowsState { _ in
            let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
            Self.register(tabs)
            return tabs
        }
        let first = windows.open(), second = windows.open()
        try Self.model(try #require(windows[first]), .items).text = "first"
        try Self.model(try #require(windows[second]), .items).text = "second"
        let data = try DraftTests.archive.encode(windows.snapshot(), drafts: windows.drafts())
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"first\"") && json.contains("\"second\""))

        let restored = WindowsState { _ in
            let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
            Self.register(tabs)
            return tabs
        }
        let saved = try DraftTests.archive.decodeSavedWindows(from: data)
        restored.restore(saved.snapshot, drafts: saved.drafts)
        #expect(try Self.model(try #require(restored[first]), .items).text == "first")
        #expect(try Self.model(try #require(restored[second]), .items).text == "second")
        // The window focused last, read alone, has its own.
        let alone = TabFlowState<TestTab>(tabs: TestTab.allCases)
        Self.register(alone)
        let last = try DraftTests.archive.decodeSavedTabs(from: data)
        alone.restore(last.snapshot, drafts: last.drafts)
        #expect(try Self.model(alone, .items).text == "second")
    }

    @Test("a window without tabs keeps its root screen's draft too")
    func flow() throws {
        let root = FlowState()
        DraftTests.register(root)
        root.registerRoot(title: "Root") { DraftTests.keep($0) }
        try DraftTests.model(root).text = "alone"
        let data = try DraftTests.archive.encode(root.snapshot(), drafts: root.drafts())
        let saved = try DraftTests.archive.decodeSavedFlow(from: data)
        let other = FlowState()
        DraftTests.register(other)
        other.registerRoot(title: "Root") { DraftTests.keep($0) }
        other.restore(saved.snapshot, drafts: saved.drafts)
        #expect(try DraftTests.model(other).text == "alone")
    }

    @Test("a root draft that breaks its rules is left out, and a file without root drafts reads as before")
    func refusedAndOld() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        Self.register(tabs)
        let data = try DraftTests.archive.encode(tabs.snapshot(), drafts: tabs.drafts())
        #expect(!String(decoding: data, as: UTF8.self).contains("draft"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var windows = try #require(json["windows"] as? [[String: Any]])
        var tabList = try #require(windows[0]["tabs"] as? [[String: Any]])
        tabList[0]["draft"] = ["type": "note", "value": ["text": String(repeating: "x", count: 30)]]
        windows[0]["tabs"] = tabList
        json["windows"] = windows
        let saved = try DraftTests.archive.decodeSavedTabs(from: try JSONSerialization.data(withJSONObject: json))
        #expect(saved.refusedDrafts.map(\.type) == ["note"])
        #expect(saved.drafts.isEmpty)
    }
}

@MainActor
@Suite("Drafts of root screens, as autosave reads them")
struct RootDraftObservationTests {
    final class Flag: @unchecked Sendable { var raised = false }

    @Test("drafts read with observation tracking are read again once a root screen that keeps one is made")
    func observed() throws {
        let tabs = TabFlowState<TestTab>(tabs: TestTab.allCases)
        RootDraftTests.register(tabs)
        let flag = Flag()
        withObservationTracking { _ = tabs.drafts() } onChange: { flag.raised = true }
        _ = tabs[.wallet].rootViewModel
        #expect(flag.raised)
    }
}
