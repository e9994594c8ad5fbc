import FlowCoordinator
import Foundation
import ShopFlows
import Testing

/// `shop --resolve LINK`: no display needed; JSON on success, one error line and exit 2 otherwise.
@Suite("shop --resolve")
struct ResolveCommandTests {
    @Test("a valid link prints the state it opens as JSON and exits 0")
    func validLink() async throws {
        let result = try await ShopProcess.run(["--resolve", "shop://items/3/cart"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(result.status == 0, "\(result.standardError)")
        let snapshot = try ShopRoutes.archive.decodeTabs(from: Data(result.standardOutput.utf8))
        #expect(snapshot.selectedTab == "items")
        let items = try #require(snapshot["items"])
        #expect(items.root.path.map(\.link) == [AnyFlowLink(ItemsLink.detail(itemID: 3))])
        #expect(items.levels.count == 2)
        #expect(items.levels[1].presentation?.style == .cover)
    }

    @Test("a malformed link prints one error line and exits 2", arguments: [
        "shop://items/999", "http://items", "shop://nowhere", "shop:items", "", "shop://items/%zz",
    ])
    func malformedLink(_ link: String) async throws {
        let result = try await ShopProcess.run(["--resolve", link])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("error: ") == true)
    }

    @Test("every link --help and README.md show opens (exit 0 with --resolve)")
    func documentedLinksResolve() async throws {
        let help = try await ShopProcess.run(["--help"]).standardOutput
        let readme = try ReadmeTests.read("README.md")
        let links = Self.concreteLinks(in: help) + Self.concreteLinks(in: readme)
        #expect(!Self.concreteLinks(in: help).isEmpty, "--help shows no example link")
        for link in links {
            let result = try await ShopProcess.run(["--resolve", link], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
            #expect(result.status == 0, "\(link): \(result.standardError)")
        }
    }

    /// The `shop://` links of a text that have no `{placeholder}`, without trailing punctuation
    /// (the scheme alone, as in "the shop:// scheme", is not a link).
    static func concreteLinks(in text: String) -> [String] {
        let stops = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "`\"'()<>|"))
        return text.components(separatedBy: stops)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:")) }
            .filter { $0.hasPrefix("shop://") && $0 != "shop://" && !$0.contains("{") }
    }

    @Test("a link resolves against the user's saved cards, and their files are left as they are (a version 1 file with numbers too: the app, not --resolve, upgrades it)",
          arguments: [
              #"{"format":"shop-cards","version":1,"nextCardNumber":8,"cards":[{"id":"c7","holder":"Sam Roe","number":"4111111111111111","expiryMonth":12,"expiryYear":2039}]}"#,
              #"{"format":"shop-cards","version":2,"nextCardNumber":8,"cards":[{"id":"c7","holder":"Sam Roe","brand":"visa","last4":"1111","token":"tok_0123456789abcdef01234567","expiryMonth":12,"expiryYear":2039}]}"#,
          ])
    func userCards(_ cards: String) async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("shop-resolve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let directory = data.appendingPathComponent("shop")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(cards.utf8).write(to: directory.appendingPathComponent("cards.json"))
        try Data("damaged".utf8).write(to: directory.appendingPathComponent("account.json"))

        let result = try await ShopProcess.run(["--resolve", "shop://wallet/c7"], environment: ["XDG_DATA_HOME": data.path])
        #expect(result.status == 0, "\(result.standardError)")
        let removed = try await ShopProcess.run(["--resolve", "shop://wallet/c1"], environment: ["XDG_DATA_HOME": data.path])
        #expect(removed.status == 2, "c1 is not among the saved cards")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["account.json", "cards.json"])
        #expect(try Data(contentsOf: directory.appendingPathComponent("account.json")) == Data("damaged".utf8))
        #expect(try Data(contentsOf: directory.appendingPathComponent("cards.json")) == Data(cards.utf8))
    }

    @Test("--help documents the options")
    func help() async throws {
        let result = try await ShopProcess.run(["--help"])
        #expect(result.status == 0)
        for option in ["--resolve", "--tour", "--state-file", "--no-restore"] {
            #expect(result.standardOutput.contains(option))
        }
    }
}
