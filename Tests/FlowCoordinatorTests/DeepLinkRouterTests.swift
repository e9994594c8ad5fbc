import Testing
import FlowCoordinator
import FlowTestSupport

// MARK: - The shop: a small, realistic router shared by the deep link tests

/// Screens of the Items tab.
enum DLItemLink: Hashable, Sendable {
    case detail(Int)
    /// A sheet to list a new item.
    case newItem
}

/// The purchase flow: a cover hosting its own stack.
enum DLPurchaseLink: Hashable, Sendable {
    case checkout, cart, payment
}

/// Screens of the Wallet tab.
enum DLWalletLink: Hashable, Sendable {
    case cards
    case card(String)
    /// A sheet to add a card.
    case addCard
}

/// Screens of the Profile tab.
enum DLProfileLink: Hashable, Sendable {
    case notes
    /// A note titled with any text at all.
    case note(String)
}

/// The shop's links:
///
/// - `shop://items`, `shop://wallet`, `shop://profile` select a tab;
/// - `shop://items/<1…12>` pushes the item's detail; `shop://items/new` presents a sheet;
/// - `shop://items/<id>/purchase` presents the purchase cover (with its own stack) over the detail;
/// - `shop://items/<id>/purchase/payment` pushes the cart and the payment inside the cover;
/// - `shop://wallet/cards`, `shop://wallet/cards/<card id>` push the card list and a card;
/// - `shop://wallet/add` presents the add-card sheet;
/// - `shop://profile/notes/<any text>` pushes the note list and a note.
enum DLShop {
    static let validItems = 1...12

    static let router = DeepLinkRouter(scheme: "shop", routes: [items, wallet, profile])

    static let items = DeepLinkRoute.literal("items", steps: [.selectTab("items")], children: [
        .literal("new", steps: [.present(DLItemLink.newItem, style: .sheet)]),
        .parameter(
            "item", Int.self, expected: "an item number from 1 to 12",
            steps: { id in validItems.contains(id) ? [.push(DLItemLink.detail(id))] : nil },
            value: { steps in
                if case .detail(let id)? = steps.first?.link(as: DLItemLink.self) { id } else { nil }
            },
            children: [
                .literal("purchase", steps: [.present(DLPurchaseLink.checkout, style: .cover, hostsNavigation: true)],
                         children: [
                             .literal("payment", steps: [.push(DLPurchaseLink.cart), .push(DLPurchaseLink.payment)]),
                         ]),
            ]),
    ])

    static let wallet = DeepLinkRoute.literal("wallet", steps: [.selectTab("wallet")], children: [
        .literal("cards", steps: [.push(DLWalletLink.cards)], children: [
            .parameter(
                "card", String.self, expected: "a card id (letters, digits and dashes)",
                steps: { id in isCardID(id) ? [.push(DLWalletLink.card(id))] : nil },
                value: { steps in
                    if case .card(let id)? = steps.first?.link(as: DLWalletLink.self) { id } else { nil }
                }),
        ]),
        .literal("add", steps: [.present(DLWalletLink.addCard, style: .sheet)]),
    ])

    static let profile = DeepLinkRoute.literal("profile", steps: [.selectTab("profile")], children: [
        .literal("notes", steps: [.push(DLProfileLink.notes)], children: [
            .parameter(
                "note", String.self,
                steps: { text in [.push(DLProfileLink.note(text))] },
                value: { steps in
                    if case .note(let text)? = steps.first?.link(as: DLProfileLink.self) { text } else { nil }
                }),
        ]),
    ])

    static func isCardID(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 32
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }

    // Steps, for compact expectations.
    static func tab(_ tab: TestTab) -> NavigationStep { .selectTab(tab.rawValue) }
    static func detail(_ id: Int) -> NavigationStep { .push(DLItemLink.detail(id)) }
    static let checkoutCover = NavigationStep.present(DLPurchaseLink.checkout, style: .cover, hostsNavigation: true)
    static let cart = NavigationStep.push(DLPurchaseLink.cart)
    static let payment = NavigationStep.push(DLPurchaseLink.payment)
    static let newItemSheet = NavigationStep.present(DLItemLink.newItem, style: .sheet)
    static let cards = NavigationStep.push(DLWalletLink.cards)
    static func card(_ id: String) -> NavigationStep { .push(DLWalletLink.card(id)) }
    static let addCardSheet = NavigationStep.present(DLWalletLink.addCard, style: .sheet)
    static let notes = NavigationStep.push(DLProfileLink.notes)
    static func note(_ text: String) -> NavigationStep { .push(DLProfileLink.note(text)) }

