import Foundation
import Testing
import FlowCoordinator
import FlowStorage
@testable import ShopFlows

/// Saved states with pages ahead: a file written by this version (the real app, after going back
/// from Content with "Swift" typed in it, then Ctrl+Q) opens with them ahead and the draft kept;
/// a file from before, which has none, opens with none.
@MainActor
@Suite("Saved states with pages ahead")
struct PagesAheadFixtureTests {
    func open(_ fixture: String) throws -> AppCoordinator {
        let file = try temporaryDirectory().appendingPathComponent("state.json")
        try FileManager.default.copyItem(
            at: repositoryRoot().appendingPathComponent("Tests/Fixtures/SavedStates/\(fixture)"), to: file)
        let app = makeApp()
        #expect(app.restore(from: StateStore(fileURL: file)) == nil)
        return app
    }

    @Test("the pages ahead come back ahead, and going forward shows the draft typed there")
    func ahead() throws {
        let app = try open("v3/patterns-content-ahead-draft.json")
        let patterns = app.tabs[.patterns]
        #expect(patterns.path.isEmpty)
        #expect(patterns.forward.map(\.link) == [AnyFlowLink(PatternsLink.content), AnyFlowLink(ContentLink.firstLink(text: "Swift")),
                                                 AnyFlowLink(ContentLink.secondLink(number: 5)), AnyFlowLink(ContentLink.thirdLink)])
        #expect(patterns.userWentForward() == .applied)
        let top = try #require(patterns.topEntry)
        let content = try #require(patterns.viewModel(for: top) as? ContentViewModel)
        #expect(content.text == "Swift")
    }

    @Test("a file from before pages ahead opens with none", arguments: ["v2/patterns-content-config-drafts.json", "v3/items-search-draft.json"])
    func before(fixture: String) throws {
        let app = try open(fixture)
        #expect(app.tabs.tabs.allSatisfy { app.tabs[$0].forward.isEmpty })
    }
}
