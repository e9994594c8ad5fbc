import Testing
import FlowCoordinator

/// Screens of a notes app, for routes that read the values before them.
enum PNoteLink: Hashable, Sendable {
    case detail(Int)
    case edit(Int)
    case search(String, page: Int)
}

/// `notes://note/{id}`, `notes://note/{id}/edit`, `notes://search?q=…&page=…` and
/// `notes://items/{item}/cart/buy/{quantity}`.
enum PNotes {
    static let router = DeepLinkRouter(scheme: "notes", routes: [
        .pattern("note/{id}", .int("id", in: 1...9_999),
                 steps: { values in [.push(PNoteLink.detail(values.value("id")!))] },
                 values: { steps in
                     guard case .detail(let id)? = steps.first?.link(as: PNoteLink.self) else { return nil }
                     return DeepLinkParameters().setting("id", to: id)
                 },
                 children: [
                     .pattern("edit", steps: { values in [.present(PNoteLink.edit(values.value("id")!), style: .sheet)] }),
                 ]),
        .pattern("search", steps: { values in
            [.push(PNoteLink.search(values.value("q") ?? "", page: values.value("page") ?? 1))]
        }),
        .pattern("items/{item}/cart/buy/{quantity}", .int("item"), .int("quantity", in: 1...10),
                 steps: { values in
                     [.push("item \(values.value("item", as: Int.self)!)"),
                      .present("buy \(values.value("quantity", as: Int.self)!)", style: .cover)]
                 },
                 values: { steps in
                     guard let item = steps.first?.link(as: String.self)?.split(separator: " ").last.flatMap({ Int($0) }),
                           let quantity = steps.dropFirst().first?.link(as: String.self)?.split(separator: " ").last
                               .flatMap({ Int($0) }) else { return nil }
                     return DeepLinkParameters().setting("item", to: item).setting("quantity", to: quantity)
                 }),
    ], query: [.string("q"), .int("page", in: 1...100)])

    /// The error `link` is refused with, or `nil` when it resolves.
    static func error(_ link: String) -> DeepLinkError? {
        do {
            _ = try router.resolve(link)
            return nil
        } catch {
            return error
        }
    }
}

@MainActor
final class PNoteStore {
    var ids: Set<Int> = [1, 42]
}

@Suite("Deep link patterns, parameters and queries")
struct DeepLinkPatternTests {
    let router = PNotes.router