    /// The error `link` is rejected with, or `nil` when it resolves.
    static func error(_ link: String, router: DeepLinkRouter = router) -> DeepLinkError? {
        do {
            _ = try router.resolve(link)
            return nil
        } catch {
            return error
        }
    }
}

/// One level of a snapshot without identities, to compare what a target builds.
struct DLLevel: Hashable, Sendable, CustomStringConvertible {
    var style: PresentationStyle?
    var link: AnyFlowLink?
    var hostsNavigation = false
    var path: [AnyFlowLink]

    static func root(_ path: any Hashable & Sendable...) -> DLLevel {
        DLLevel(path: path.map { AnyFlowLink($0) })
    }

    static func presented(
        _ link: some Hashable & Sendable, _ style: PresentationStyle, hosts: Bool = false,
        path: any Hashable & Sendable...
    ) -> DLLevel {
        DLLevel(style: style, link: AnyFlowLink(link), hostsNavigation: hosts, path: path.map { AnyFlowLink($0) })
    }

    static func of(_ snapshot: FlowSnapshot) -> [DLLevel] {
        snapshot.levels.map { level in
            DLLevel(style: level.presentation?.style, link: level.presentation?.link,
                    hostsNavigation: level.presentation?.hostsNavigation ?? false, path: level.path.map(\.link))
        }
    }

    var description: String {
        (link.map { "\(style.map { "\($0)" } ?? "?")(\($0))\(hostsNavigation ? "+nav" : "") " } ?? "")
            + "[" + path.map(\.description).joined(separator: ", ") + "]"
    }
}

/// A documented link: what it resolves to, the state that builds, and its canonical form.
struct DLDocumentedLink: Sendable, CustomTestStringConvertible {
    let link: String
    let steps: [NavigationStep]
    let levels: [DLLevel]
    /// The link the router writes for the same target (the link itself when `nil`).
    let canonical: String?

    init(_ link: String, _ steps: [NavigationStep], levels: [DLLevel], canonical: String? = nil) {
        self.link = link
        self.steps = steps
        self.levels = levels
        self.canonical = canonical
    }

    var testDescription: String { link }

