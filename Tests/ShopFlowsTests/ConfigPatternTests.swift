import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// Seed 004: CreateConfigFlowState with a shared path, presentedItem and coverItem, link A
/// presented, link B pushed, and a child coordinator pushing onto its parent's path.
@MainActor
@Suite("Pattern: create configuration")
struct ConfigPatternTests {
    func openConfig(_ app: AppCoordinator) throws -> CreateConfigurationViewModel {
        app.select(.patterns)
        try app.visible(PatternsViewModel.self).exampleChosen(.config)
        return try app.visible(CreateConfigurationViewModel.self)
    }

    @Test("the mock flow state pushes on its path and presents presentedItem and coverItem")
    func mockFlowState() {
        let state = CreateConfigFlowState.mock
        state.path.append(CreateConfigFlowLink.flowLinkB("x"))
        #expect(state.level.links == [CreateConfigFlowLink.flowLinkB("x")])
        state.presentedItem = .flowLinkA
        #expect(state.presentedItem == .flowLinkA)
        #expect(state.coverItem == nil)
        state.coverItem = .flowLinkA
        #expect(state.coverItem == .flowLinkA && state.presentedItem == nil)
        state.coverItem = nil
        #expect(state.level.presented == nil)
    }

    @Test("the flow state's path is its parent's: pushing shows on the tab's stack")
    func sharedPath() throws {
        let app = makeApp()
        _ = try openConfig(app)
        #expect(app.window.patterns.config.state.level === app.tabs[.patterns])
        #expect(app.window.patterns.config.state.path == app.tabs[.patterns].path)
    }

    @Test("link A is presented in a sheet")
    func linkASheet() throws {
        let app = makeApp()
        try openConfig(app).showSheetTapped()
        #expect(app.window.patterns.config.state.presentedItem == .flowLinkA)
        let a = try app.visible(ConfigLinkAViewModel.self)
        #expect(!a.isCover)
        a.closeTapped()
        #expect(app.tabs[.patterns].presented == nil)
    }

    @Test("link B is pushed with its parameter")
    func linkBPush() throws {
        let app = makeApp()
        let config = try openConfig(app)
        config.parameter = "release"
        config.pushTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.config, CreateConfigFlowLink.flowLinkB("release")])
        #expect(try app.visible(ConfigLinkBViewModel.self).parameter == "release")
    }

    @Test("link A is presented in a cover")
    func linkACover() throws {
        let app = makeApp()
        try openConfig(app).showCoverTapped()
        #expect(app.window.patterns.config.state.coverItem == .flowLinkA)
        #expect(try app.visible(ConfigLinkAViewModel.self).isCover)
    }

    @Test("the child coordinator pushes its own links onto the parent's path, and leaves it")
    func childCoordinator() throws {
        let app = makeApp()
        try openConfig(app).startChildTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.config, ConfigChildLink.step(number: 1)])
        try app.visible(ConfigChildViewModel.self).nextTapped()
        #expect(app.tabs[.patterns].links == [
            PatternsLink.config, ConfigChildLink.step(number: 1), ConfigChildLink.step(number: 2)])
        try app.visible(ConfigChildViewModel.self).finishTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.config])
    }
}
