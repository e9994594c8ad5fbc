import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// Seed 003: one coordinator for A, B and C; view models ask through delegates; A→B→C and A→C
/// use the same code for C.
@MainActor
@Suite("Pattern: screens A, B, C")
struct ABCPatternTests {
    func openA(_ app: AppCoordinator) throws -> ScreenAViewModel {
        app.select(.patterns)
        try app.visible(PatternsViewModel.self).exampleChosen(.abc)
        return try app.visible(ScreenAViewModel.self)
    }

    @Test("A → B → C")
    func aToBToC() throws {
        let app = makeApp()
        try openA(app).goToBTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.abc, ABCLink.screenB])
        try app.visible(ScreenBViewModel.self).goToCTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.abc, ABCLink.screenB, ABCLink.screenC])
        #expect(try app.visible(ScreenCViewModel.self).route == "A → B → C")
    }

    @Test("A → C")
    func aToC() throws {
        let app = makeApp()
        try openA(app).goToCTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.abc, ABCLink.screenC])
        #expect(try app.visible(ScreenCViewModel.self).route == "A → C")
    }

    @Test("both ways push the same link through the same coordinator method")
    func sameCodeForC() throws {
        let viaB = makeApp(), direct = makeApp()
        try openA(viaB).goToBTapped()
        viaB.window.patterns.abc.screenBDidRequestC(from: try viaB.visible(ScreenBViewModel.self).origin)
        let a = try openA(direct)
        direct.window.patterns.abc.screenADidRequestC(from: a.origin)
        #expect(viaB.tabs[.patterns].links.last == direct.tabs[.patterns].links.last)
        #expect(viaB.tabs[.patterns].links.last?.as(ABCLink.self) == .screenC)
        // and `showC()` alone does the same
        let third = makeApp()
        try openA(third)
        third.window.patterns.abc.showC()
        #expect(third.tabs[.patterns].links == direct.tabs[.patterns].links)
    }

    @Test("C goes back to A")
    func backToA() throws {
        let app = makeApp()
        try openA(app).goToBTapped()
        try app.visible(ScreenBViewModel.self).goToCTapped()
        try app.visible(ScreenCViewModel.self).backToATapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.abc])
    }

    @Test("view models hold their coordinator as a delegate")
    func delegates() throws {
        let app = makeApp()
        let a = try openA(app)
        #expect(a.delegate === app.window.patterns.abc)
    }
}