    static let all: [DLDocumentedLink] = {
        typealias S = DLShop
        return [
            DLDocumentedLink("shop://items", [S.tab(.items)], levels: [.root()]),
            DLDocumentedLink("shop://wallet", [S.tab(.wallet)], levels: [.root()]),
            DLDocumentedLink("shop://profile", [S.tab(.profile)], levels: [.root()]),
            DLDocumentedLink("shop://items/7", [S.tab(.items), S.detail(7)], levels: [.root(DLItemLink.detail(7))]),
            DLDocumentedLink("shop://items/1", [S.tab(.items), S.detail(1)], levels: [.root(DLItemLink.detail(1))]),
            DLDocumentedLink("shop://items/12", [S.tab(.items), S.detail(12)], levels: [.root(DLItemLink.detail(12))]),
            DLDocumentedLink("shop://items/new", [S.tab(.items), S.newItemSheet],
                             levels: [.root(), .presented(DLItemLink.newItem, .sheet)]),
            DLDocumentedLink("shop://items/7/purchase", [S.tab(.items), S.detail(7), S.checkoutCover],
                             levels: [.root(DLItemLink.detail(7)), .presented(DLPurchaseLink.checkout, .cover, hosts: true)]),
            DLDocumentedLink("shop://items/3/purchase/payment",
                             [S.tab(.items), S.detail(3), S.checkoutCover, S.cart, S.payment],
                             levels: [.root(DLItemLink.detail(3)),
                                      .presented(DLPurchaseLink.checkout, .cover, hosts: true,
                                                 path: DLPurchaseLink.cart, DLPurchaseLink.payment)]),
            DLDocumentedLink("shop://wallet/cards", [S.tab(.wallet), S.cards], levels: [.root(DLWalletLink.cards)]),
            DLDocumentedLink("shop://wallet/cards/visa-4242", [S.tab(.wallet), S.cards, S.card("visa-4242")],
                             levels: [.root(DLWalletLink.cards, DLWalletLink.card("visa-4242"))]),
            DLDocumentedLink("shop://wallet/add", [S.tab(.wallet), S.addCardSheet],
                             levels: [.root(), .presented(DLWalletLink.addCard, .sheet)]),
            DLDocumentedLink("shop://profile/notes", [S.tab(.profile), S.notes], levels: [.root(DLProfileLink.notes)]),
            DLDocumentedLink("shop://profile/notes/Hello%20W%C3%B6rld", [S.tab(.profile), S.notes, S.note("Hello Wörld")],
                             levels: [.root(DLProfileLink.notes, DLProfileLink.note("Hello Wörld"))]),
            DLDocumentedLink("shop://profile/notes/%F0%9F%9B%92%20%D7%A9%D7%9C%D7%95%D7%9D",
                             [S.tab(.profile), S.notes, S.note("🛒 שלום")],
                             levels: [.root(DLProfileLink.notes, DLProfileLink.note("🛒 שלום"))]),
            DLDocumentedLink("shop://profile/notes/a%2Fb%3Fc%23d%25", [S.tab(.profile), S.notes, S.note("a/b?c#d%")],
                             levels: [.root(DLProfileLink.notes, DLProfileLink.note("a/b?c#d%"))]),
            // Tolerated spellings, and what the router writes instead.
            DLDocumentedLink("SHOP://items/7", [S.tab(.items), S.detail(7)], levels: [.root(DLItemLink.detail(7))],
                             canonical: "shop://items/7"),
            DLDocumentedLink("shop://items/7/", [S.tab(.items), S.detail(7)], levels: [.root(DLItemLink.detail(7))],
                             canonical: "shop://items/7"),
            DLDocumentedLink("shop://items//7//purchase", [S.tab(.items), S.detail(7), S.checkoutCover],
                             levels: [.root(DLItemLink.detail(7)), .presented(DLPurchaseLink.checkout, .cover, hosts: true)],
                             canonical: "shop://items/7/purchase"),
            DLDocumentedLink("shop://items/007", [S.tab(.items), S.detail(7)], levels: [.root(DLItemLink.detail(7))],
                             canonical: "shop://items/7"),
            DLDocumentedLink("shop://profile/notes/Wörld!", [S.tab(.profile), S.notes, S.note("Wörld!")],
                             levels: [.root(DLProfileLink.notes, DLProfileLink.note("Wörld!"))],
                             canonical: "shop://profile/notes/W%C3%B6rld%21"),
        ]
    }()
}

// MARK: - Resolving and writing links

@Suite("Deep link router")
struct DeepLinkRouterTests {
    let router = DLShop.router

    @Test("every documented link resolves to exactly the expected steps", arguments: DLDocumentedLink.all)
    func resolvesDocumentedLinks(_ documented: DLDocumentedLink) throws {
        let target = try router.resolve(documented.link)
        #expect(target.steps == documented.steps)
    }

    @Test("every documented link builds the expected levels: root path, presentations, style, own stacks",
          arguments: DLDocumentedLink.all)
    func documentedLinksBuildLevels(_ documented: DLDocumentedLink) throws {
        let snapshot = try router.resolve(documented.link).flowSnapshot()
        #expect(DLLevel.of(snapshot) == documented.levels)
        #expect(snapshot.root.presentation == nil)
        #expect(snapshot.levels.dropFirst().allSatisfy { $0.presentation != nil })
        #expect(snapshot.levels.allSatisfy { $0.dialog == nil })
        #expect(Set(snapshot.allIDs).count == snapshot.allIDs.count)
    }

    @Test("round trip: the link written for a resolved link is the canonical link", arguments: DLDocumentedLink.all)
    func roundTrip(_ documented: DLDocumentedLink) throws {
        let link = router.link(for: try router.resolve(documented.link))
        #expect(link == (documented.canonical ?? documented.link))
    }

    @Test("a canonical link is a fixed point: resolve then write gives it back, and it resolves the same",
          arguments: DLDocumentedLink.all)
    func canonicalIsFixedPoint(_ documented: DLDocumentedLink) throws {
        let canonical = try #require(router.link(for: try router.resolve(documented.link)))
        #expect(try router.resolve(canonical).steps == documented.steps)
        #expect(router.link(for: try router.resolve(canonical)) == canonical)
    }