    @Test("one pattern route serves every id, and a later segment reads the id before it")
    func parameterRoute() throws {
        #expect(try router.resolve("notes://note/42/edit").steps
                == [.push(PNoteLink.detail(42)), .present(PNoteLink.edit(42), style: .sheet)])
        #expect(try router.resolve("notes://note/7/edit").steps
                == [.push(PNoteLink.detail(7)), .present(PNoteLink.edit(7), style: .sheet)])
        #expect(try router.resolve("notes://note/7").steps == [.push(PNoteLink.detail(7))])
        let match = try router.match("notes://note/042/edit")
        #expect(match.parameters.value("id", as: Int.self) == 42)
        #expect(match.parameters.text("id") == "042")
    }

    @Test("a pattern of several parameters reads each by name and type")
    func severalParameters() throws {
        #expect(try router.resolve("notes://items/3/cart/buy/2").steps == [.push("item 3"), .present("buy 2", style: .cover)])
        #expect(PNotes.error("notes://items/3/cart") == .incomplete(after: "notes://items/3/cart", expected: "\"buy\""))
        #expect(PNotes.error("notes://items/3/cart/buy")
                == .incomplete(after: "notes://items/3/cart/buy", expected: "a whole number from 1 to 10"))
    }

    @Test("pattern routes write links back")
    func linksWritten() throws {
        for link in ["notes://note/42/edit", "notes://note/7", "notes://items/3/cart/buy/2", "notes://search"] {
            #expect(router.link(for: try router.resolve(link)) == link)
        }
    }

    @Test("a bad parameter is a one-line typed error naming it")
    func badParameters() {
        #expect(PNotes.error("notes://note/seven/edit") == .badParameter(name: "id", value: "seven", expected: "a whole number from 1 to 9999"))
        #expect(PNotes.error("notes://note/0") == .badParameter(name: "id", value: "0", expected: "a whole number from 1 to 9999"))
        #expect(PNotes.error("notes://items/3/cart/buy/11")
                == .badParameter(name: "quantity", value: "11", expected: "a whole number from 1 to 10"))
        #expect(PNotes.error("notes://note/42/delete") == .unknownRoute(segment: "delete", after: "notes://note/42"))
    }

    @Test("query parameters are optional, typed and given to the routes")
    func queries() throws {
        #expect(try router.resolve("notes://search?q=swift&page=2").steps == [.push(PNoteLink.search("swift", page: 2))])
        #expect(try router.resolve("notes://search?page=3").steps == [.push(PNoteLink.search("", page: 3))])
        #expect(try router.resolve("notes://search?q=a%20b%26c").steps == [.push(PNoteLink.search("a b&c", page: 1))])
        #expect(try router.resolve("notes://search?").steps == [.push(PNoteLink.search("", page: 1))])
        #expect(try router.resolve("notes://search/?q=x&&page=2&").steps == [.push(PNoteLink.search("x", page: 2))])
        #expect(try router.match("notes://note/4?q=hi").parameters.text("q") == "hi")
    }

    @Test("a bad query is a one-line typed error naming the part at fault")
    func badQueries() {
        #expect(PNotes.error("notes://search?sort=new") == .unknownQueryParameter(name: "sort", known: ["q", "page"]))
        #expect(PNotes.error("notes://search?page=0") == .badParameter(name: "page", value: "0", expected: "a whole number from 1 to 100"))
        #expect(PNotes.error("notes://search?page=two") == .badParameter(name: "page", value: "two", expected: "a whole number from 1 to 100"))
        #expect(PNotes.error("notes://search?page=2&page=3") == .repeatedQueryParameter(name: "page"))
        #expect(PNotes.error("notes://search?q") == .malformedQuery("q"))
        #expect(PNotes.error("notes://search?=x") == .malformedQuery("=x"))
        #expect(PNotes.error("notes://search?q=%zz") == .badEncoding(segment: "q=%zz"))
        #expect(PNotes.error("notes://search?q=%0A") == .badEncoding(segment: "q=%0A"))
        #expect(PNotes.error("notes://search?q=x#top") == .unsupportedFragment("#top"))
        #expect(PNotes.error("notes://search#top") == .unsupportedFragment("#top"))
        // A query is read before any route is taken: the link is refused whole.
        #expect(PNotes.error("notes://bogus?sort=new") == .unknownQueryParameter(name: "sort", known: ["q", "page"]))
        let messages = [
            (DeepLinkError.unknownQueryParameter(name: "sort", known: ["q", "page"]),
             #"unknown query parameter "sort": links take "q" or "page""#),
            (.repeatedQueryParameter(name: "page"), #"query parameter "page" is given more than once"#),
            (.malformedQuery("q"), #"bad query "q": expected name=value"#),
            (.unsupportedFragment("#top"), ##"unexpected "#top": links take no fragment"##),
        ]
        for (error, message) in messages {
            #expect(error.message == message)
            #expect(!error.message.contains("\n"))
        }
        #expect(!DeepLinkError.unknownQueryParameter(name: "a\nb", known: []).message.contains("\n"))
    }

    @Test("a router without query parameters still refuses a query")
    func noQuery() {
        let plain = DeepLinkRouter(scheme: "notes", routes: router.routes)
        #expect(throws: DeepLinkError.unsupportedQuery("?q=x")) { try plain.resolve("notes://search?q=x") }
    }

    @Test("the main-actor validation refuses a link to something the model lacks")
    @MainActor
    func validation() throws {
        let store = PNoteStore()
        let router = PNotes.router.validating { values in
            guard let id: Int = values.value("id"), !store.ids.contains(id) else { return nil }
            return .badParameter(name: "id", value: values.text("id") ?? "", expected: "a note that exists")
        }
        #expect(try router.resolveAndValidate("notes://note/42/edit").steps.count == 2)
        #expect(throws: DeepLinkError.badParameter(name: "id", value: "7", expected: "a note that exists")) {
            try router.resolveAndValidate("notes://note/7/edit")
        }
        #expect(try router.resolve("notes://note/7/edit").steps.count == 2, "resolving alone stays pure")
        // A parse error comes first; validation sees only links that parse.
        #expect(throws: DeepLinkError.unknownRoute(segment: "x", after: "notes://note/7")) {
            try router.resolveAndValidate("notes://note/7/x")
        }
        store.ids.insert(7)
        #expect(try router.resolveAndValidate("notes://note/7/edit").steps.count == 2, "it checks the model as it is now")
    }
}
