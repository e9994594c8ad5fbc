import Foundation
import Testing
import FlowCoordinator
@testable import ShopFlows

/// One set of rules for a link's values, wherever the link comes from: a deep link, a saved
/// state, or the app's own coordinators.
@MainActor
@Suite("Link rules")
struct ShopLinkRulesTests {
    /// A saved state holding `link` on the top of the Patterns tab (pushed over its examples) or,
    /// for a presented link, presented there.
    private func saved(_ link: some Hashable & Sendable, presented: Bool = false) throws -> Data {
        let app = makeApp()
        let patterns = app.tabs[.patterns]
        if presented {
            patterns.push(PatternsLink.content)
            patterns.restore(FlowSnapshot(path: patterns.path.entries, presenting: [
                LevelSnapshot(presentation: Presentation(style: .sheet, link: AnyFlowLink(link), hostsNavigation: false)),
            ]))
        } else {
            patterns.restore(FlowSnapshot(path: patterns.path.entries + [FlowEntry(PatternsLink.config), FlowEntry(link)]))
        }
        app.tabs.select(.patterns)
        return try ShopRoutes.archive.encode(app.tabs.snapshot())
    }

    nonisolated static let longText = String(repeating: "x", count: ShopRoutes.maxTextLength + 1)

    @Test("a restored link that breaks its type's rule shows the unavailable page, and the app says so once",
          arguments: [
              (AnyFlowLink(ConfigChildLink.step(number: Int.max)), false),
              (AnyFlowLink(ConfigChildLink.step(number: 0)), false),
              (AnyFlowLink(ConfigChildLink.step(number: ConfigChildLink.steps.upperBound + 1)), false),
              (AnyFlowLink(longText), false),
              (AnyFlowLink("two\nlines"), false),
              (AnyFlowLink(""), false),
              (AnyFlowLink(ContentLink.firstLink(text: "")), false),
              (AnyFlowLink(CreateConfigFlowLink.flowLinkB("\u{1B}[2J")), false),
              (AnyFlowLink(ContentLink.sheetLink(item: longText)), true),
              (AnyFlowLink(ContentLink.coverLink(item: "")), true),
          ])
    func restoredViolations(link: AnyFlowLink, presented: Bool) throws {
        let data = try saved(link, presented: presented)
        let app = makeApp()
        let notice = app.restore(from: try ShopRoutes.archive.decodeTabs(from: data))

        guard let model = app.visibleScreen() as? UnavailableViewModel else {
            Issue.record("\(link) shows \(app.visibleTitle)")
            return
        }
        #expect(model.message == "This page is no longer available.")
        let level = app.tabs[.patterns].topmost
        if let top = level.topEntry {
            #expect(app.title(for: top) == "Not Available")
        } else {
            #expect(app.title(ofRoot: level) == "Not Available")
        }
        let said = try #require(notice)
        #expect(said.title == "Some Pages Not Restored")
        #expect(said.message == "Shop reopened where you left off, except for 1 page that held something it cannot show.")
        #expect(said.detail.contains("bad "))
    }

    @Test("a restored state whose links all follow the rules says nothing")
    func restoredWithoutViolations() throws {
        let app = makeApp()
        #expect(app.open("shop://patterns/config/child/20") == nil)
        let again = makeApp()
        #expect(again.restore(from: try ShopRoutes.archive.decodeTabs(from: ShopRoutes.archive.encode(app.tabs.snapshot()))) == nil)
        #expect(again.visibleTitle == "Child Step 20")
    }

