import Foundation
import Testing
@testable import FlowCoordinator

/// Rules for the core tests' links: a checkout total from 1 to 100, a first link's text by the
/// text rule, 20 characters at most.
private let rules = LinkRules()
    .adding(CheckoutLink.self) { link in
        guard case .payment(let total) = link else { return nil }
        return LinkViolation.unless((1...100).contains(total), "total", total, expected: "a total from 1 to 100")
    }
    .adding(ContentLink.self) { link in
        guard case .firstLink(let text) = link else { return nil }
        return LinkRules.text(text, name: "text", maxLength: 20)
    }

@Suite("Link rules")
@MainActor
struct LinkRulesTests {
    @Test("a link is checked by its type's rule; other types and good values pass")
    func checksByType() {
        #expect(rules.violation(of: CheckoutLink.payment(total: 100)) == nil)
        #expect(rules.violation(of: CheckoutLink.cart) == nil)
        #expect(rules.violation(of: CheckoutLink.payment(total: 0))
                == LinkViolation("total", value: 0, expected: "a total from 1 to 100"))
        #expect(rules.violation(of: AnyFlowLink(CheckoutLink.payment(total: Int.max)))?.value == "\(Int.max)")
        #expect(rules.violation(of: "any string: no rule for String") == nil)
        #expect(LinkRules().violation(of: CheckoutLink.payment(total: -1)) == nil)
    }

    @Test("the text rule: not empty, no longer than the limit, no control characters")
    func textRule() {
        #expect(LinkRules.text("Hello", name: "text", maxLength: 5) == nil)
        #expect(LinkRules.text("שלום", name: "text", maxLength: 5) == nil)
        #expect(LinkRules.text("", name: "text", maxLength: 5)?.expected == "some text, at most 5 characters")
        #expect(LinkRules.text("Hello!", name: "text", maxLength: 5) != nil)
        #expect(LinkRules.text("a\nb", name: "text", maxLength: 5) != nil)
        #expect(LinkRules.text("a\u{1B}[2J", name: "text", maxLength: 9) != nil)
        // A long value is named shortened in the message, never in full.
        let long = String(repeating: "x", count: 5000)
        let message = LinkRules.text(long, name: "text", maxLength: 10)!.message
        #expect(message.count < 200)
    }

    @Test("every violating entry and presentation of a snapshot is found, in order")
    func snapshotViolations() {
        let snapshot = FlowSnapshot(
            path: [FlowEntry(ContentLink.firstLink(text: "ok")),
                   FlowEntry(CheckoutLink.payment(total: 500))],
            presenting: [LevelSnapshot(presentation: Presentation(style: .sheet, link: AnyFlowLink(ContentLink.firstLink(text: "")), hostsNavigation: false),
                                       path: [FlowEntry(CheckoutLink.payment(total: -5))])])
        #expect(rules.violations(in: snapshot).map(\.value) == ["500", "", "-5"])
        let tabs = TabsSnapshot(selectedTab: "a", tabs: [TabSnapshot(name: "a", flow: snapshot),
                                                          TabSnapshot(name: "b", flow: FlowSnapshot())])
        #expect(rules.violations(in: tabs).count == 3)
    }

    @Test("the router refuses a link whose steps break a rule, naming the value")
    func routerChecksRules() {
        let router = DeepLinkRouter(scheme: "app", routes: [
            .literal("pay", children: [
                .parameter("total", Int.self, expected: "a whole number",
                           steps: { [.push(CheckoutLink.payment(total: $0))] },
                           value: { if case .payment(let total)? = $0.first?.link(as: CheckoutLink.self) { total } else { nil } }),
            ]),
        ], rules: rules)
        #expect(throws: Never.self) { try router.resolve("app://pay/7") }
        #expect(throws: DeepLinkError.badParameter(name: "total", value: "0", expected: "a total from 1 to 100")) {
            try router.resolve("app://pay/0")
        }
        // A target breaking the rules has no link either.
        let bad = NavigationTarget(steps: [.push(CheckoutLink.payment(total: 0))])
        #expect(router.link(for: bad) == nil)
    }

    @Test("in debug builds a program that pushes, presents or replaces a link breaking the rules is told")
    func programmaticChecks() {
        var reported: [String] = []
        let previous = FlowState.invalidLinkHandler
        FlowState.invalidLinkHandler = { link, violation in reported.append("\(link): \(violation.value)") }
        defer { FlowState.invalidLinkHandler = previous }

        let state = FlowState()
        state.push(CheckoutLink.payment(total: 5))
        #expect(reported.isEmpty, "without rules nothing is checked")
        state.linkRules = { rules }
        state.push(CheckoutLink.payment(total: 5))
        state.push(CheckoutLink.payment(total: 0))
        let sheet = state.present(ContentLink.firstLink(text: String(repeating: "x", count: 21)), style: .sheet)
        // A presented level is checked by its root's rules.
        state.presented?.push(CheckoutLink.payment(total: 101))
        sheet.replaceLink(of: sheet.presentation!.id, with: ContentLink.firstLink(text: ""))
        state.path = FlowPath([CheckoutLink.payment(total: -1)])
        #if DEBUG
        #expect(reported.count == 5, "\(reported)")
        #expect(reported.first == "CheckoutLink.payment(total: 0): 0")
        #else
        #expect(reported.isEmpty)
        #endif
    }
}

@Suite("State archive limits")
struct StateArchiveLimitTests {
    private let archive = StateArchive(
        registry: LinkRegistry().registering(String.self, as: "string"),
        limits: StateArchive.Limits(pathLength: 3, presentationDepth: 2))

    private func tabs(path: Int, presentations: Int) -> TabsSnapshot {
        let levels = (0..<presentations).map { _ in
            LevelSnapshot(presentation: Presentation(style: .sheet, link: AnyFlowLink("sheet"), hostsNavigation: false), path: [])
        }
        let flow = FlowSnapshot(path: (0..<path).map { FlowEntry("screen \($0)") }, presenting: levels)
        return TabsSnapshot(selectedTab: "a", tabs: [TabSnapshot(name: "a", flow: flow)])
    }

    @Test("a state within the limits decodes")
    func withinLimits() throws {
        let state = tabs(path: 3, presentations: 2)
        #expect(try archive.decodeTabs(from: try archive.encode(state)) == state)
    }

    @Test("a stack longer than the limit is refused, and so is a deeper chain of presentations")
    func beyondLimits() throws {
        let unlimited = StateArchive(registry: archive.registry)
        let long = try unlimited.encode(tabs(path: 4, presentations: 0))
        #expect(throws: RestorationError.tooLarge("a stack holds 4 screens, at most 3")) { try archive.decodeTabs(from: long) }
        let deep = try unlimited.encode(tabs(path: 0, presentations: 3))
        #expect(throws: RestorationError.tooLarge("3 windows are presented one over another, at most 2")) {
            try archive.decodeTabs(from: deep)
        }
    }
}
