import Foundation
import Testing
import FlowCoordinator

@Suite("Link registry")
struct LinkRegistryTests {
    @Test("an empty registry names nothing")
    func empty() {
        let registry = LinkRegistry()
        #expect(registry.names == [])
        #expect(registry.name(of: AnyFlowLink("text")) == nil)
    }

    @Test("a registered type is named by its registration, whatever its value; others are not named")
    func nameOf() {
        let registry = RSFixture.registry
        #expect(registry.name(of: AnyFlowLink(RSItemLink.detail(id: 1))) == "item")
        #expect(registry.name(of: AnyFlowLink(RSItemLink.search(query: "x", page: nil))) == "item")
        #expect(registry.name(of: AnyFlowLink(RSCheckoutLink.cart)) == "checkout")
        #expect(registry.name(of: AnyFlowLink("plain text")) == "string")
        #expect(registry.name(of: AnyFlowLink(AnyFlowLink(RSCheckoutLink.cart))) == "checkout")
        // Unregistered types, including ones nested in registered links and close relatives.
        #expect(registry.name(of: AnyFlowLink(RSUnregistered(value: 1))) == nil)
        #expect(registry.name(of: AnyFlowLink(RSPaymentMethod.cash)) == nil)
        #expect(registry.name(of: AnyFlowLink(RSFilter.all)) == nil)
        #expect(registry.name(of: AnyFlowLink(42)) == nil)
        #expect(registry.name(of: AnyFlowLink(Substring("text"))) == nil)
    }

    @Test("names lists the registered names, sorted")
    func names() {
        #expect(RSFixture.registry.names == ["checkout", "item", "string"])
        var registry = LinkRegistry()
        registry.register(RSUnregistered.self, as: "zeta")
        registry.register(RSFilter.self, as: "alpha")
        registry.register(Int.self, as: "Mid")
        #expect(registry.names == ["Mid", "alpha", "zeta"])
    }

    @Test("registering returns a copy; the original is unchanged")
    func registeringCopies() {
        let original = LinkRegistry().registering(RSItemLink.self, as: "item")
        let copy = original.registering(RSCheckoutLink.self, as: "checkout")
        #expect(original.names == ["item"])
        #expect(copy.names == ["checkout", "item"])
        #expect(original.name(of: AnyFlowLink(RSCheckoutLink.cart)) == nil)
        #expect(copy.name(of: AnyFlowLink(RSCheckoutLink.cart)) == "checkout")
        // Copies may diverge, each registering its own types.
        let other = original.registering(String.self, as: "string")
        #expect(other.names == ["item", "string"])
        #expect(copy.name(of: AnyFlowLink("x")) == nil)
    }

    @Test("register changes the registry in place; a copy taken before does not see it")
    func registerMutates() {
        var registry = LinkRegistry()
        let before = registry
        registry.register(RSItemLink.self, as: "item")
        #expect(registry.name(of: AnyFlowLink(RSItemLink.detail(id: 2))) == "item")
        #expect(before.names == [])
    }

    @Test("an archive saves what its registry knows, and only that")
    func archiveUsesItsRegistry() throws {
        let small = LinkRegistry().registering(RSItemLink.self, as: "item")
        let large = small.registering(RSCheckoutLink.self, as: "checkout")
        let snapshot = FlowSnapshot(path: [FlowEntry(RSItemLink.detail(id: 3)), FlowEntry(RSCheckoutLink.cart)])
        #expect(throws: RestorationError.unregisteredLinkType("RSCheckoutLink")) {
            try StateArchive(registry: small).encode(snapshot)
        }
        let data = try StateArchive(registry: large).encode(snapshot)
        #expect(try StateArchive(registry: large).decodeFlow(from: data) == snapshot)
        #expect(throws: RestorationError.unknownLinkType("checkout")) {
            try StateArchive(registry: small).decodeFlow(from: data)
        }
    }

    @Test("documents hold registered names: a type registered under another name cannot read them")
    func namesAreWhatIsSaved() throws {
        let old = LinkRegistry().registering(RSItemLink.self, as: "item")
        let renamed = LinkRegistry().registering(RSItemLink.self, as: "product")
        let snapshot = FlowSnapshot(path: [FlowEntry(RSItemLink.list(filter: .new))])
        let data = try StateArchive(registry: old).encode(snapshot)
        #expect(String(decoding: data, as: UTF8.self).contains(#""type" : "item""#))
        #expect(throws: RestorationError.unknownLinkType("item")) {
            try StateArchive(registry: renamed).decodeFlow(from: data)
        }
        // The Swift type may change name freely; the registered name is what must stay.
        let sameName = LinkRegistry().registering(RSItemLink.self, as: "item")
        #expect(try StateArchive(registry: sameName).decodeFlow(from: data) == snapshot)
    }

    @Test("any name works, unicode and punctuation included, and is written as is")
    func unusualNames() throws {
        let registry = LinkRegistry().registering(RSFilter.self, as: "filtre « spécial » 🔍")
        let snapshot = FlowSnapshot(path: [FlowEntry(RSFilter.onSale)])
        let archive = StateArchive(registry: registry)
        let data = try archive.encode(snapshot)
        #expect(try archive.decodeFlow(from: data) == snapshot)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let window = try #require((json["windows"] as? [[String: Any]])?.first)
        let tabs = try #require(window["tabs"] as? [[String: Any]])
        let path = try #require(tabs.first?["path"] as? [[String: Any]])
        let link = try #require(path.first?["link"] as? [String: Any])
        #expect(link["type"] as? String == "filtre « spécial » 🔍")
        #expect(link["value"] as? String == "onSale")
    }
}