    @Test("every link of every documented deep link follows the rules the restored states are checked by")
    func deepLinksFollowTheRules() throws {
        let app = makeApp()
        app.placeDocumentedOrder()
        for pattern in ShopRoutes.linkGrammar {
            let target = try app.router.resolve(pattern.example)
            for step in target.steps {
                if let link = step.link { #expect(app.linkRules.violation(of: link) == nil, "\(pattern.example)") }
            }
        }
    }

    @Test("a deep link is refused by the same rule, in the same words",
          arguments: [
              ("shop://patterns/config/child/21", "bad parameter step \"21\": expected a step number from 1 to 20"),
              ("shop://patterns/content/string/" + String(repeating: "y", count: ShopRoutes.maxTextLength + 1),
               "bad parameter text \"yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…\": expected some text, at most \(ShopRoutes.maxTextLength) characters"),
              ("shop://items/99", "bad parameter item \"99\": expected an item id from the catalogue"),
              ("shop://wallet/c99", "bad parameter card \"c99\": expected a card id from the wallet"),
              ("shop://items/2/cart/buy", "the link stops early, after shop://items/2/cart/buy: expected a quantity from 1 to 10 next"),
              ("shop://patterns/content/first", "the link stops early, after shop://patterns/content/first: expected some text next"),
          ])
    func deepLinkViolations(link: String, message: String) {
        #expect(makeApp().open(link)?.message == message)
    }

    @Test("the longest text a link may carry opens, as a link and as a saved state")
    func longestText() throws {
        let text = String(repeating: "w", count: 1990)
        let app = makeApp()
        #expect(app.open("shop://patterns/content/string/" + text) == nil)
        #expect(app.visibleTitle != "Not Available")
    }

    @Test("the app's own coordinators are checked by the same rules in debug builds")
    func programmaticPushes() throws {
        var reported: [LinkViolation] = []
        let previous = FlowState.invalidLinkHandler
        FlowState.invalidLinkHandler = { _, violation in reported.append(violation) }
        defer { FlowState.invalidLinkHandler = previous }

        let app = makeApp()
        app.tabs[.patterns].push(ConfigChildLink.step(number: 21))
        app.tabs[.wallet].push(WalletLink.card(id: "c99"))
        let cover = app.tabs[.items].present(PurchaseLink.addToCart(quantity: 11), style: .cover)
        cover.push(PurchaseLink.buy(quantity: 2, cardID: "c1"))
        #if DEBUG
        #expect(reported.map(\.name) == ["step", "card", "quantity"])
        #endif
    }

    @Test("the child flow's last step offers no Next Step, so the app never pushes a step beyond the rules")
    func lastChildStep() throws {
        let app = makeApp()
        #expect(app.open("shop://patterns/config/child/20") == nil)
        guard let last = app.visibleScreen() as? ConfigChildViewModel else { throw Expected("a child step") }
        #expect(!last.canGoNext)
        last.nextTapped()
        #expect(app.tabs[.patterns].path.count == 21)
        #expect(app.open("shop://patterns/config/child/19") == nil)
        guard let before = app.visibleScreen() as? ConfigChildViewModel else { throw Expected("a child step") }
        #expect(before.canGoNext)
        before.nextTapped()
        #expect(app.visibleTitle == "Child Step 20")
    }

    @Test("text the user types for a link is checked by the link's rule before anything is pushed")
    func typedText() throws {
        let app = makeApp()
        #expect(app.open("shop://patterns/content") == nil)
        guard let content = app.visibleScreen() as? ContentViewModel else { throw Expected("the content screen") }
        content.text = ""
        #expect(content.textProblem == "Type some text for the link.")
        content.firstTapped()
        content.stringTapped()
        content.sheetTapped()
        #expect(app.visibleTitle == "Content")
        #expect(app.tabs[.patterns].presented == nil)

        content.text = String(repeating: "z", count: ShopRoutes.maxTextLength + 1)
        #expect(content.textProblem == "The text is too long: at most 2,000 characters.")
        content.text = "tab\there"
        #expect(content.textProblem == "The text cannot hold tabs, line breaks or other control characters.")
        content.secondTapped()
        #expect(app.visibleTitle == "Second", "the second link carries a number, not the text")
        try app.goBack()
        content.text = "Hello"
        #expect(content.textProblem == nil)
        content.stringTapped()
        #expect(app.visibleTitle == "String")
    }
}

extension ShopLinkRulesTests {
    /// Text a person can type that no link may carry: empty, over the limit, control characters.
    nonisolated static let refusedTypedText = ["", String(repeating: "z", count: ShopRoutes.maxTextLength + 1), "tab\there",
                                   "line\nbreak", "bell\u{7}", "\u{1B}[2J"]

    @Test("create configuration's parameter is checked by link B's rule before link B is pushed", arguments: refusedTypedText)
    func typedParameter(_ text: String) throws {
        let app = makeApp()
        #expect(app.open("shop://patterns/config") == nil)
        guard let config = app.visibleScreen() as? CreateConfigurationViewModel else { throw Expected("create configuration") }
        config.parameter = text
        #expect(config.parameterProblem == ShopRoutes.problem(withTypedText: text))
        #expect(config.parameterProblem != nil)
        config.pushTapped()
        #expect(app.tabs[.patterns].links == [PatternsLink.config])
    }

    @Test("a parameter the rules accept, a bidirectional override and 2,000 characters included, pushes link B")
    func acceptedParameter() throws {
        for text in ["blue", "\u{202E}fdp.exe", String(repeating: "z", count: ShopRoutes.maxTextLength), "😀 שלום"] {
            let app = makeApp()
            #expect(app.open("shop://patterns/config") == nil)
            guard let config = app.visibleScreen() as? CreateConfigurationViewModel else { throw Expected("create configuration") }
            config.parameter = text
            #expect(config.parameterProblem == nil)
            config.pushTapped()
            #expect(app.tabs[.patterns].links == [PatternsLink.config, CreateConfigFlowLink.flowLinkB(text)])
        }
    }
}

struct Expected: Error, CustomStringConvertible {
    let what: String
    init(_ what: String) { self.what = what }
    var description: String { "expected \(what)" }
}