    @Test("the same link resolves to equal targets, but each builds fresh identities")
    func freshIdentities() throws {
        let first = try router.resolve("shop://items/3/purchase/payment")
        let second = try router.resolve("shop://items/3/purchase/payment")
        #expect(first == second)
        let a = first.flowSnapshot(), b = first.flowSnapshot()
        #expect(DLLevel.of(a) == DLLevel.of(b))
        #expect(Set(a.allIDs).isDisjoint(with: b.allIDs))
        #expect(a.allIDs.count == 4) // detail, the cover, cart, payment
    }

    @Test("the scheme is case-insensitive, in links and in the router's own declaration")
    func caseInsensitiveScheme() throws {
        for link in ["SHOP://items", "Shop://items", "sHoP://items"] {
            #expect(try router.resolve(link).steps == [DLShop.tab(.items)], "\(link)")
        }
        let upper = DeepLinkRouter(scheme: "SHOP", routes: router.routes)
        #expect(upper.scheme == "shop")
        #expect(try upper.resolve("shop://items/2").steps == [DLShop.tab(.items), DLShop.detail(2)])
        #expect(upper.link(for: NavigationTarget(steps: [DLShop.tab(.wallet)])) == "shop://wallet")
    }

    @Test("trailing slashes and doubled slashes are tolerated")
    func slashesTolerated() throws {
        let expected = [DLShop.tab(.items), DLShop.detail(7), DLShop.checkoutCover]
        for link in ["shop://items/7/purchase/", "shop://items//7/purchase", "shop:////items///7//purchase//",
                     "shop://items/7/purchase///"] {
            #expect(try router.resolve(link).steps == expected, "\(link)")
        }
    }

    @Test("a literal route wins over a parameter route at the same level")
    func literalBeforeParameter() throws {
        #expect(try router.resolve("shop://items/new").steps == [DLShop.tab(.items), DLShop.newItemSheet])
        // A parameter route listed first still loses to a literal.
        let tags = DeepLinkRoute.literal("tags", children: [
            .parameter("tag", String.self, steps: { [.push($0)] }, value: { $0.first?.link(as: String.self) }),
            .literal("all", steps: [.push("ALL")]),
        ])
        let router = DeepLinkRouter(scheme: "x", routes: [tags])
        #expect(try router.resolve("x://tags/all").steps == [.push("ALL")])
        #expect(try router.resolve("x://tags/swift").steps == [.push("swift")])
    }

    @Test("parameters are parsed as their type, so spellings of the same value are accepted")
    func parameterParsing() throws {
        for link in ["shop://items/7", "shop://items/+7", "shop://items/07", "shop://items/%37"] {
            #expect(try router.resolve(link).steps == [DLShop.tab(.items), DLShop.detail(7)], "\(link)")
        }
    }

    @Test("segments are percent-decoded before matching, literals included")
    func literalsDecoded() throws {
        #expect(try router.resolve("shop://%69tems/7").steps == [DLShop.tab(.items), DLShop.detail(7)])
        #expect(try router.resolve("shop://%77allet/add").steps == [DLShop.tab(.wallet), DLShop.addCardSheet])
    }

    @Test("a String parameter takes any text: encoded spaces, unicode, emoji, RTL, and an encoded slash")
    func stringParameterTakesAnyText() throws {
        let cases: [(String, String)] = [
            ("Hello%20W%C3%B6rld", "Hello Wörld"),
            ("Hello World", "Hello World"),
            ("%E2%9C%93%20done", "✓ done"),
            ("%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB", "👩‍💻"),
            ("%D9%85%D8%B1%D8%AD%D8%A8%D8%A7", "مرحبا"),
            ("%2F", "/"),
            ("%3F%23", "?#"),
            ("a+b", "a+b"),
            ("100%25", "100%"),
        ]
        for (segment, text) in cases {
            let target = try router.resolve("shop://profile/notes/" + segment)
            #expect(target.steps.last == DLShop.note(text), "\(segment)")
        }
    }

