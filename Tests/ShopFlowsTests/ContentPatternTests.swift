import Testing
import FlowCoordinator
import FlowCoordinatorTesting
@testable import ShopFlows

/// Seeds 000/001: the content screen whose view model is its flow state, its links with
/// parameters, child coordinators on the shared path, a String link, a sheet and a cover.
@MainActor
@Suite("Pattern: content screen")
struct ContentPatternTests {
    func openContent(_ app: AppCoordinator) throws -> ContentViewModel {
        app.select(.patterns)
        try app.visible(PatternsViewModel.self).exampleChosen(.content)
        return try app.visible(ContentViewModel.self)
    }

    @Test("the content screen is pushed, and its view model is the flow state of the tab's stack")
    func contentIsFlowState() throws {
        let app = makeApp()
        let content = try openContent(app)
        #expect(app.tabs[.patterns].links == [PatternsLink.content])
        #expect(content.level === app.tabs[.patterns])
        #expect(content.activeLink == nil)
    }

    @Test("the content view model and the tab's flow state are released with the app: neither keeps the other")
    func releasedWithApp() throws {
        weak var content: ContentViewModel?
        weak var level: FlowState?
        do {
            let app = makeApp()
            content = try openContent(app)
            level = app.tabs[.patterns]
        }
        #expect(content == nil, "the content view model outlived its app")
        #expect(level == nil, "the Patterns tab's flow state outlived its app")
    }

    @Test("first, second and third are pushed with their parameters")
    func pushWithParameters() throws {
        let app = makeApp()
        let content = try openContent(app)
        content.text = "Swift"
        content.firstTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.content, ContentLink.firstLink(text: "Swift")])
        #expect(content.activeLink == .firstLink(text: "Swift"))
        try app.goBack()
        content.number = 7
        content.secondTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.content, ContentLink.secondLink(number: 7)])
        try app.goBack()
        content.thirdTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.content, ContentLink.thirdLink])
        #expect(content.activeLink == .thirdLink)
    }

    @Test("child coordinators push onto the same path: first → second → third")
    func childCoordinatorsChain() throws {
        let app = makeApp()
        let content = try openContent(app)
        content.text = "Hello"
        content.firstTapped()
        let first = try app.visible(FirstViewModel.self)
        #expect(first.text == "Hello")
        first.secondTapped()
        let second = try app.visible(SecondViewModel.self)
        #expect(second.number == 5)
        second.thirdTapped()
        #expect(app.tabs[.patterns].links == [
            PatternsLink.content, ContentLink.firstLink(text: "Hello"), ContentLink.secondLink(number: 5),
            ContentLink.thirdLink])
    }

    @Test("the third screen goes back to the content screen")
    func thirdBackToContent() throws {
        let app = makeApp()
        let content = try openContent(app)
        content.firstTapped()
        try app.visible(FirstViewModel.self).secondTapped()
        try app.visible(SecondViewModel.self).thirdTapped()
        try app.visible(ThirdViewModel.self).backToContentTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.content])
        #expect(try app.visible(ContentViewModel.self) === content)
    }

    @Test("a plain String link is pushed on the same path as the ContentLinks")
    func stringLink() throws {
        let app = makeApp()
        let content = try openContent(app)
        content.text = "plain"
        content.stringTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.content, "plain"])
        #expect(try app.visible(StringScreenViewModel.self).text == "plain")
        try app.goBack()
        content.firstTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.content, ContentLink.firstLink(text: "plain")])
    }

    @Test("the sheet link presents its item in a sheet; Close closes it")
    func sheet() throws {
        let app = makeApp()
        let content = try openContent(app)
        content.text = "Gift"
        content.sheetTapped()
        #expect(app.tabs[.patterns].sheetItem(as: ContentLink.self) == .sheetLink(item: "Gift"))
        #expect(content.activeLink == .sheetLink(item: "Gift"))
        guard let sheet = app.visibleScreen() as? ContentItemViewModel else { Issue.record("not the sheet"); return }
        #expect(sheet.item == "Gift" && app.visibleTitle == "Sheet")
        sheet.closeTapped()
        #expect(app.tabs[.patterns].presented == nil)
    }

    @Test("the cover link presents its item in a full-screen cover")
    func cover() throws {
        let app = makeApp()
        let content = try openContent(app)
        content.coverTapped()
        #expect(app.tabs[.patterns].coverItem(as: ContentLink.self) == .coverLink(item: "Hello"))
        guard let cover = app.visibleScreen() as? ContentItemViewModel else { Issue.record("not the cover"); return }
        #expect(cover.isCover)
        content.activeLink = nil
        #expect(app.tabs[.patterns].presented == nil)
    }

    @Test("each ContentLink says how it is shown", arguments: [
        (ContentLink.firstLink(text: "a"), PresentationStyle?.none),
        (.secondLink(number: 1), nil), (.thirdLink, nil),
        (.sheetLink(item: "a"), .sheet), (.coverLink(item: "a"), .cover),
    ])
    func presentationStyle(link: ContentLink, style: PresentationStyle?) {
        #expect(link.presentationStyle == style)
    }

    @Test("a link's id is its readable description, as in the seed")
    func linkID() {
        #expect(ContentLink.secondLink(number: 2).id == "secondLink(number: 2)")
    }
}