    @Test("a route may add several steps: the payment link pushes the cart then the payment inside the cover")
    func routeWithSeveralSteps() throws {
        let snapshot = try router.resolve("shop://items/5/purchase/payment").flowSnapshot()
        #expect(snapshot.levels.count == 2)
        let cover = try #require(snapshot.levels.last?.presentation)
        #expect(cover.style == .cover)
        #expect(cover.hostsNavigation)
        #expect(cover.link == AnyFlowLink(DLPurchaseLink.checkout))
        #expect(snapshot.levels[1].path.map(\.link) == anyDL(DLPurchaseLink.cart, DLPurchaseLink.payment))
        #expect(snapshot.root.path.map(\.link) == anyDL(DLItemLink.detail(5)))
    }

    @Test("a literal route without steps of its own only leads to its children: a link ending there is incomplete")
    func literalWithoutSteps() throws {
        let router = DeepLinkRouter(scheme: "x", routes: [
            .literal("go", children: [.literal("home", steps: [.push("home")]), .literal("away", steps: [.push("away")])]),
            .literal("page", children: [
                .literal("first", steps: [.push("first")]),
                .parameter("number", Int.self, expected: "a page number", steps: { [.push($0)] }, value: { $0.first?.link(as: Int.self) }),
            ]),
            .literal("root", steps: [.selectTab("root")], children: [.literal("more", steps: [.push("more")])]),
        ])
        #expect(try router.resolve("x://go/home").steps == [.push("home")])
        #expect(throws: DeepLinkError.incomplete(after: "x://go", expected: "\"home\" or \"away\"")) { try router.resolve("x://go") }
        #expect(throws: DeepLinkError.incomplete(after: "x://page", expected: "a page number")) { try router.resolve("x://page/") }
        // A route that adds steps of its own may end a link.
        #expect(try router.resolve("x://root").steps == [.selectTab("root")])
        #expect(router.link(for: NavigationTarget(steps: [.push("home")])) == "x://go/home")
    }

    // MARK: Errors that name the offending part

    @Test("an unknown segment names itself and the part of the link that was understood")
    func unknownRoute() {
        #expect(DLShop.error("shop://items/7/bogus") == .unknownRoute(segment: "bogus", after: "shop://items/7"))
        #expect(DLShop.error("shop://basket") == .unknownRoute(segment: "basket", after: "shop://"))
        #expect(DLShop.error("shop://items/7/purchase/payment/more")
                == .unknownRoute(segment: "more", after: "shop://items/7/purchase/payment"))
        #expect(DLShop.error("shop://wallet/add/x") == .unknownRoute(segment: "x", after: "shop://wallet/add"))
        #expect(DLShop.error("shop://wallet/cards/visa/x") == .unknownRoute(segment: "x", after: "shop://wallet/cards/visa"))
        // Literals are case-sensitive; only the scheme is not.
        #expect(DLShop.error("shop://Items") == .unknownRoute(segment: "Items", after: "shop://"))
        // The understood part is written with single slashes, whatever the link had.
        #expect(DLShop.error("shop://items//7///bogus") == .unknownRoute(segment: "bogus", after: "shop://items/7"))
    }

    @Test("the understood part stays right when a decoded parameter ends with slashes")
    func reachedAfterSlashParameter() {
        let router = DeepLinkRouter(scheme: "x", routes: [
            .literal("tags", children: [
                .parameter("tag", String.self, steps: { [.push($0)] }, value: { $0.first?.link(as: String.self) },
                           children: [.literal("posts", steps: [.push("posts")])]),
            ]),
        ])
        #expect(DLShop.error("x://tags/a%2F%2F/posts/bogus", router: router)
                == .unknownRoute(segment: "bogus", after: "x://tags/a///posts"))
    }

    @Test("a parameter the route rejects names the parameter, the value and what was expected")
    func badParameter() {
        let expected = "an item number from 1 to 12"
        for value in ["abc", "99", "0", "13", "-1", "7.0", "99999999999999999999999", "0x7", "seven"] {
            #expect(DLShop.error("shop://items/\(value)")
                    == .badParameter(name: "item", value: value, expected: expected), "\(value)")
        }
        #expect(DLShop.error("shop://items/%2F") == .badParameter(name: "item", value: "/", expected: expected))
        #expect(DLShop.error("shop://wallet/cards/visa%204242")
                == .badParameter(name: "card", value: "visa 4242", expected: "a card id (letters, digits and dashes)"))
    }

    @Test("a parameter route declared without `expected` describes its type")
    func defaultExpected() {
        let router = DeepLinkRouter(scheme: "x", routes: [
            .parameter("count", Int.self, steps: { [.push($0)] }, value: { $0.first?.link(as: Int.self) }),
        ])
        #expect(DLShop.error("x://many", router: router) == .badParameter(name: "count", value: "many", expected: "a valid Int"))
    }

    @Test("a link of another scheme is rejected, naming the scheme found")
    func wrongScheme() {
        #expect(DLShop.error("http://items") == .wrongScheme(found: "http", expected: "shop"))
        #expect(DLShop.error("shopping://items") == .wrongScheme(found: "shopping", expected: "shop"))
        #expect(DLShop.error("://items") == .wrongScheme(found: "", expected: "shop"))
        #expect(DLShop.error(" shop://items") == .wrongScheme(found: " shop", expected: "shop"))
    }

    @Test("a link without `://` is malformed")
    func missingSeparator() {
        for link in ["shop:items", "shop:/items", "shop//items", "items", "shop", "shop:", "shop:/", ":"] {
            #expect(DLShop.error(link) == .malformed(link), "\(link)")
        }
    }

    @Test("a link without a path leads nowhere and is malformed")
    func noPath() {
        for link in ["shop://", "shop:///", "shop:////", "SHOP://"] {
            #expect(DLShop.error(link) == .malformed(link), "\(link)")
        }
    }

    @Test("an empty link is rejected as empty")
    func empty() {
        #expect(DLShop.error("") == .empty)
    }

    @Test("a link longer than maxLength is rejected before anything else is read")
    func tooLong() throws {
        let prefix = "shop://profile/notes/"
        let longest = prefix + String(repeating: "a", count: router.maxLength - prefix.utf8.count)
        #expect(try router.resolve(longest).steps.last == DLShop.note(String(repeating: "a", count: 2048 - 21)))
        #expect(DLShop.error(longest + "a") == .tooLong(length: 2049, limit: 2048))
        // Length is measured in UTF-8 bytes, checked before the scheme.
        let huge = "http://" + String(repeating: "é", count: 5_000)
        #expect(DLShop.error(huge) == .tooLong(length: 10_007, limit: 2048))
        let small = DeepLinkRouter(scheme: "shop", routes: router.routes, maxLength: 16)
        #expect(try small.resolve("shop://items/12").steps.count == 2)
        #expect(DLShop.error("shop://items/7/x", router: small) == .unknownRoute(segment: "x", after: "shop://items/7"))
        #expect(DLShop.error("shop://wallet/add", router: small) == .tooLong(length: 17, limit: 16))
    }

    @Test("a link with more segments than maxSegments is rejected")
    func tooManySegments() {
        let segments = (0..<25).map { _ in "x" }
        #expect(DLShop.error("shop://" + segments.joined(separator: "/")) == .tooManySegments(count: 25, limit: 24))
        // At the limit, the link is read (and fails on its first unknown segment).
        #expect(DLShop.error("shop://" + segments.dropLast().joined(separator: "/"))
                == .unknownRoute(segment: "x", after: "shop://"))
        let shallow = DeepLinkRouter(scheme: "shop", routes: router.routes, maxSegments: 3)
        #expect(throws: Never.self) { try shallow.resolve("shop://items/7/purchase") }
        #expect(DLShop.error("shop://items/7/purchase/payment", router: shallow) == .tooManySegments(count: 4, limit: 3))
        // Empty segments do not count.
        #expect(throws: Never.self) { try shallow.resolve("shop://items//7////purchase/") }
    }

    @Test("bad percent-encoding names the raw segment")
    func badEncoding() {
        for segment in ["%zz", "%", "%C3", "%C3%28", "%G0", "%4", "ab%", "%%41", "%E2%82", "%FF", "%C0%AF", "%ED%A0%80"] {
            #expect(DLShop.error("shop://profile/notes/\(segment)") == .badEncoding(segment: segment), "\(segment)")
        }
    }

    @Test("control characters, encoded or not, are rejected as bad encoding")
    func controlCharacters() {
        for segment in ["%00", "%0A", "%0D", "%09", "%1B", "%7F", "a%0Ab", "%C2%85", "\u{0}", "\n", "a\tb"] {
            #expect(DLShop.error("shop://profile/notes/\(segment)") == .badEncoding(segment: segment), "\(segment.debugDescription)")
        }
    }

    @Test("queries and fragments are rejected, naming them")
    func queryAndFragment() {
        #expect(DLShop.error("shop://items?sort=new") == .unsupportedQuery("?sort=new"))
        #expect(DLShop.error("shop://items/7#reviews") == .unsupportedQuery("#reviews"))
        #expect(DLShop.error("shop://items/7?a=1#b") == .unsupportedQuery("?a=1#b"))
        #expect(DLShop.error("shop://?") == .unsupportedQuery("?"))
        // Encoded, they are text.
        #expect(DLShop.error("shop://profile/notes/%3F%23") == nil)
    }

    @Test("a link is rejected whole: every segment is decoded before any route is taken")
    func rejectedWhole() {
        #expect(DLShop.error("shop://bogus/%zz") == .badEncoding(segment: "%zz"))
        #expect(DLShop.error("shop://bogus/ok?x") == .unsupportedQuery("?x"))
        #expect(DLShop.error("http://bogus/%zz") == .wrongScheme(found: "http", expected: "shop"))
        #expect(DLShop.error("http:/" + String(repeating: "/", count: 3000)) == .tooLong(length: 3006, limit: 2048))
    }

    // MARK: Target → link

    @Test("parameters are percent-encoded in written links; unreserved characters are kept")
    func percentEncodingWritten() {
        let cases: [(String, String)] = [
            ("Hello Wörld", "Hello%20W%C3%B6rld"),
            ("a/b?c#d%", "a%2Fb%3Fc%23d%25"),
            ("A-z_0.9~", "A-z_0.9~"),
            ("🛒", "%F0%9F%9B%92"),
            ("+:@&=", "%2B%3A%40%26%3D"),
        ]
        for (text, encoded) in cases {
            let target = NavigationTarget(steps: [DLShop.tab(.profile), DLShop.notes, DLShop.note(text)])
            #expect(router.link(for: target) == "shop://profile/notes/" + encoded, "\(text.debugDescription)")
        }
    }

    @Test("a written link with encoded text resolves back to the same text")
    func encodedTextRoundTrips() throws {
        for text in ["Hello Wörld", "a/b", "?#%", "🛒 שלום", "  ", "-", "%41", "日本語のメモ"] {
            let target = NavigationTarget(steps: [DLShop.tab(.profile), DLShop.notes, DLShop.note(text)])
            let link = try #require(router.link(for: target), "\(text)")
            #expect(try router.resolve(link) == target, "\(text)")
        }
    }

    @Test("a target no route produces gives no link")
    func noLink() {
        let unreachable: [[NavigationStep]] = [
            [],
            [DLShop.detail(7)],                                    // no tab
            [.selectTab("settings")],                              // no such tab
            [DLShop.tab(.items), DLShop.detail(13)],                // the route rejects the value
            [DLShop.tab(.items), DLShop.detail(3), DLShop.detail(4)], // two details
            [DLShop.tab(.items), DLShop.checkoutCover],             // a cover without its item
            [DLShop.tab(.items), DLShop.detail(3), DLShop.checkoutCover, DLShop.cart], // half the payment route
            [DLShop.tab(.items), DLShop.detail(3), DLShop.checkoutCover, DLShop.payment, DLShop.cart],
            [DLShop.tab(.items), .push("detail")],                   // a link of another type
            [DLShop.tab(.items), .present(DLItemLink.newItem, style: .cover)], // another style
            [DLShop.tab(.items), DLShop.detail(3), .present(DLPurchaseLink.checkout, style: .cover)], // no own stack
            [DLShop.tab(.wallet), DLShop.card("visa")],            // the card list is missing
            [DLShop.tab(.wallet), DLShop.cards, DLShop.card("not a card")],
            [DLShop.tab(.items), DLShop.tab(.items)],
        ]
        for steps in unreachable {
            #expect(router.link(for: NavigationTarget(steps: steps)) == nil, "\(NavigationTarget(steps: steps))")
        }
    }

    @Test("no link is written when it would not lead back to the target")
    func noLinkThatLeadsElsewhere() {
        // An empty parameter would vanish from the link.
        #expect(router.link(for: NavigationTarget(steps: [DLShop.tab(.profile), DLShop.notes, DLShop.note("")])) == nil)
        // Control characters are encoded, but a link holding them is refused.
        #expect(router.link(for: NavigationTarget(steps: [DLShop.tab(.profile), DLShop.notes, DLShop.note("\u{0}")])) == nil)
        #expect(router.link(for: NavigationTarget(steps: [DLShop.tab(.profile), DLShop.notes, DLShop.note("a\nb")])) == nil)
        // A link over maxLength could not be opened.
        let long = NavigationTarget(steps: [DLShop.tab(.profile), DLShop.notes, DLShop.note(String(repeating: "é", count: 400))])
        #expect(router.link(for: long) == nil)
        // A parameter whose text is also a literal of its level would open the literal.
        let tags = DeepLinkRoute.literal("tags", children: [
            .literal("all", steps: [.push("ALL")]),
            .parameter("tag", String.self, steps: { [.push($0)] }, value: { $0.first?.link(as: String.self) }),
        ])
        let router = DeepLinkRouter(scheme: "x", routes: [tags])
        #expect(router.link(for: NavigationTarget(steps: [.push("swift")])) == "x://tags/swift")
        #expect(router.link(for: NavigationTarget(steps: [.push("ALL")])) == "x://tags/all")
        #expect(router.link(for: NavigationTarget(steps: [.push("all")])) == nil)
    }

    @Test("a link is written for a state built by hand, and it resolves to the same steps")
    @MainActor
    func linkForHandBuiltState() throws {
        let state = FlowState()
        state.push(DLItemLink.detail(4))
        let cover = state.present(DLPurchaseLink.checkout, style: .cover, hostsNavigation: true)
        cover.push(DLPurchaseLink.cart)
        cover.push(DLPurchaseLink.payment)
        let target = NavigationTarget(tab: "items", flow: state.snapshot())
        let link = try #require(router.link(for: target))
        #expect(link == "shop://items/4/purchase/payment")
        #expect(try router.resolve(link).steps == target.steps)
    }

    // MARK: Steps for the last segment

    /// `x://order`, `x://order/3`, `x://order/pay`, `x://order/3/pay`: an order screen whose link
    /// carries a count (1 unless a segment gives another), with a payment step over it.
    static let orders = DeepLinkRouter(scheme: "x", routes: [
        .literal("order", children: [
            .literal("pay", steps: [order(1), .push("pay")]),
        ] + (2...3).map { count in
            .literal("\(count)", children: [.literal("pay", steps: [order(count), .push("pay")])],
                     whenLast: [order(count)])
        }, whenLast: [order(1)]),
    ])

    static func order(_ count: Int) -> NavigationStep { .present("order \(count)", style: .cover) }

    @Test("whenLast steps are added only when the link ends at their segment")
    func whenLastResolves() throws {
        let router = Self.orders
        #expect(try router.resolve("x://order").steps == [Self.order(1)])
        #expect(try router.resolve("x://order/3").steps == [Self.order(3)])
        #expect(try router.resolve("x://order/pay").steps == [Self.order(1), .push("pay")])
        #expect(try router.resolve("x://order/3/pay").steps == [Self.order(3), .push("pay")])
        #expect(try router.resolve("x://order/3/").steps == [Self.order(3)], "a trailing slash ends there too")
    }

    @Test("a target that ends with a route's whenLast steps is written as a link ending there")
    func whenLastLinks() {
        let router = Self.orders
        for link in ["x://order", "x://order/3", "x://order/pay", "x://order/3/pay", "x://order/2"] {
            let target = try? router.resolve(link)
            #expect(target.flatMap(router.link(for:)) == link)
        }
        // No route ends with order 4, or with order 1 and nothing else pushed but "pay" twice.
        #expect(router.link(for: NavigationTarget(steps: [Self.order(4)])) == nil)
        #expect(router.link(for: NavigationTarget(steps: [Self.order(1), .push("pay"), .push("pay")])) == nil)
        // A route with whenLast steps does not end a link without them.
        #expect(router.link(for: NavigationTarget(steps: [])) == nil)
    }
}

/// `AnyFlowLink`s of plain values, for comparing paths.
func anyDL(_ links: any Hashable & Sendable...) -> [AnyFlowLink] {
    links.map { AnyFlowLink($0) }
}
